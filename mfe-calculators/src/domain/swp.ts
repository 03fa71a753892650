/**
 * Systematic Withdrawal Plan. Convention: effective monthly rate rm = (1 + R)^(1/12) − 1; each
 * month the balance first earns rm, then the withdrawal is paid: bal = bal·(1 + rm) − W. When the
 * balance cannot cover a withdrawal, what is left is paid out, the balance is clamped at 0 and the
 * depletion month is recorded; later months withdraw nothing. Reproduces advisorkhoj ₹39,642 (±1),
 * ₹3,57,682 and ₹42,459. Also the engine of SWP with Increasing Payout (step-up after every 12 months).
 */
import { effectiveMonthlyRate, growthFactor } from './growth';
import { assertAmount, assertInteger, assertRate, assertYears, MAX_YEARS, monthsFromYears } from './guards';

/**
 * Typical defaults: ₹5,00,000 invested, ₹10,000 a month, 10% a year, 5 years.
 * @example calculateSwp(SWP_DEFAULTS).finalValue // 39642.70… → ₹39,642 or ₹39,643
 */
export const SWP_DEFAULTS = { investment: 500000, monthlyWithdrawal: 10000, annualReturnPct: 10, years: 5 } as const;

/**
 * Inputs of the SWP calculator.
 * @example { investment: 500000, monthlyWithdrawal: 10000, annualReturnPct: 10, years: 5 }
 */
export interface SwpInput {
  investment: number;
  monthlyWithdrawal: number;
  annualReturnPct: number;
  years: number;
}

/**
 * One month of the schedule. `withdrawal` is what was actually paid (less than planned in the
 * depletion month, 0 afterwards).
 * @example { month: 1, opening: 500000, interest: 3987.07…, plannedWithdrawal: 10000, withdrawal: 10000, closing: 493987.07… }
 */
export interface SwpMonthRow {
  month: number;
  opening: number;
  interest: number;
  plannedWithdrawal: number;
  withdrawal: number;
  closing: number;
}

/**
 * One year of the schedule (the last row of a horizon that is not a whole number of years is short).
 * @example { year: 1, opening: 500000, interest: …, withdrawal: 120000, closing: …, monthlyWithdrawal: 10000 }
 */
export interface SwpYearRow {
  year: number;
  opening: number;
  interest: number;
  withdrawal: number;
  closing: number;
  /** Planned monthly withdrawal during this year. */
  monthlyWithdrawal: number;
}

/**
 * Result of the SWP engine.
 * @example calculateSwp(SWP_DEFAULTS).totalWithdrawal // 600000
 */
export interface SwpResult {
  months: number;
  totalInvestment: number;
  totalWithdrawal: number;
  totalInterest: number;
  finalValue: number;
  /** 1-based month in which the balance reached 0, or null if it lasted. */
  depletionMonth: number | null;
  /** 1-based year containing the depletion month, or null. */
  depletionYear: number | null;
  monthly: SwpMonthRow[];
  yearly: SwpYearRow[];
}

/**
 * Inputs of the shared withdrawal engine.
 * @example { investment: 500000, initialWithdrawal: 10000, annualReturnPct: 10, months: 60, stepUpPct: 0 }
 */
export interface WithdrawalPlanInput {
  investment: number;
  initialWithdrawal: number;
  annualReturnPct: number;
  months: number;
  /** Step-up of the withdrawal in percent, applied after every 12 months. */
  stepUpPct: number;
}

/**
 * The shared withdrawal engine (interest first, then withdrawal, clamped at 0).
 * @example runWithdrawalPlan({ investment: 50000, initialWithdrawal: 1000, annualReturnPct: 10, months: 12, stepUpPct: 0 }).finalValue // 42459.46…
 */
export function runWithdrawalPlan(input: WithdrawalPlanInput): SwpResult {
  const { investment, initialWithdrawal, annualReturnPct, months, stepUpPct } = input;
  assertAmount('investment', investment);
  assertAmount('initialWithdrawal', initialWithdrawal);
  assertRate('annualReturnPct', annualReturnPct);
  assertRate('stepUpPct', stepUpPct);
  assertInteger('months', months, 0, MAX_YEARS * 12);
  const rm = effectiveMonthlyRate(annualReturnPct);
  const monthly: SwpMonthRow[] = [];
  const yearly: SwpYearRow[] = [];
  let balance = investment;
  let totalWithdrawal = 0;
  let totalInterest = 0;
  let depletionMonth: number | null = null;
  for (let month = 1; month <= months; month += 1) {
    const yearIndex = Math.floor((month - 1) / 12);
    const plannedWithdrawal = initialWithdrawal * growthFactor(stepUpPct / 100, yearIndex);
    const opening = balance;
    const interest = opening * rm;
    const available = opening + interest;
    const withdrawal = Math.min(plannedWithdrawal, available);
    balance = available - withdrawal;
    if (depletionMonth === null && plannedWithdrawal > 0 && withdrawal < plannedWithdrawal) depletionMonth = month;
    totalWithdrawal += withdrawal;
    totalInterest += interest;
    monthly.push({ month, opening, interest, plannedWithdrawal, withdrawal, closing: balance });
    if (month % 12 === 1) {
      yearly.push({
        year: yearIndex + 1,
        opening,
        interest: 0,
        withdrawal: 0,
        closing: balance,
        monthlyWithdrawal: plannedWithdrawal,
      });
    }
    const row = yearly[yearly.length - 1];
    if (row !== undefined) {
      row.interest += interest;
      row.withdrawal += withdrawal;
      row.closing = balance;
    }
  }
  return {
    months,
    totalInvestment: investment,
    totalWithdrawal,
    totalInterest,
    finalValue: balance,
    depletionMonth,
    depletionYear: depletionMonth === null ? null : Math.ceil(depletionMonth / 12),
    monthly,
    yearly,
  };
}

/**
 * SWP with a level monthly withdrawal.
 * @example calculateSwp({ investment: 1000000, monthlyWithdrawal: 10000, annualReturnPct: 8, years: 10 }).finalValue // 357682.27…
 */
export function calculateSwp(input: SwpInput): SwpResult {
  assertAmount('investment', input.investment);
  assertAmount('monthlyWithdrawal', input.monthlyWithdrawal);
  assertRate('annualReturnPct', input.annualReturnPct);
  assertYears('years', input.years);
  return runWithdrawalPlan({
    investment: input.investment,
    initialWithdrawal: input.monthlyWithdrawal,
    annualReturnPct: input.annualReturnPct,
    months: monthsFromYears(input.years),
    stepUpPct: 0,
  });
}
