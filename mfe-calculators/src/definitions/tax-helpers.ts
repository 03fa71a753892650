/** What the tax calculators' definitions share: the choice of year, and the notes on the rules they apply. */
import { LATEST_TAX_YEAR, TAX_RULES, TAX_RULES_AS_OF, TAX_YEARS } from '../domain/tax-rules';
import type { FinancialYear } from '../domain/tax-rules/types';
import { choice } from '../framework/inputs';

/** 'FY 2025-26' for the year choice. */
const shortLabel = (year: FinancialYear) => `FY ${year}`;

/** The choice of financial year, the latest first chosen, each with its figures from tax-rules/. */
export function yearChoice(hint?: string) {
  return choice(
    'year',
    'Financial year',
    TAX_YEARS.map((year) => ({ value: year, label: shortLabel(year) })),
    LATEST_TAX_YEAR,
    hint,
  );
}

/** The Acts in force: the 1961 Act to March 2026, the 2025 Act from April 2026, with the same deductions. */
export const ACT_NOTE = `Section numbers are those of the Income-tax Act, 1961, which applies to ${TAX_YEARS.filter(
  (year) => TAX_RULES[year].act === 'Income-tax Act, 1961',
)
  .map(shortLabel)
  .join(
    ' and ',
  )}. From FY 2026-27 the Income-tax Act, 2025 applies: it renumbers the sections but keeps these deductions and their limits, so they are named here by what they are.`;

/** Where a year's figures come from, one note for all years. */
export const SOURCES_NOTE = `Figures as of ${TAX_RULES_AS_OF}. ${TAX_YEARS.map(
  (year) => `${TAX_RULES[year].label}: ${TAX_RULES[year].sources.join('; ')}.`,
).join(' ')}`;
