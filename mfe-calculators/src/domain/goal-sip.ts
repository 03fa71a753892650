/**
 * Goal-based SIP: the inverse of the SIP engine, P = FV / [((1 + r)^n − 1)/r·(1 + r)], with optional
 * inflation on the goal (FV = cost·(1 + i)^years).
 */
import { futureCost } from './inflation';
import { annuityDueFactor, monthlyRate } from './growth';
import { assertAmount, assertRate, assertYears, monthsFromYears } from './guards';

/**
 * Suggested defaults: ₹1 crore in 15 years at 12%, no inflation.
 * @example calculateGoalSip(GOAL_SIP_DEFAULTS).monthlySip // 19818.62… → ₹19,819
 */
export const GOAL_SIP_DEFAULTS = { goalAmount: 10000000, years: 15, annualReturnPct: 12, inflationPct: 0 } as const;

/**
 * Inputs of the Goal SIP calculator.
 * @example { goalAmount: 10000000, years: 15, annualReturnPct: 12, inflationPct: 6 }
 */
export interface GoalSipInput {
  /** Goal in today's rupees (or in future rupees when inflationPct is 0). */
  goalAmount: number;
  years: number;
  annualReturnPct: number;
  /** Optional inflation on the goal, percent a year. */
  inflationPct?: number;
}

/**
 * Result of the Goal SIP calculator, full precision.
 * @example calculateGoalSip(GOAL_SIP_DEFAULTS).invested // 3567351.6… (19818.62 × 180)
 */
export interface GoalSipResult {
  /** Goal after inflation. */
  futureGoal: number;
  months: number;
  monthlySip: number;
  invested: number;
  /** futureGoal − invested (wealth gained). */
  returns: number;
}

/**
 * Monthly SIP that reaches `target` after `months` instalments (annuity-due). A horizon under one
 * month is treated as one instalment, so the answer is always finite.
 * @example requiredMonthlySip(10000000, 12, 180) // 19818.62…
 */
export function requiredMonthlySip(target: number, annualReturnPct: number, months: number): number {
  return target / annuityDueFactor(monthlyRate(annualReturnPct), Math.max(1, months));
}

/**
 * Goal SIP: inflate the goal, then invert the SIP engine.
 * @example calculateGoalSip({ goalAmount: 10000000, years: 15, annualReturnPct: 12 }).monthlySip // 19818.62…
 */
export function calculateGoalSip(input: GoalSipInput): GoalSipResult {
  const inflationPct = input.inflationPct ?? 0;
  assertAmount('goalAmount', input.goalAmount);
  assertYears('years', input.years);
  assertRate('annualReturnPct', input.annualReturnPct);
  assertRate('inflationPct', inflationPct);
  const futureGoal = futureCost(input.goalAmount, inflationPct, input.years);
  const months = Math.max(1, monthsFromYears(input.years));
  const monthlySip = requiredMonthlySip(futureGoal, input.annualReturnPct, months);
  const invested = monthlySip * months;
  return { futureGoal, months, monthlySip, invested, returns: futureGoal - invested };
}
