/**
 * Cumulative Fixed Deposit: M = P·(1 + r/(100·m))^(m·t), quarterly by default (most Indian banks,
 * including SBI). Tenures under six months earn simple interest (bank practice). Optional
 * senior-citizen rate (+0.5%).
 */
import { calculateCompounding, type CompoundingFrequency, type CompoundingYearRow } from './compounding';
import { assertAmount, assertRate, assertYears } from './guards';
import { calculateSimpleInterest } from './simple-interest';

/**
 * Extra rate in percentage points for senior citizens.
 * @example calculateFd({ ...FD_DEFAULTS, seniorCitizen: true }).ratePct // 7.5
 */
export const SENIOR_CITIZEN_EXTRA_PCT = 0.5;

/**
 * Tenures shorter than this many years earn simple interest.
 * @example calculateFd({ principal: 100000, annualRatePct: 7, years: 0.25 }).method // 'simple'
 */
export const FD_SIMPLE_INTEREST_BELOW_YEARS = 0.5;

/**
 * Suggested defaults: ₹1,00,000 at 7% for 5 years, compounded quarterly.
 * @example calculateFd(FD_DEFAULTS).maturity // 141477.82… → ₹1,41,478
 */
export const FD_DEFAULTS = {
  principal: 100000,
  annualRatePct: 7,
  years: 5,
  frequency: 'quarterly' as CompoundingFrequency,
  seniorCitizen: false,
} as const;

/**
 * Inputs of the FD calculator.
 * @example { principal: 500000, annualRatePct: 7, years: 5, frequency: 'quarterly' }
 */
export interface FdInput {
  principal: number;
  annualRatePct: number;
  /** Tenure in years; see fdTenureYears for years + months + days. */
  years: number;
  frequency?: CompoundingFrequency;
  seniorCitizen?: boolean;
}

/**
 * Result of the FD calculator.
 * @example calculateFd({ principal: 500000, annualRatePct: 7, years: 5 }).interest // 207389.10…
 */
export interface FdResult {
  /** Rate applied, including the senior-citizen extra. */
  ratePct: number;
  method: 'compound' | 'simple';
  invested: number;
  interest: number;
  maturity: number;
  /** Effective annual yield in percent (equals ratePct for simple interest). */
  effectiveYieldPct: number;
  series: CompoundingYearRow[];
}

/**
 * Converts a tenure of years + months + days into years (365-day years).
 * @example fdTenureYears(1, 6, 0) // 1.5
 */
export function fdTenureYears(years: number, months = 0, days = 0): number {
  return years + months / 12 + days / 365;
}

/**
 * Fixed Deposit maturity, interest and a year-wise table.
 * @example calculateFd({ principal: 100000, annualRatePct: 7, years: 5 }).maturity // 141477.82…
 */
export function calculateFd(input: FdInput): FdResult {
  const frequency = input.frequency ?? 'quarterly';
  assertAmount('principal', input.principal);
  assertRate('annualRatePct', input.annualRatePct);
  assertYears('years', input.years);
  const ratePct = input.annualRatePct + (input.seniorCitizen === true ? SENIOR_CITIZEN_EXTRA_PCT : 0);
  assertRate('annualRatePct with the senior-citizen extra', ratePct);
  if (input.years < FD_SIMPLE_INTEREST_BELOW_YEARS) {
    const si = calculateSimpleInterest({ principal: input.principal, annualRatePct: ratePct, years: input.years });
    const series = si.series.map((row) => ({
      year: row.year,
      elapsedYears: row.elapsedYears,
      value: row.total,
      interestThisYear: row.interest,
      interestToDate: row.interest,
    }));
    return {
      ratePct,
      method: 'simple',
      invested: input.principal,
      interest: si.interest,
      maturity: si.total,
      effectiveYieldPct: ratePct,
      series,
    };
  }
  const ci = calculateCompounding({
    principal: input.principal,
    annualRatePct: ratePct,
    years: input.years,
    frequency,
  });
  return {
    ratePct,
    method: 'compound',
    invested: ci.invested,
    interest: ci.interest,
    maturity: ci.total,
    effectiveYieldPct: ci.effectiveAnnualRatePct,
    series: ci.series,
  };
}
