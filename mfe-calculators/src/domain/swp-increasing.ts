/**
 * SWP with Increasing Payout: the SWP engine with the monthly withdrawal stepped up by g% after
 * every 12 months. With g = 0 it equals the SWP calculator. Optional inflation gives the final value
 * in today's money.
 */
import { growthFactor } from './growth';
import { assertAmount, assertRate, assertYears, monthsFromYears } from './guards';
import { runWithdrawalPlan, type SwpResult } from './swp';

/**
 * Suggested defaults: ₹10,00,000, ₹5,000 a month rising 5% a year, 10% return, 10 years, 6% inflation.
 * @example calculateSwpIncreasing(SWP_INCREASING_DEFAULTS).depletionMonth // null
 */
export const SWP_INCREASING_DEFAULTS = {
  investment: 1000000,
  initialWithdrawal: 5000,
  stepUpPct: 5,
  annualReturnPct: 10,
  years: 10,
  inflationPct: 6,
} as const;

/**
 * Inputs of the SWP with Increasing Payout calculator.
 * @example { investment: 1000000, initialWithdrawal: 5000, stepUpPct: 5, annualReturnPct: 10, years: 10 }
 */
export interface SwpIncreasingInput {
  investment: number;
  /** Monthly withdrawal in the first 12 months. */
  initialWithdrawal: number;
  /** Yearly increase of the withdrawal, percent. */
  stepUpPct: number;
  annualReturnPct: number;
  years: number;
  /** Optional inflation, percent a year, for `realFinalValue`. */
  inflationPct?: number;
}

/**
 * Result: the SWP result plus the final value in today's money.
 * @example calculateSwpIncreasing(SWP_INCREASING_DEFAULTS).realFinalValue // finalValue / 1.06^10
 */
export interface SwpIncreasingResult extends SwpResult {
  realFinalValue: number;
}

/**
 * Runs an SWP whose withdrawal rises by stepUpPct after every 12 months.
 * @example calculateSwpIncreasing({ investment: 500000, initialWithdrawal: 10000, stepUpPct: 5, annualReturnPct: 10, years: 5 }).depletionMonth // 58
 */
export function calculateSwpIncreasing(input: SwpIncreasingInput): SwpIncreasingResult {
  const inflationPct = input.inflationPct ?? 0;
  assertAmount('investment', input.investment);
  assertAmount('initialWithdrawal', input.initialWithdrawal);
  assertRate('stepUpPct', input.stepUpPct);
  assertRate('annualReturnPct', input.annualReturnPct);
  assertYears('years', input.years);
  assertRate('inflationPct', inflationPct);
  const months = monthsFromYears(input.years);
  const result = runWithdrawalPlan({
    investment: input.investment,
    initialWithdrawal: input.initialWithdrawal,
    annualReturnPct: input.annualReturnPct,
    months,
    stepUpPct: input.stepUpPct,
  });
  return { ...result, realFinalValue: result.finalValue / growthFactor(inflationPct / 100, months / 12) };
}
