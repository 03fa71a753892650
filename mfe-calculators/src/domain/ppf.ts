/**
 * Public Provident Fund: a yearly deposit made at the start of each year (by 5 April), compounded
 * annually, F = P·[((1 + i)^n − 1)/i]·(1 + i); 15-year lock-in, extendable in 5-year blocks.
 */
import { assertAmount, assertInteger, assertRate, MAX_YEARS } from './guards';
import { PPF_RATE_PCT } from './rates';

/**
 * Lock-in in years.
 * @example PPF_LOCK_IN_YEARS // 15
 */
export const PPF_LOCK_IN_YEARS = 15;

/**
 * Length in years of each optional extension after the lock-in.
 * @example PPF_EXTENSION_BLOCK_YEARS // 5
 */
export const PPF_EXTENSION_BLOCK_YEARS = 5;

/**
 * Yearly deposit limits in rupees.
 * @example PPF_DEPOSIT_LIMITS.max // 150000
 */
export const PPF_DEPOSIT_LIMITS = { min: 500, max: 150000 } as const;

/**
 * Suggested defaults: ₹1,50,000 a year for 15 years at the current PPF rate.
 * @example calculatePpf(PPF_DEFAULTS).maturity // 4068209.22… → ₹40,68,209 (at 7.1%)
 */
export const PPF_DEFAULTS = { yearlyDeposit: 150000, annualRatePct: PPF_RATE_PCT, years: PPF_LOCK_IN_YEARS } as const;

/**
 * Inputs of the PPF calculator.
 * @example { yearlyDeposit: 150000, annualRatePct: 7.1, years: 15 }
 */
export interface PpfInput {
  yearlyDeposit: number;
  /** Defaults to the configured PPF rate. */
  annualRatePct?: number;
  /** Whole years; defaults to 15. */
  years?: number;
}

/**
 * One year of the PPF table.
 * @example { year: 1, opening: 0, deposit: 150000, interest: 10650, closing: 160650 }
 */
export interface PpfYearRow {
  year: number;
  opening: number;
  deposit: number;
  interest: number;
  closing: number;
}

/**
 * Result of the PPF calculator.
 * @example calculatePpf({ yearlyDeposit: 150000 }).interest // 1818209.22…
 */
export interface PpfResult {
  years: number;
  invested: number;
  interest: number;
  maturity: number;
  series: PpfYearRow[];
}

/**
 * PPF maturity with a year-wise table (deposit at the start of the year, interest at the end).
 * @example calculatePpf({ yearlyDeposit: 150000, annualRatePct: 7.1, years: 15 }).maturity // 4068209.22…
 */
export function calculatePpf(input: PpfInput): PpfResult {
  const annualRatePct = input.annualRatePct ?? PPF_RATE_PCT;
  const years = input.years ?? PPF_LOCK_IN_YEARS;
  assertAmount('yearlyDeposit', input.yearlyDeposit);
  assertRate('annualRatePct', annualRatePct);
  assertInteger('years', years, 0, MAX_YEARS);
  const series: PpfYearRow[] = [];
  let balance = 0;
  let interestTotal = 0;
  for (let year = 1; year <= years; year += 1) {
    const opening = balance;
    const interest = (opening + input.yearlyDeposit) * (annualRatePct / 100);
    balance = opening + input.yearlyDeposit + interest;
    interestTotal += interest;
    series.push({ year, opening, deposit: input.yearlyDeposit, interest, closing: balance });
  }
  const invested = input.yearlyDeposit * years;
  return { years, invested, interest: interestTotal, maturity: balance, series };
}
