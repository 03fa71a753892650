/**
 * Composite Financial Goal Planner (/calculators/goals): several goals, each inflated to its
 * future cost, with the SIP from the Goal SIP engine and the lumpsum from the Goal Lumpsum engine.
 * Totals are summed from unrounded values.
 */
import { calculateGoalLumpsum } from './goal-lumpsum';
import { calculateGoalSip } from './goal-sip';
import { assertRate } from './guards';

/**
 * Suggested defaults: three common goals, 12% expected return, 6% inflation.
 * @example calculateGoalPlan(GOAL_PLANNER_DEFAULTS).rows.length // 3
 */
export const GOAL_PLANNER_DEFAULTS: GoalPlannerInput = {
  annualReturnPct: 12,
  inflationPct: 6,
  goals: [
    { name: "Child's education", cost: 2500000, years: 15 },
    { name: 'Home down payment', cost: 2000000, years: 7 },
    { name: 'Car', cost: 800000, years: 4 },
  ],
};

/**
 * One goal of the plan; `annualReturnPct` and `inflationPct` override the plan-wide return and
 * inflation for this goal (a near goal in a debt fund, a far one in equity).
 * @example { name: 'Car', cost: 800000, years: 4, annualReturnPct: 7 }
 */
export interface PlannerGoal {
  name: string;
  /** Cost in today's rupees. */
  cost: number;
  years: number;
  annualReturnPct?: number;
  inflationPct?: number;
}

/**
 * Inputs of the goal planner.
 * @example { annualReturnPct: 12, inflationPct: 6, goals: [{ name: 'Car', cost: 800000, years: 4 }] }
 */
export interface GoalPlannerInput {
  goals: PlannerGoal[];
  annualReturnPct: number;
  inflationPct: number;
}

/**
 * One row of the per-goal table: either a monthly SIP or a lumpsum today meets the goal.
 * @example { name: 'Car', years: 4, todaysCost: 800000, futureCost: 1009981.6…, monthlySip: …, lumpsumToday: … }
 */
export interface GoalPlanRow {
  name: string;
  years: number;
  /** The return this goal is planned at: its own, else the plan's. */
  annualReturnPct: number;
  inflationPct: number;
  todaysCost: number;
  futureCost: number;
  monthlySip: number;
  lumpsumToday: number;
  /** Total paid in through the SIP (monthlySip × months). */
  sipInvested: number;
}

/**
 * Column totals, summed from unrounded row values.
 * @example { todaysCost: 5300000, futureCost: …, monthlySip: …, lumpsumToday: … }
 */
export interface GoalPlanTotals {
  todaysCost: number;
  futureCost: number;
  monthlySip: number;
  lumpsumToday: number;
  sipInvested: number;
}

/**
 * Result: rows in input order, totals, and the goal indices sorted by horizon for a timeline.
 * @example calculateGoalPlan(GOAL_PLANNER_DEFAULTS).timeline // [2, 1, 0]
 */
export interface GoalPlanResult {
  rows: GoalPlanRow[];
  totals: GoalPlanTotals;
  /** Row indices ordered by years (ties keep input order). */
  timeline: number[];
}

/**
 * Plans every goal and sums the totals. A plan with no goals gives empty rows and zero totals.
 * @example calculateGoalPlan({ annualReturnPct: 12, inflationPct: 0, goals: [{ name: 'Corpus', cost: 10000000, years: 15 }] }).totals.monthlySip // 19818.62…
 */
export function calculateGoalPlan(input: GoalPlannerInput): GoalPlanResult {
  assertRate('annualReturnPct', input.annualReturnPct);
  assertRate('inflationPct', input.inflationPct);
  const rows = input.goals.map((goal): GoalPlanRow => {
    const inflationPct = goal.inflationPct ?? input.inflationPct;
    const annualReturnPct = goal.annualReturnPct ?? input.annualReturnPct;
    assertRate('annualReturnPct', annualReturnPct);
    const common = { goalAmount: goal.cost, years: goal.years, annualReturnPct, inflationPct };
    const sip = calculateGoalSip(common);
    const lumpsum = calculateGoalLumpsum(common);
    return {
      name: goal.name,
      years: goal.years,
      annualReturnPct,
      inflationPct,
      todaysCost: goal.cost,
      futureCost: sip.futureGoal,
      monthlySip: sip.monthlySip,
      lumpsumToday: lumpsum.lumpsumToday,
      sipInvested: sip.invested,
    };
  });
  const totals = rows.reduce<GoalPlanTotals>(
    (sum, row) => ({
      todaysCost: sum.todaysCost + row.todaysCost,
      futureCost: sum.futureCost + row.futureCost,
      monthlySip: sum.monthlySip + row.monthlySip,
      lumpsumToday: sum.lumpsumToday + row.lumpsumToday,
      sipInvested: sum.sipInvested + row.sipInvested,
    }),
    { todaysCost: 0, futureCost: 0, monthlySip: 0, lumpsumToday: 0, sipInvested: 0 },
  );
  const timeline = rows.map((_, index) => index).sort((a, b) => (rows[a]?.years ?? 0) - (rows[b]?.years ?? 0) || a - b);
  return { rows, totals, timeline };
}
