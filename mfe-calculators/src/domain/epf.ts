/**
 * Employees' Provident Fund, yearly model. Each year the year's contributions
 * (12 × monthly basic + DA × (employee % + employer EPF %)) are added at the start of the year,
 * the balance is compounded annually, and the salary grows by the yearly increment.
 *
 * Year-count convention: INCLUSIVE, years = retirementAge − currentAge + 1 (the retirement-age year
 * is counted). This is what the public anchors use (online-calculator.in ₹3,88,21,838;
 * rightsofemployees.com ₹67.32 L; a Scribd sheet ₹1,58,39,296).
 *
 * Employer share: by default the flat 3.67% of the anchors (12% employer minus 8.33% EPS). With
 * `epsWageCeiling: true`, EPS is capped at 8.33% of ₹15,000 (₹1,250 a month) and the rest of the
 * employer's 12% goes to EPF. EPS itself is never part of the EPF corpus.
 */
import { assertAmount, assertInRange, assertRate } from './guards';
import { EPF_RATE_PCT } from './rates';

/**
 * The year-count convention used by this module: 'inclusive' means retirementAge − currentAge + 1.
 * @example EPF_YEAR_COUNT_CONVENTION // 'inclusive'
 */
export const EPF_YEAR_COUNT_CONVENTION = 'inclusive' as const;

/**
 * Number of contribution years under EPF_YEAR_COUNT_CONVENTION (never negative).
 * @example epfContributionYears(30, 58) // 29
 */
export function epfContributionYears(currentAge: number, retirementAge: number): number {
  return Math.max(0, retirementAge - currentAge + 1);
}

/**
 * Employee contribution, percent of basic + DA.
 * @example EPF_EMPLOYEE_PCT // 12
 */
export const EPF_EMPLOYEE_PCT = 12;

/**
 * Employer's total contribution, percent of basic + DA (EPF + EPS).
 * @example EPF_EMPLOYER_TOTAL_PCT // 12
 */
export const EPF_EMPLOYER_TOTAL_PCT = 12;

/**
 * Part of the employer's 12% that goes to the pension scheme (EPS), not to EPF.
 * @example EPS_PCT // 8.33
 */
export const EPS_PCT = 8.33;

/**
 * Employer share credited to EPF under the flat model, 12% − 8.33%.
 * @example EPF_EMPLOYER_EPF_PCT // 3.67
 */
export const EPF_EMPLOYER_EPF_PCT = 3.67;

/**
 * Wage ceiling for EPS; EPS is at most 8.33% of it (₹1,249.50, paid as ₹1,250) a month.
 * @example EPS_WAGE_CEILING // 15000
 */
export const EPS_WAGE_CEILING = 15000;

/**
 * Largest monthly EPS contribution in rupees.
 * @example EPS_MAX_MONTHLY // 1250
 */
export const EPS_MAX_MONTHLY = 1250;

/**
 * Suggested defaults: basic + DA ₹50,000, age 30, retire at 58, 5% increment, current EPF rate.
 * @example calculateEpf(EPF_DEFAULTS).years // 29
 */
export const EPF_DEFAULTS = {
  monthlyBasicDa: 50000,
  currentAge: 30,
  retirementAge: 58,
  annualIncrementPct: 5,
  annualRatePct: EPF_RATE_PCT,
  currentBalance: 0,
} as const;

/**
 * Inputs of the EPF calculator.
 * @example { monthlyBasicDa: 25000, currentAge: 25, retirementAge: 60, annualIncrementPct: 10, annualRatePct: 8.15 }
 */
export interface EpfInput {
  monthlyBasicDa: number;
  currentAge: number;
  retirementAge: number;
  annualIncrementPct: number;
  /** Defaults to the configured EPF rate. */
  annualRatePct?: number;
  /** Existing EPF balance, earning interest from year 1. */
  currentBalance?: number;
  /** Employee contribution percent; defaults to 12. */
  employeePct?: number;
  /** Cap EPS at ₹1,250 a month and credit the rest of the employer's 12% to EPF; default false. */
  epsWageCeiling?: boolean;
}

/**
 * One year of the EPF table (salary is monthly basic + DA for that year).
 * @example { year: 1, age: 30, opening: 0, monthlySalary: 50000, employee: 72000, employer: 22020, interest: 7756.65, closing: 101776.65 }
 */
export interface EpfYearRow {
  year: number;
  age: number;
  opening: number;
  monthlySalary: number;
  employee: number;
  employer: number;
  interest: number;
  closing: number;
}

/**
 * Result of the EPF calculator.
 * @example calculateEpf({ monthlyBasicDa: 25000, currentAge: 25, retirementAge: 60, annualIncrementPct: 10, annualRatePct: 8.15 }).maturity // 38821838.23…
 */
export interface EpfResult {
  years: number;
  employeeTotal: number;
  employerTotal: number;
  interest: number;
  maturity: number;
  series: EpfYearRow[];
}

/**
 * Employer's monthly EPF credit for a monthly salary.
 * @example employerMonthlyEpf(50000, false) // 1835; employerMonthlyEpf(50000, true) // 4750
 */
export function employerMonthlyEpf(monthlySalary: number, epsWageCeiling: boolean): number {
  if (!epsWageCeiling) return (monthlySalary * EPF_EMPLOYER_EPF_PCT) / 100;
  const eps = Math.min((monthlySalary * EPS_PCT) / 100, EPS_MAX_MONTHLY);
  return (monthlySalary * EPF_EMPLOYER_TOTAL_PCT) / 100 - eps;
}

/**
 * EPF corpus at retirement with a year-wise table, inclusive year count.
 * @example calculateEpf({ monthlyBasicDa: 10000, currentAge: 30, retirementAge: 58, annualIncrementPct: 10, annualRatePct: 8.1 }).maturity // 6731874.50… (₹67.32 L)
 */
export function calculateEpf(input: EpfInput): EpfResult {
  const annualRatePct = input.annualRatePct ?? EPF_RATE_PCT;
  const currentBalance = input.currentBalance ?? 0;
  const employeePct = input.employeePct ?? EPF_EMPLOYEE_PCT;
  const epsWageCeiling = input.epsWageCeiling ?? false;
  assertAmount('monthlyBasicDa', input.monthlyBasicDa);
  assertInRange('currentAge', input.currentAge, 0, 100);
  assertInRange('retirementAge', input.retirementAge, 0, 100);
  assertRate('annualIncrementPct', input.annualIncrementPct);
  assertRate('annualRatePct', annualRatePct);
  assertAmount('currentBalance', currentBalance);
  assertRate('employeePct', employeePct);

  const years = epfContributionYears(input.currentAge, input.retirementAge);
  const series: EpfYearRow[] = [];
  let balance = currentBalance;
  let salary = input.monthlyBasicDa;
  let employeeTotal = 0;
  let employerTotal = 0;
  let interestTotal = 0;
  for (let year = 1; year <= years; year += 1) {
    const opening = balance;
    const employee = (12 * salary * employeePct) / 100;
    const employer = 12 * employerMonthlyEpf(salary, epsWageCeiling);
    const interest = (opening + employee + employer) * (annualRatePct / 100);
    balance = opening + employee + employer + interest;
    employeeTotal += employee;
    employerTotal += employer;
    interestTotal += interest;
    series.push({
      year,
      age: input.currentAge + year - 1,
      opening,
      monthlySalary: salary,
      employee,
      employer,
      interest,
      closing: balance,
    });
    salary *= 1 + input.annualIncrementPct / 100;
  }
  return {
    years,
    employeeTotal,
    employerTotal,
    interest: interestTotal,
    maturity: balance,
    series,
  };
}
