/**
 * Simple interest: SI = P·r·t/100, fractional years allowed.
 */
import { assertAmount, assertRate, assertYears } from './guards';

/**
 * Suggested defaults: ₹1,00,000 at 10% for 5 years.
 * @example calculateSimpleInterest(SIMPLE_INTEREST_DEFAULTS).total // 150000
 */
export const SIMPLE_INTEREST_DEFAULTS = { principal: 100000, annualRatePct: 10, years: 5 } as const;

/**
 * Inputs of the Simple Interest calculator.
 * @example { principal: 100000, annualRatePct: 10, years: 5 }
 */
export interface SimpleInterestInput {
  principal: number;
  annualRatePct: number;
  years: number;
}

/**
 * One row: interest accrued and total at the end of year `year` (the last row may be partial).
 * @example { year: 1, elapsedYears: 1, interest: 10000, total: 110000 }
 */
export interface SimpleInterestYearRow {
  year: number;
  elapsedYears: number;
  interest: number;
  total: number;
}

/**
 * Result of the Simple Interest calculator.
 * @example calculateSimpleInterest(SIMPLE_INTEREST_DEFAULTS).interest // 50000
 */
export interface SimpleInterestResult {
  principal: number;
  interest: number;
  total: number;
  series: SimpleInterestYearRow[];
}

/**
 * Simple interest P·r·t/100.
 * @example simpleInterest(100000, 10, 5) // 50000
 */
export function simpleInterest(principal: number, annualRatePct: number, years: number): number {
  return (principal * annualRatePct * years) / 100;
}

/**
 * Simple Interest calculator with a year-wise series.
 * @example calculateSimpleInterest({ principal: 100000, annualRatePct: 10, years: 5 }).total // 150000
 */
export function calculateSimpleInterest(input: SimpleInterestInput): SimpleInterestResult {
  const { principal, annualRatePct, years } = input;
  assertAmount('principal', principal);
  assertRate('annualRatePct', annualRatePct);
  assertYears('years', years);
  const series: SimpleInterestYearRow[] = [];
  for (let year = 1; year < years + 1; year += 1) {
    const elapsedYears = Math.min(year, years);
    const interest = simpleInterest(principal, annualRatePct, elapsedYears);
    series.push({ year, elapsedYears, interest, total: principal + interest });
  }
  const interest = simpleInterest(principal, annualRatePct, years);
  return { principal, interest, total: principal + interest, series };
}
