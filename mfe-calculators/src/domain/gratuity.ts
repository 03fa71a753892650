/**
 * Gratuity. For employees covered by the Payment of Gratuity Act (now part of the Code on Social
 * Security): 15 days' wages for each year of service, a day's wage being a 26th of the last drawn
 * monthly basic plus DA, with a last part-year of more than six months counted as a year, capped
 * at ₹20 lakh. For those not covered: 15 days for each completed year, a day being a 30th of the
 * average monthly salary of the last 10 months; exempt from tax up to ₹20 lakh. Payable after 5
 * years of continuous service, or 1 year for fixed-term employees under the labour codes (in force
 * from 21 November 2025). The figures are the year's data (tax-rules/).
 */
import { assertAmount, assertInteger } from './guards';
import { TAX_RULES } from './tax-rules';
import type { FinancialYear } from './tax-rules/types';

/** Whether the employer is covered by the Payment of Gratuity Act (10 or more employees). */
export type GratuityCoverage = 'covered' | 'not-covered';

/** Permanent, or on a fixed-term contract (eligible after one year under the labour codes). */
export type EmploymentKind = 'permanent' | 'fixed-term';

/**
 * One employee's service.
 * @example { year: '2026-27', monthlySalary: 50000, years: 10, months: 0, coverage: 'covered', employment: 'permanent' }
 */
export interface GratuityInput {
  year: FinancialYear;
  /** Covered: last drawn basic + DA a month. Not covered: the average of the last 10 months. */
  monthlySalary: number;
  /** Whole years of service, and months beyond them (0–11). */
  years: number;
  months: number;
  coverage: GratuityCoverage;
  employment: EmploymentKind;
}

/**
 * Suggested defaults: the anchor.
 * @example calculateGratuity(GRATUITY_DEFAULTS).gratuity // 288461.53…, shown as ₹2,88,462
 */
export const GRATUITY_DEFAULTS: GratuityInput = {
  year: '2026-27',
  monthlySalary: 50000,
  years: 10,
  months: 0,
  coverage: 'covered',
  employment: 'permanent',
};

/**
 * The gratuity and its tax.
 * @example calculateGratuity({ ...GRATUITY_DEFAULTS, months: 7 }).yearsCounted // 11
 */
export interface GratuityResult {
  /** Service long enough for gratuity (5 years, or 1 for fixed-term employees). */
  eligible: boolean;
  /** The service needed, in years. */
  minYears: number;
  /** Years the formula multiplies by. */
  yearsCounted: number;
  /** 15 × salary × years ÷ 26 (or ÷ 30). */
  formulaAmount: number;
  /** What is payable: the formula amount, capped at ₹20 lakh for those covered; 0 when not eligible. */
  gratuity: number;
  /** True when the cap cut the amount (covered), or the exemption stopped at it (not covered). */
  capReached: boolean;
  exempt: number;
  taxable: number;
}

/**
 * Gratuity for a period of service. Throws a RangeError for a negative or non-finite salary, or
 * years and months that are not whole numbers in range.
 * @example calculateGratuity({ year: '2026-27', monthlySalary: 50000, years: 10, months: 0, coverage: 'covered', employment: 'permanent' }).gratuity // 288461.538…
 */
export function calculateGratuity(input: GratuityInput): GratuityResult {
  const { monthlySalary, years, months, coverage, employment } = input;
  assertAmount('monthlySalary', monthlySalary);
  assertInteger('years', years, 0, 100);
  assertInteger('months', months, 0, 11);
  const rules = TAX_RULES[input.year].gratuity;
  const minYears = employment === 'fixed-term' ? rules.minYearsFixedTerm : rules.minYears;
  const eligible = years >= minYears;
  const covered = coverage === 'covered';
  const yearsCounted = covered ? years + (months > rules.partYearCountsAboveMonths ? 1 : 0) : years;
  const monthDays = covered ? rules.coveredMonthDays : rules.notCoveredMonthDays;
  const formulaAmount = (rules.daysPerYear * monthlySalary * yearsCounted) / monthDays;
  const earned = eligible ? formulaAmount : 0;
  const gratuity = covered ? Math.min(earned, rules.cap) : earned;
  const exempt = Math.min(gratuity, rules.cap);
  return {
    eligible,
    minYears,
    yearsCounted,
    formulaAmount,
    gratuity,
    capReached: eligible && formulaAmount > rules.cap,
    exempt,
    taxable: gratuity - exempt,
  };
}
