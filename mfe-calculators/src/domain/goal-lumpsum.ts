/**
 * Goal-based lumpsum: PV = FV/(1 + R)^years with annual compounding, FV optionally inflated.
 */
import { futureCost } from './inflation';
import { growthFactor } from './growth';
import { assertAmount, assertRate, assertYears } from './guards';

/**
 * Suggested defaults: ₹15,00,000 in 10 years, 10% return, 5% inflation.
 * @example calculateGoalLumpsum(GOAL_LUMPSUM_DEFAULTS).lumpsumToday // 942014.09… → ₹9,42,014
 */
export const GOAL_LUMPSUM_DEFAULTS = { goalAmount: 1500000, years: 10, annualReturnPct: 10, inflationPct: 5 } as const;

/**
 * Inputs of the Goal Lumpsum calculator.
 * @example { goalAmount: 1500000, years: 10, annualReturnPct: 10, inflationPct: 5 }
 */
export interface GoalLumpsumInput {
  goalAmount: number;
  years: number;
  annualReturnPct: number;
  inflationPct?: number;
}

/**
 * Result of the Goal Lumpsum calculator.
 * @example calculateGoalLumpsum(GOAL_LUMPSUM_DEFAULTS).futureGoal // 2443341.94… → ₹24,43,342
 */
export interface GoalLumpsumResult {
  futureGoal: number;
  lumpsumToday: number;
  /** futureGoal − lumpsumToday. */
  returns: number;
}

/**
 * Present value needed today to reach `target` in `years` at `annualReturnPct`, compounded annually.
 * @example requiredLumpsum(2443341.94, 10, 10) // 942014.09…
 */
export function requiredLumpsum(target: number, annualReturnPct: number, years: number): number {
  return target / growthFactor(annualReturnPct / 100, years);
}

/**
 * Goal Lumpsum: inflate the goal, then discount it at the expected return.
 * @example calculateGoalLumpsum({ goalAmount: 1500000, years: 10, annualReturnPct: 10, inflationPct: 5 }).lumpsumToday // 942014.09…
 */
export function calculateGoalLumpsum(input: GoalLumpsumInput): GoalLumpsumResult {
  const inflationPct = input.inflationPct ?? 0;
  assertAmount('goalAmount', input.goalAmount);
  assertYears('years', input.years);
  assertRate('annualReturnPct', input.annualReturnPct);
  assertRate('inflationPct', inflationPct);
  const futureGoal = futureCost(input.goalAmount, inflationPct, input.years);
  const lumpsumToday = requiredLumpsum(futureGoal, input.annualReturnPct, input.years);
  return { futureGoal, lumpsumToday, returns: futureGoal - lumpsumToday };
}
