/**
 * Recurring Deposit: monthly instalments, each compounded quarterly for its remaining months,
 * M = Σ R·(1 + r/400)^((N − k + 1)/3), k = 1…N (identical to ClearTax's closed form).
 */
import { annuityFactor } from './growth';
import { assertAmount, assertInteger, assertRate, MAX_YEARS } from './guards';
import { expm1, log1p } from './portable-math';

/**
 * Suggested defaults: ₹5,000 a month for 12 months at 7%.
 * @example calculateRd(RD_DEFAULTS).invested // 60000
 */
export const RD_DEFAULTS = { monthly: 5000, annualRatePct: 7, months: 12 } as const;

/**
 * Inputs of the RD calculator; tenure is in whole months.
 * @example { monthly: 5000, annualRatePct: 8, months: 12 }
 */
export interface RdInput {
  monthly: number;
  annualRatePct: number;
  months: number;
}

/**
 * One row: cumulative deposits and value at the end of year `year` (the last row may be short).
 * @example { year: 1, months: 12, invested: 60000, value: 62646.63… }
 */
export interface RdYearRow {
  year: number;
  months: number;
  invested: number;
  value: number;
}

/**
 * Result of the RD calculator.
 * @example calculateRd({ monthly: 5000, annualRatePct: 8, months: 12 }).maturity // 62646.63…
 */
export interface RdResult {
  invested: number;
  interest: number;
  maturity: number;
  series: RdYearRow[];
}

/**
 * Value after `months` instalments of `monthly`: R·q·(q^N − 1)/(q − 1) with q = (1 + r/400)^(1/3);
 * guarded for r = 0 (R·N).
 * @example rdMaturity(5000, 8, 12) // 62646.63…
 */
export function rdMaturity(monthly: number, annualRatePct: number, months: number): number {
  const monthlyGrowth = expm1(log1p(annualRatePct / 400) / 3);
  return monthly * annuityFactor(monthlyGrowth, months) * (1 + monthlyGrowth);
}

/**
 * Recurring Deposit maturity, interest and a year-wise table.
 * @example calculateRd({ monthly: 5000, annualRatePct: 8, months: 12 }).interest // 2646.63…
 */
export function calculateRd(input: RdInput): RdResult {
  const { monthly, annualRatePct, months } = input;
  assertAmount('monthly', monthly);
  assertRate('annualRatePct', annualRatePct);
  assertInteger('months', months, 0, MAX_YEARS * 12);
  const series: RdYearRow[] = [];
  for (let year = 1; (year - 1) * 12 < months; year += 1) {
    const elapsed = Math.min(year * 12, months);
    series.push({
      year,
      months: elapsed,
      invested: monthly * elapsed,
      value: rdMaturity(monthly, annualRatePct, elapsed),
    });
  }
  const maturity = rdMaturity(monthly, annualRatePct, months);
  return { invested: monthly * months, interest: maturity - monthly * months, maturity, series };
}
