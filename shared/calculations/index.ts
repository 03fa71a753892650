/**
 * '@meridian/shared/calculations': what a saved calculation's `results` mean, for a reader that
 * is not the calculators (the dashboard's My Calculations): each calculator's main result, its
 * key in `results`, its label and how it is written. A calculation saved before its headline was
 * stored is shown by this. The calculators' tests hold their pages to it
 * (mfe-calculators/src/definitions/primary-results.test.ts). Bundled into the parts that import
 * it, not into the federation-shared '@meridian/shared'.
 */
import type { CalculatorSlug } from '../src/contracts/calculators';
import { isRecord } from '../src/contracts/stored';
import { formatRupees } from '../src/format/rupee';

export { isCalculatorSlug, type CalculatorSlug } from '../src/contracts/calculators';

export type PrimaryResultFormat = 'rupees' | 'percent' | 'riskProfile';

export interface PrimaryResult {
  /** Its key in the saved `results`. */
  key: string;
  /** How the dashboard labels it (the page's own label may name the inputs: "Cost after 10 years"). */
  label: string;
  format: PrimaryResultFormat;
}

/** The risk questionnaire's profiles, level 1 to 5 (`results.profileLevel`). */
export const RISK_PROFILE_NAMES = [
  'Conservative',
  'Moderately Conservative',
  'Moderate',
  'Moderately Aggressive',
  'Aggressive',
] as const;

const rupees = (key: string, label: string): PrimaryResult => ({ key, label, format: 'rupees' });

/** The main result of each calculator that saves one. */
export const PRIMARY_RESULTS: Partial<Record<CalculatorSlug, PrimaryResult>> = {
  fire: rupees('fire', 'FIRE number'),
  goals: rupees('monthlySip', 'Monthly SIP for all goals'),
  compounding: rupees('total', 'Value if you start now'),
  inflation: rupees('futureCost', 'Future cost'),
  'goal-lumpsum': rupees('lumpsumToday', 'Invest today'),
  'goal-sip': rupees('monthlySip', 'Monthly SIP needed'),
  sip: rupees('total', 'Total value'),
  lumpsum: rupees('total', 'Total value'),
  nps: rupees('corpus', 'Total corpus'),
  swp: rupees('finalValue', 'Final value'),
  'swp-increasing': rupees('finalValue', 'Final value'),
  'lumpsum-sip': rupees('total', 'Total value'),
  cagr: { key: 'cagr', label: 'CAGR', format: 'percent' },
  'impact-of-1-percent': rupees('gap', 'Extra wealth from 1% more'),
  ppf: rupees('maturity', 'Maturity value'),
  epf: rupees('maturity', 'EPF balance'),
  fd: rupees('maturity', 'Maturity value'),
  rd: rupees('maturity', 'Maturity value'),
  ssy: rupees('maturity', 'Maturity value'),
  emi: rupees('emi', 'Monthly EMI'),
  'car-loan': rupees('emi', 'Monthly EMI'),
  'home-loan': rupees('emi', 'Monthly EMI'),
  'simple-interest': rupees('total', 'Total amount'),
  'compound-interest': rupees('total', 'Total amount'),
  risk: { key: 'profileLevel', label: 'Risk profile', format: 'riskProfile' },
};

/**
 * The headline of a saved calculation from its stored results, or null when they do not hold its
 * main result as a finite number. homeLoan { emi: 27006.4 } → { label: 'Monthly EMI', text: '₹27,006' }.
 */
export function headlineFromResults(
  calculator: CalculatorSlug,
  results: unknown,
): { label: string; text: string } | null {
  const primary = PRIMARY_RESULTS[calculator];
  if (!primary || !isRecord(results)) return null;
  const value = results[primary.key];
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  switch (primary.format) {
    case 'rupees':
      return { label: primary.label, text: formatRupees(value) };
    case 'percent':
      return { label: primary.label, text: `${value.toFixed(2)}%` };
    case 'riskProfile': {
      const name = Number.isInteger(value) ? RISK_PROFILE_NAMES[value - 1] : undefined;
      return name ? { label: primary.label, text: name } : null;
    }
  }
}
