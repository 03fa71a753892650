/**
 * Every calculator defined declaratively, by slug. The generic page renders them all but income
 * tax, whose page (pages/income-tax-page.tsx) lays the same definition out with both regimes side
 * by side; the goal planner, XIRR and the risk profile have pages of their own.
 */
import type { AnyDefinition } from '../framework/types';
import { cagrDefinition } from './cagr';
import { capitalGainsDefinition } from './capital-gains';
import { compoundInterestDefinition } from './compound-interest';
import { compoundingDefinition } from './compounding';
import { epfDefinition } from './epf';
import { fdDefinition } from './fd';
import { fireDefinition } from './fire';
import { goalLumpsumDefinition } from './goal-lumpsum';
import { goalSipDefinition } from './goal-sip';
import { gratuityDefinition } from './gratuity';
import { hraDefinition } from './hra';
import { impactDefinition } from './impact-of-one-percent';
import { incomeTaxDefinition } from './income-tax';
import { inflationDefinition } from './inflation';
import { carLoanDefinition, emiDefinition, homeLoanDefinition } from './loans';
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
  incomeTaxDefinition,
  hraDefinition,
  gratuityDefinition,
  capitalGainsDefinition,
];

export function findDefinition(slug: string): AnyDefinition | undefined {
  return DEFINITIONS.find((definition) => definition.slug === slug);
}
