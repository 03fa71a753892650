/**
 * The one SIP engine. Monthly instalments are an annuity-due (paid at the start of each month),
 * compounded monthly at r = annual/1200 over n = years·12 months. Goal SIP, NPS, Lumpsum + SIP and
 * Impact of 1% all call this module so the numbers agree between pages.
 */
import { annuityDueFactor, growthFactor, monthlyRate } from './growth';
import { assertAmount, assertRate, assertYears, monthsFromYears } from './guards';

/**
 * Defaults of the SIP calculator page (spec §9): ₹5,000 a month, 10 years, 12% a year.
 * @example calculateSip(SIP_DEFAULTS).total // 1161695.38… → ₹11,61,695
 */
export const SIP_DEFAULTS = { monthly: 5000, annualRatePct: 12, years: 10, stepUpPct: 0 } as const;

/**
 * Defaults of the SIP preview on the home page (spec §9): ₹10,000 a month, 10 years, 12%.
 * @example calculateSip(HOME_SIP_PREVIEW_DEFAULTS).total // 2323390.76… → ₹23,23,391
 */
export const HOME_SIP_PREVIEW_DEFAULTS = { monthly: 10000, annualRatePct: 12, years: 10 } as const;

/**
 * Inputs of the SIP engine. Rates are in percent a year.
 * @example { monthly: 5000, annualRatePct: 12, years: 10, stepUpPct: 10 }
 */
export interface SipInput {
  /** Monthly instalment in rupees (the first year's instalment when stepping up). */
  monthly: number;
  /** Expected return, percent a year. */
  annualRatePct: number;
  /** Horizon in years; months = round(years·12). */
  years: number;
  /** Optional annual step-up of the instalment in percent, applied after every 12 months. */
  stepUpPct?: number;
  /** Optional inflation in percent a year, used only for `realTotal`. */
  inflationPct?: number;
}

/**
 * One row of the year-wise SIP table. A horizon that is not a whole number of years ends with a
 * shorter last row (see `months`).
 * @example { year: 1, months: 12, invested: 60000, value: 64046.64, returns: 4046.64 }
 */
export interface SipYearRow {
  /** 1-based year number. */
  year: number;
  /** Months elapsed at the end of this row. */
  months: number;
  /** Cumulative amount invested. */
  invested: number;
  /** Portfolio value at the end of the row. */
  value: number;
  /** value − invested. */
  returns: number;
}

/**
 * Result of the SIP engine, full precision.
 * @example calculateSip({ monthly: 1000, annualRatePct: 12, years: 1 }) // { invested: 12000, total: 12809.33…, … }
 */
export interface SipResult {
  months: number;
  invested: number;
  returns: number;
  total: number;
  /** total deflated by (1 + inflation)^(months/12); equals total when no inflation is given. */
  realTotal: number;
  series: SipYearRow[];
}

/**
 * Closed-form SIP future value P·((1 + r)^n − 1)/r·(1 + r), r = annual/1200, guarded for r = 0 (P·n).
 * @example sipFutureValue(5000, 12, 120) // 1161695.38…
 */
export function sipFutureValue(monthly: number, annualRatePct: number, months: number): number {
  return monthly * annuityDueFactor(monthlyRate(annualRatePct), months);
}

/**
 * Runs the SIP engine with an optional annual step-up and returns invested, returns, total and a
 * year-wise series. Each year's block of (up to) 12 instalments is valued in closed form, then the
 * running value grows through the following blocks.
 * @example calculateSip({ monthly: 5000, annualRatePct: 12, years: 10 }).total // 1161695.38… (₹11,61,695)
 */
export function calculateSip(input: SipInput): SipResult {
  const { monthly, annualRatePct, years } = input;
  const stepUpPct = input.stepUpPct ?? 0;
  const inflationPct = input.inflationPct ?? 0;
  assertAmount('monthly', monthly);
  assertRate('annualRatePct', annualRatePct);
  assertYears('years', years);
  assertRate('stepUpPct', stepUpPct);
  assertRate('inflationPct', inflationPct);

  const months = monthsFromYears(years);
  const r = monthlyRate(annualRatePct);
  const series: SipYearRow[] = [];
  let value = 0;
  let invested = 0;
  for (let start = 0, year = 1; start < months; start += 12, year += 1) {
    const blockMonths = Math.min(12, months - start);
    const instalment = monthly * growthFactor(stepUpPct / 100, year - 1);
    value = value * growthFactor(r, blockMonths) + instalment * annuityDueFactor(r, blockMonths);
    invested += instalment * blockMonths;
    series.push({ year, months: start + blockMonths, invested, value, returns: value - invested });
  }
  return {
    months,
    invested,
    returns: value - invested,
    total: value,
    realTotal: value / growthFactor(inflationPct / 100, months / 12),
    series,
  };
}
