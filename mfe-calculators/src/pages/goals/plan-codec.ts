/**
 * The goal planner's page state and its codecs, pure: the plan in the URL (serialisePlan,
 * parsePlan), what the fields hold (PlannerState), their validation (evaluatePlanner), and what
 * is shown and saved (planHeadlines, savedInputs). The page (goals-page.tsx) only renders them.
 */
import { formatIndianNumber } from '@meridian/shared';
import {
  calculateGoalPlan,
  GOAL_PLANNER_DEFAULTS,
  type GoalPlannerInput,
  type GoalPlanResult,
  type PlannerGoal,
} from '../../domain/goal-planner';
import { money, percent, years } from '../../framework/inputs';
import { validateField } from '../../framework/input-state';
import type { Headline, NumberInput } from '../../framework/types';

export const MAX_GOALS = 10;
export const MAX_NAME_LENGTH = 40;

export const RATE = percent('rate', 'Expected return (p.a.)', {
  min: 1,
  max: 30,
  step: 0.1,
  default: GOAL_PLANNER_DEFAULTS.annualReturnPct,
});
export const INFLATION = percent('inflation', 'Inflation (p.a.)', {
  min: 0,
  max: 15,
  step: 0.5,
  default: GOAL_PLANNER_DEFAULTS.inflationPct,
});
export const COST = money('cost', 'Cost today', { min: 1000, max: 1000000000, step: 1000, default: 500000 });
export const YEARS = years('years', 'Years away', { min: 1, max: 50, step: 1, default: 5 });

export interface GoalDraft {
  id: number;
  name: string;
  cost: string;
  years: string;
  /** The goal's own expected return, as typed; empty for the plan's. */
  rate: string;
}

/** The planner on screen: what each field holds, and the last valid plan with its result. */
export interface PlannerState {
  rate: string;
  inflation: string;
  goals: readonly GoalDraft[];
  nextId: number;
  plan: GoalPlannerInput;
  result: GoalPlanResult;
  rejected: boolean;
}

const textFor = (input: NumberInput, value: number) =>
  input.unit === 'rupees' ? formatIndianNumber(value) : String(value);

export function stateFor(plan: GoalPlannerInput, rejected: boolean): PlannerState {
  return {
    rate: textFor(RATE, plan.annualReturnPct),
    inflation: textFor(INFLATION, plan.inflationPct),
    goals: plan.goals.map((goal, index) => ({
      id: index + 1,
      name: goal.name,
      cost: textFor(COST, goal.cost),
      years: String(goal.years),
      rate: goal.annualReturnPct === undefined ? '' : textFor(RATE, goal.annualReturnPct),
    })),
    nextId: plan.goals.length + 1,
    plan,
    result: calculateGoalPlan(plan),
    rejected,
  };
}

/**
 * Goals in the URL: goal=<cost>~<years>~<name>, one parameter per goal, after rate and inflation;
 * then goalRate=<n>~<rate> for each goal n (from 1) with a return of its own.
 */
export function serialisePlan(plan: GoalPlannerInput): string {
  const params = new URLSearchParams();
  params.set('rate', String(plan.annualReturnPct));
  params.set('inflation', String(plan.inflationPct));
  for (const goal of plan.goals) params.append('goal', `${goal.cost}~${goal.years}~${goal.name}`);
  plan.goals.forEach((goal, index) => {
    if (goal.annualReturnPct !== undefined) params.append('goalRate', `${index + 1}~${goal.annualReturnPct}`);
  });
  return params.toString();
}

/** Reads a plan from a query string; undefined when anything in it is invalid. No query string gives the defaults. */
export function parsePlan(search: string): GoalPlannerInput | undefined {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return GOAL_PLANNER_DEFAULTS;
  const rate = validateField(RATE, params.get('rate') ?? String(RATE.default));
  const inflation = validateField(INFLATION, params.get('inflation') ?? String(INFLATION.default));
  const goals = params.getAll('goal').map((text) => {
    const [costText = '', yearsText = '', ...name] = text.split('~');
    const cost = validateField(COST, costText);
    const period = validateField(YEARS, yearsText);
    return cost.ok && period.ok
      ? { name: name.join('~').slice(0, MAX_NAME_LENGTH), cost: cost.value, years: period.value }
      : undefined;
  });
  if (!rate.ok || !inflation.ok || goals.length === 0 || goals.length > MAX_GOALS) return undefined;
  const valid: PlannerGoal[] = goals.filter((goal) => goal !== undefined);
  if (valid.length !== goals.length) return undefined;
  for (const text of params.getAll('goalRate')) {
    const [numberText = '', rateText = ''] = text.split('~');
    const goal = /^\d+$/.test(numberText) ? valid[Number(numberText) - 1] : undefined;
    const own = validateField(RATE, rateText);
    if (!goal || !own.ok) return undefined;
    goal.annualReturnPct = own.value;
  }
  return { annualReturnPct: rate.value, inflationPct: inflation.value, goals: valid };
}

export function fromSearch(search: string): PlannerState {
  const plan = parsePlan(search);
  return plan ? stateFor(plan, false) : stateFor(GOAL_PLANNER_DEFAULTS, true);
}

/** Every field's message, and the plan when all are valid. */
export function evaluatePlanner(state: Pick<PlannerState, 'rate' | 'inflation' | 'goals'>): {
  errors: Record<string, string>;
  plan?: GoalPlannerInput;
} {
  const errors: Record<string, string> = {};
  const rate = validateField(RATE, state.rate);
  const inflation = validateField(INFLATION, state.inflation);
  if (!rate.ok) errors.rate = rate.message;
  if (!inflation.ok) errors.inflation = inflation.message;
  const goals = state.goals.map((goal, index): PlannerGoal | undefined => {
    const cost = validateField({ ...COST, label: `Goal ${index + 1}’s cost` }, goal.cost);
    const period = validateField({ ...YEARS, label: `Goal ${index + 1}’s years away` }, goal.years);
    const own =
      goal.rate.trim() === '' ? null : validateField({ ...RATE, label: `Goal ${index + 1}’s return` }, goal.rate);
    if (!cost.ok) errors[`cost-${goal.id}`] = cost.message;
    if (!period.ok) errors[`years-${goal.id}`] = period.message;
    if (own && !own.ok) errors[`rate-${goal.id}`] = own.message;
    const name = goal.name.trim() || `Goal ${index + 1}`;
    if (!cost.ok || !period.ok || (own && !own.ok)) return undefined;
    return { name, cost: cost.value, years: period.value, ...(own?.ok ? { annualReturnPct: own.value } : {}) };
  });
  if (Object.keys(errors).length > 0 || !rate.ok || !inflation.ok) return { errors };
  return {
    errors,
    plan: {
      annualReturnPct: rate.value,
      inflationPct: inflation.value,
      goals: goals.filter((goal) => goal !== undefined),
    },
  };
}

/** The headline totals of a plan. */
export function planHeadlines(result: GoalPlanResult): Headline[] {
  return [
    {
      key: 'monthlySip',
      label: 'Monthly SIP for all goals',
      value: result.totals.monthlySip,
      format: 'rupees',
      primary: true,
    },
    { key: 'lumpsumToday', label: 'Or invest today, once', value: result.totals.lumpsumToday, format: 'rupees' },
    { key: 'futureCost', label: 'Total future cost', value: result.totals.futureCost, format: 'rupees' },
    { key: 'todaysCost', label: 'Total cost today', value: result.totals.todaysCost, format: 'rupees' },
  ];
}

export function savedInputs(plan: GoalPlannerInput): Record<string, number | string> {
  const inputs: Record<string, number | string> = { rate: plan.annualReturnPct, inflation: plan.inflationPct };
  plan.goals.forEach((goal, index) => {
    inputs[`goal${index + 1}`] = goal.name;
    inputs[`goal${index + 1}Cost`] = goal.cost;
    inputs[`goal${index + 1}Years`] = goal.years;
    if (goal.annualReturnPct !== undefined) inputs[`goal${index + 1}Rate`] = goal.annualReturnPct;
  });
  return inputs;
}
