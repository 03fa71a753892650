/**
 * The one EMI engine, used by the EMI, Car Loan EMI and Home Loan EMI calculators. Reducing
 * balance, r = annual/1200, EMI = P·r·(1 + r)^n/((1 + r)^n − 1), guarded for r = 0 (EMI = P/n).
 * Total interest is EMI·n − P from the unrounded EMI. The amortisation is computed per month in
 * closed form and summed by year; closing balances are floored at 0.
 */
import { annuityFactor, growthFactor, monthlyRate } from './growth';
import { assertAmount, assertRate, assertYears, monthsFromYears } from './guards';
import { expm1, log1p } from './portable-math';

/**
 * Home loan defaults (spec §9): ₹25,00,000 at 8.5% for 20 years.
 * @example calculateEmi(HOME_LOAN_DEFAULTS).emi // 21695.58… → ₹21,696
 */
export const HOME_LOAN_DEFAULTS = { principal: 2500000, annualRatePct: 8.5, years: 20 } as const;

/**
 * Car loan suggested defaults: ₹8,00,000 at 9% for 5 years.
 * @example calculateEmi(CAR_LOAN_DEFAULTS).emi // 16606.68… → ₹16,607
 */
export const CAR_LOAN_DEFAULTS = { principal: 800000, annualRatePct: 9, years: 5 } as const;

/**
 * Generic EMI calculator suggested defaults: ₹10,00,000 at 7.2% for 10 years.
 * @example calculateEmi(EMI_DEFAULTS).emi // 11714.19… → ₹11,714
 */
export const EMI_DEFAULTS = { principal: 1000000, annualRatePct: 7.2, years: 10 } as const;

/**
 * Inputs of the EMI engine. Tenure is in years (a months toggle passes months/12); it is rounded to
 * whole months and a tenure under one month is treated as one month.
 * @example { principal: 2500000, annualRatePct: 8.5, years: 20 }
 */
export interface EmiInput {
  principal: number;
  annualRatePct: number;
  years: number;
}

/**
 * One month of the amortisation schedule.
 * @example { month: 1, openingBalance: 2500000, emi: 21695.58…, interest: 17708.33…, principal: 3987.25…, closingBalance: 2496012.75… }
 */
export interface EmiMonthRow {
  month: number;
  openingBalance: number;
  emi: number;
  interest: number;
  principal: number;
  closingBalance: number;
}

/**
 * One year of the amortisation table (the last row may cover fewer than 12 months).
 * @example { year: 1, principal: 49755.73…, interest: 210591.24…, closingBalance: 2450244.27… }
 */
export interface EmiYearRow {
  year: number;
  principal: number;
  interest: number;
  /** Balance at the end of the year, floored at 0. */
  closingBalance: number;
}

/**
 * Result of the EMI engine, full precision.
 * @example calculateEmi(HOME_LOAN_DEFAULTS).totalInterest // 2706939.40… → ₹27,06,939
 */
export interface EmiResult {
  months: number;
  emi: number;
  totalInterest: number;
  totalPayment: number;
  monthly: EmiMonthRow[];
  yearly: EmiYearRow[];
}

/**
 * EMI for a principal, rate in percent a year and tenure in months, as P·r/(1 − (1 + r)^−n);
 * r = 0 gives P/n and n < 1 is treated as 1.
 * @example emiAmount(1000000, 7.2, 120) // 11714.19…
 */
export function emiAmount(principal: number, annualRatePct: number, months: number): number {
  const n = Math.max(1, months);
  const r = monthlyRate(annualRatePct);
  if (r === 0) return principal / n;
  return (principal * r) / -expm1(-n * log1p(r));
}

/**
 * EMI, total interest, total payment and month- and year-wise amortisation.
 * @example calculateEmi({ principal: 2500000, annualRatePct: 8.5, years: 20 }).yearly.length // 20
 */
export function calculateEmi(input: EmiInput): EmiResult {
  const { principal, annualRatePct, years } = input;
  assertAmount('principal', principal);
  assertRate('annualRatePct', annualRatePct);
  assertYears('years', years);
  const months = Math.max(1, monthsFromYears(years));
  const r = monthlyRate(annualRatePct);
  const emi = emiAmount(principal, annualRatePct, months);
  // Principal repaid in month m is p1·(1 + r)^(m − 1) with p1 = P·r/((1 + r)^n − 1); the balance after
  // m months is P − p1·((1 + r)^m − 1)/r. Computing the schedule this way (rather than subtracting
  // month by month) keeps it exact even when early principal parts are tiny next to the balance.
  const firstPrincipal = r === 0 ? principal / months : (principal * r) / expm1(months * log1p(r));
  const monthly: EmiMonthRow[] = [];
  const yearly: EmiYearRow[] = [];
  let openingBalance = principal;
  for (let month = 1; month <= months; month += 1) {
    const principalPart = firstPrincipal * growthFactor(r, month - 1);
    const interest = emi - principalPart;
    const closingBalance = month === months ? 0 : Math.max(0, principal - firstPrincipal * annuityFactor(r, month));
    monthly.push({ month, openingBalance, emi, interest, principal: principalPart, closingBalance });
    if (month % 12 === 1) yearly.push({ year: Math.ceil(month / 12), principal: 0, interest: 0, closingBalance });
    const row = yearly[yearly.length - 1];
    if (row !== undefined) {
      row.principal += principalPart;
      row.interest += interest;
      row.closingBalance = closingBalance;
    }
    openingBalance = closingBalance;
  }
  const totalPayment = emi * months;
  return { months, emi, totalInterest: totalPayment - principal, totalPayment, monthly, yearly };
}
