/**
 * Future value under inflation with annual compounding: cost·(1 + i)^years, and the reverse
 * (today's purchasing power of a future amount).
 */
import { growthFactor } from './growth';
import { assertAmount, assertRate, assertYears } from './guards';

/**
 * Suggested defaults: ₹1,00,000 today, 6% inflation, 10 years.
 * @example calculateInflation(INFLATION_DEFAULTS).futureCost // 179084.77… → ₹1,79,085
 */
export const INFLATION_DEFAULTS = { amount: 100000, inflationPct: 6, years: 10 } as const;

/**
 * Cost of something in `years` when it costs `cost` today: cost·(1 + i/100)^years.
 * @example futureCost(100000, 6, 10) // 179084.77…
 */
export function futureCost(cost: number, inflationPct: number, years: number): number {
  return cost * growthFactor(inflationPct / 100, years);
}

/**
 * Inputs of the Future Value (Inflation) calculator.
 * @example { amount: 100000, inflationPct: 6, years: 10 }
 */
export interface InflationInput {
  amount: number;
  inflationPct: number;
  years: number;
}

/**
 * One row: the inflated cost and the purchasing power of today's amount after `year` years.
 * @example { year: 1, futureCost: 106000, purchasingPower: 94339.62… }
 */
export interface InflationYearRow {
  year: number;
  futureCost: number;
  purchasingPower: number;
}

/**
 * Result of the inflation calculator.
 * @example calculateInflation(INFLATION_DEFAULTS).purchasingPower // 55839.48…
 */
export interface InflationResult {
  /** What today's amount will cost after `years`. */
  futureCost: number;
  /** futureCost − amount. */
  increase: number;
  /** What `amount` received after `years` is worth in today's money. */
  purchasingPower: number;
  series: InflationYearRow[];
}

/**
 * Future cost, increase and purchasing power with a year-wise series.
 * @example calculateInflation({ amount: 100000, inflationPct: 6, years: 10 }).futureCost // 179084.77…
 */
export function calculateInflation(input: InflationInput): InflationResult {
  const { amount, inflationPct, years } = input;
  assertAmount('amount', amount);
  assertRate('inflationPct', inflationPct);
  assertYears('years', years);
  const series: InflationYearRow[] = [];
  for (let year = 1; year < years + 1; year += 1) {
    const elapsed = Math.min(year, years);
    const factor = growthFactor(inflationPct / 100, elapsed);
    series.push({ year, futureCost: amount * factor, purchasingPower: amount / factor });
  }
  const factor = growthFactor(inflationPct / 100, years);
  return { futureCost: amount * factor, increase: amount * factor - amount, purchasingPower: amount / factor, series };
}
