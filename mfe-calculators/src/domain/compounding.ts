/**
 * Power of compounding: a lumpsum growing at a selectable compounding frequency,
 * A = P·(1 + R/m)^(m·t). Yearly compounding equals the Lumpsum calculator. Also the shared engine
 * of Compound Interest and Fixed Deposit.
 */
import { growthFactor } from './growth';
import { assertAmount, assertRate, assertYears } from './guards';

/**
 * How often interest is added to the balance.
 * @example const f: CompoundingFrequency = 'quarterly';
 */
export type CompoundingFrequency = 'yearly' | 'half-yearly' | 'quarterly' | 'monthly' | 'daily';

/**
 * Compounding periods per year for each frequency.
 * @example PERIODS_PER_YEAR.quarterly // 4
 */
export const PERIODS_PER_YEAR: Readonly<Record<CompoundingFrequency, number>> = {
  yearly: 1,
  'half-yearly': 2,
  quarterly: 4,
  monthly: 12,
  daily: 365,
};

/**
 * Suggested defaults: ₹1,00,000 at 12% for 10 years, compounded yearly.
 * @example calculateCompounding(COMPOUNDING_DEFAULTS).total // 310584.82…
 */
export const COMPOUNDING_DEFAULTS = {
  principal: 100000,
  annualRatePct: 12,
  years: 10,
  frequency: 'yearly' as CompoundingFrequency,
} as const;

/**
 * Compound amount P·(1 + R/(100·m))^(m·t).
 * @example compoundAmount(100000, 12, 10, 'monthly') // 330038.69…
 */
export function compoundAmount(
  principal: number,
  annualRatePct: number,
  years: number,
  frequency: CompoundingFrequency = 'yearly',
): number {
  const m = PERIODS_PER_YEAR[frequency];
  return principal * growthFactor(annualRatePct / 100 / m, m * years);
}

/**
 * Effective annual rate in percent for a nominal rate and frequency: ((1 + R/m)^m − 1)·100.
 * @example effectiveAnnualRatePct(7, 'quarterly') // 7.1859…
 */
export function effectiveAnnualRatePct(annualRatePct: number, frequency: CompoundingFrequency): number {
  const m = PERIODS_PER_YEAR[frequency];
  return (growthFactor(annualRatePct / 100 / m, m) - 1) * 100;
}

/**
 * Inputs of the compounding engine.
 * @example { principal: 100000, annualRatePct: 12, years: 10, frequency: 'monthly' }
 */
export interface CompoundingInput {
  principal: number;
  annualRatePct: number;
  years: number;
  frequency?: CompoundingFrequency;
}

/**
 * One row: balance at the end of year `year` and the interest earned during that year.
 * @example { year: 1, elapsedYears: 1, value: 112000, interestThisYear: 12000, interestToDate: 12000 }
 */
export interface CompoundingYearRow {
  year: number;
  elapsedYears: number;
  value: number;
  interestThisYear: number;
  interestToDate: number;
}

/**
 * Result of the compounding engine.
 * @example calculateCompounding({ principal: 100000, annualRatePct: 12, years: 10, frequency: 'monthly' }).total // 330038.69…
 */
export interface CompoundingResult {
  invested: number;
  interest: number;
  total: number;
  effectiveAnnualRatePct: number;
  series: CompoundingYearRow[];
}

/**
 * Runs the compounding engine with a year-wise series (a fractional horizon ends with a short row).
 * @example calculateCompounding({ principal: 50000, annualRatePct: 10, years: 5 }).total // 80525.5
 */
export function calculateCompounding(input: CompoundingInput): CompoundingResult {
  const { principal, annualRatePct, years } = input;
  const frequency = input.frequency ?? 'yearly';
  assertAmount('principal', principal);
  assertRate('annualRatePct', annualRatePct);
  assertYears('years', years);
  const series: CompoundingYearRow[] = [];
  let previous = principal;
  for (let year = 1; year < years + 1; year += 1) {
    const elapsedYears = Math.min(year, years);
    const value = compoundAmount(principal, annualRatePct, elapsedYears, frequency);
    series.push({ year, elapsedYears, value, interestThisYear: value - previous, interestToDate: value - principal });
    previous = value;
  }
  const total = compoundAmount(principal, annualRatePct, years, frequency);
  return {
    invested: principal,
    interest: total - principal,
    total,
    effectiveAnnualRatePct: effectiveAnnualRatePct(annualRatePct, frequency),
    series,
  };
}
