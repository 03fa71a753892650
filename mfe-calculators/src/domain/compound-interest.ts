/**
 * Compound Interest calculator: A = P·(1 + r/n)^(n·t) with a yearly, half-yearly, quarterly,
 * monthly or daily frequency (default yearly, as on Groww). Uses the compounding engine.
 */
import { calculateCompounding, type CompoundingFrequency, type CompoundingYearRow } from './compounding';

/**
 * Suggested defaults: ₹50,000 at 10% for 5 years, compounded yearly.
 * @example calculateCompoundInterest(COMPOUND_INTEREST_DEFAULTS).total // 80525.5 → ₹80,526
 */
export const COMPOUND_INTEREST_DEFAULTS = {
  principal: 50000,
  annualRatePct: 10,
  years: 5,
  frequency: 'yearly' as CompoundingFrequency,
} as const;

/**
 * Inputs of the Compound Interest calculator.
 * @example { principal: 50000, annualRatePct: 10, years: 5, frequency: 'yearly' }
 */
export interface CompoundInterestInput {
  principal: number;
  annualRatePct: number;
  years: number;
  frequency?: CompoundingFrequency;
}

/**
 * Result: principal, total interest, total amount and the year-wise interest.
 * @example calculateCompoundInterest(COMPOUND_INTEREST_DEFAULTS).series[1]?.interestThisYear // 5500
 */
export interface CompoundInterestResult {
  principal: number;
  interest: number;
  total: number;
  series: CompoundingYearRow[];
}

/**
 * Compound interest on a principal.
 * @example calculateCompoundInterest({ principal: 50000, annualRatePct: 10, years: 5 }).interest // 30525.5
 */
export function calculateCompoundInterest(input: CompoundInterestInput): CompoundInterestResult {
  const result = calculateCompounding(input);
  return { principal: result.invested, interest: result.interest, total: result.total, series: result.series };
}
