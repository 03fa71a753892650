/**
 * Sukanya Samriddhi Yojana. Convention: deposits are made for the first 15 years from opening, the
 * account matures 21 years from opening, and interest is compounded annually. For each year 1…21:
 * add the deposit if the year is 15 or earlier, then apply interest (balance·(1 + i)). This
 * reproduces the public 1.5 L @8.2% → ₹71,82,119 anchor (older sites use 14 deposit years).
 */
import { assertAmount, assertInteger, assertRate } from './guards';
import { SSY_RATE_PCT } from './rates';

/**
 * Years of deposits from opening.
 * @example SSY_DEPOSIT_YEARS // 15
 */
export const SSY_DEPOSIT_YEARS = 15;

/**
 * Years from opening to maturity.
 * @example SSY_MATURITY_YEARS // 21
 */
export const SSY_MATURITY_YEARS = 21;

/**
 * Oldest age of the girl at which an account can be opened.
 * @example SSY_MAX_GIRL_AGE // 10
 */
export const SSY_MAX_GIRL_AGE = 10;

/**
 * Yearly deposit limits in rupees.
 * @example SSY_DEPOSIT_LIMITS.min // 250
 */
export const SSY_DEPOSIT_LIMITS = { min: 250, max: 150000 } as const;

/**
 * Suggested defaults: ₹1,50,000 a year at the current SSY rate, girl aged 5, opened in 2025.
 * @example calculateSsy(SSY_DEFAULTS).maturityYear // 2046
 */
export const SSY_DEFAULTS = {
  yearlyDeposit: 150000,
  annualRatePct: SSY_RATE_PCT,
  girlAge: 5,
  startYear: 2025,
} as const;

/**
 * Inputs of the SSY calculator.
 * @example { yearlyDeposit: 150000, annualRatePct: 8.2, girlAge: 5, startYear: 2025 }
 */
export interface SsyInput {
  yearlyDeposit: number;
  /** Defaults to the configured SSY rate. */
  annualRatePct?: number;
  /** Whole years, 0–10. */
  girlAge: number;
  /** Calendar year of opening. */
  startYear: number;
}

/**
 * One year of the SSY table.
 * @example { yearIndex: 1, calendarYear: 2025, girlAge: 5, opening: 0, deposit: 150000, interest: 12300, closing: 162300 }
 */
export interface SsyYearRow {
  yearIndex: number;
  calendarYear: number;
  /** Girl's age during this year. */
  girlAge: number;
  opening: number;
  deposit: number;
  interest: number;
  closing: number;
}

/**
 * Result of the SSY calculator.
 * @example calculateSsy({ yearlyDeposit: 150000, annualRatePct: 8.2, girlAge: 5, startYear: 2025 }).maturity // 7182119.17…
 */
export interface SsyResult {
  invested: number;
  interest: number;
  maturity: number;
  /** startYear + 21. */
  maturityYear: number;
  /** girlAge + 21. */
  maturityAge: number;
  series: SsyYearRow[];
}

/**
 * SSY maturity (21 years, 15 deposit years, annual compounding) with a year-wise table.
 * @example calculateSsy({ yearlyDeposit: 150000, annualRatePct: 8.2, girlAge: 5, startYear: 2025 }).maturity // 7182119.17… (₹71,82,119)
 */
export function calculateSsy(input: SsyInput): SsyResult {
  const annualRatePct = input.annualRatePct ?? SSY_RATE_PCT;
  assertAmount('yearlyDeposit', input.yearlyDeposit);
  assertRate('annualRatePct', annualRatePct);
  assertInteger('girlAge', input.girlAge, 0, SSY_MAX_GIRL_AGE);
  assertInteger('startYear', input.startYear, 1900, 9999);
  const series: SsyYearRow[] = [];
  let balance = 0;
  let interestTotal = 0;
  for (let yearIndex = 1; yearIndex <= SSY_MATURITY_YEARS; yearIndex += 1) {
    const opening = balance;
    const deposit = yearIndex <= SSY_DEPOSIT_YEARS ? input.yearlyDeposit : 0;
    const interest = (opening + deposit) * (annualRatePct / 100);
    balance = opening + deposit + interest;
    interestTotal += interest;
    series.push({
      yearIndex,
      calendarYear: input.startYear + yearIndex - 1,
      girlAge: input.girlAge + yearIndex - 1,
      opening,
      deposit,
      interest,
      closing: balance,
    });
  }
  const invested = input.yearlyDeposit * SSY_DEPOSIT_YEARS;
  return {
    invested,
    interest: interestTotal,
    maturity: balance,
    maturityYear: input.startYear + SSY_MATURITY_YEARS,
    maturityAge: input.girlAge + SSY_MATURITY_YEARS,
    series,
  };
}
