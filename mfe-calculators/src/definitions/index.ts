/**
 * Every calculator page rendered by the generic page, by slug (the goal planner and risk profile
 * have pages of their own; the tax tools are in a chunk of their own, definitions/tax.ts).
 */
import type { AnyDefinition } from '../framework/types';
import { cagrDefinition } from './cagr';
import { compoundInterestDefinition } from './compound-interest';
import { compoundingDefinition } from './compounding';
import { epfDefinition } from './epf';
import { fdDefinition } from './fd';
import { fireDefinition } from './fire';
import { goalLumpsumDefinition } from './goal-lumpsum';
import { goalSipDefinition } from './goal-sip';
import { impactDefinition } from './impact-of-one-percent';
import { inflationDefinition } from './inflation';
import { carLoanDefinition, emiDefinition, homeLoanDefinition } from './emi';
import { lumpsumSipDefinition } from './lumpsum-sip';
import { lumpsumDefinition } from './lumpsum';
import { npsDefinition } from './nps';
import { ppfDefinition } from './ppf';
import { rdDefinition } from './rd';
import { simpleInterestDefinition } from './simple-interest';
import { sipDefinition } from './sip';
import { ssyDefinition } from './ssy';
import { swpIncreasingDefinition } from './swp-increasing';
import { swpDefinition } from './swp';

export const DEFINITIONS: readonly AnyDefinition[] = [
  fireDefinition,
  compoundingDefinition,
  inflationDefinition,
  goalLumpsumDefinition,
  goalSipDefinition,
  sipDefinition,
  lumpsumDefinition,
  npsDefinition,
  swpDefinition,
  swpIncreasingDefinition,
  lumpsumSipDefinition,
  cagrDefinition,
  impactDefinition,
  ppfDefinition,
  epfDefinition,
  fdDefinition,
  rdDefinition,
  ssyDefinition,
  emiDefinition,
  carLoanDefinition,
  homeLoanDefinition,
  simpleInterestDefinition,
  compoundInterestDefinition,
];

export function findDefinition(slug: string): AnyDefinition | undefined {
  return DEFINITIONS.find((definition) => definition.slug === slug);
}
