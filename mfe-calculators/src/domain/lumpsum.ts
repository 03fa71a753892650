/**
 * Lumpsum growth with annual compounding: FV = P·(1 + R)^years.
 */
import { growthFactor } from './growth';
import { assertAmount, assertRate, assertYears } from './guards';

/**
 * Suggested defaults: ₹1,00,000 for 10 years at 12% a year.
 * @example calculateLumpsum(LUMPSUM_DEFAULTS).total // 310584.82… → ₹3,10,585
 */
export const LUMPSUM_DEFAULTS = { principal: 100000, annualRatePct: 12, years: 10 } as const;

/**
 * Inputs of the lumpsum engine.
 * @example { principal: 100000, annualRatePct: 12, years: 10 }
 */
export interface LumpsumInput {
  principal: number;
  /** Expected return, percent a year. */
  annualRatePct: number;
  /** Horizon in years; fractions compound fractionally. */
  years: number;
}

/**
 * One row of the year-wise table; the last row of a fractional horizon stops at `years`.
 * @example { year: 1, elapsedYears: 1, invested: 100000, value: 112000, returns: 12000 }
 */
export interface LumpsumYearRow {
  year: number;
  elapsedYears: number;
  invested: number;
  value: number;
  returns: number;
}

/**
 * Result of the lumpsum engine, full precision.
 * @example calculateLumpsum({ principal: 100000, annualRatePct: 12, years: 10 }).returns // 210584.82…
 */
export interface LumpsumResult {
  invested: number;
  returns: number;
  total: number;
  series: LumpsumYearRow[];
}

/**
 * Future value P·(1 + R/100)^years.
 * @example lumpsumFutureValue(100000, 12, 10) // 310584.82…
 */
export function lumpsumFutureValue(principal: number, annualRatePct: number, years: number): number {
  return principal * growthFactor(annualRatePct / 100, years);
}

/**
 * Lumpsum calculator: invested, estimated returns, total value and a year-wise series.
 * @example calculateLumpsum({ principal: 100000, annualRatePct: 12, years: 10 }).total // 310584.82… (₹3,10,585)
 */
export function calculateLumpsum(input: LumpsumInput): LumpsumResult {
  const { principal, annualRatePct, years } = input;
  assertAmount('principal', principal);
  assertRate('annualRatePct', annualRatePct);
  assertYears('years', years);
  const series: LumpsumYearRow[] = [];
  for (let year = 1; year < years + 1; year += 1) {
    const elapsedYears = Math.min(year, years);
    const value = lumpsumFutureValue(principal, annualRatePct, elapsedYears);
    series.push({ year, elapsedYears, invested: principal, value, returns: value - principal });
  }
  const total = lumpsumFutureValue(principal, annualRatePct, years);
  return { invested: principal, returns: total - principal, total, series };
}
