/**
 * The tax tools' definitions (issue 21), apart from definitions/index.ts so that their code and
 * figures load only with their own pages (pages/tax-route.tsx), not with every other calculator.
 * Income tax has a page of its own that lays its definition out with both regimes side by side;
 * HRA, gratuity and capital gains use the generic page.
 */
import type { AnyDefinition } from '../framework/types';
import { capitalGainsDefinition } from './capital-gains';
import { gratuityDefinition } from './gratuity';
import { hraDefinition } from './hra';
import { incomeTaxDefinition } from './income-tax';

export const TAX_DEFINITIONS: readonly AnyDefinition[] = [
  incomeTaxDefinition,
  hraDefinition,
  gratuityDefinition,
  capitalGainsDefinition,
];

export function findTaxDefinition(slug: string): AnyDefinition | undefined {
  return TAX_DEFINITIONS.find((definition) => definition.slug === slug);
}
