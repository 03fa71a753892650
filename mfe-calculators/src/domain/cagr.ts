/**
 * Compound annual growth rate: CAGR = (FV/PV)^(1/years) − 1, shown in percent.
 */
import { assertAmount, assertInRange, MAX_AMOUNT, MAX_YEARS } from './guards';
import { expm1, log } from './portable-math';

/**
 * Suggested defaults: ₹1,00,000 growing to ₹2,00,000 in 6 years.
 * @example calculateCagr(CAGR_DEFAULTS).cagrPct // 12.2462… → 12.25%
 */
export const CAGR_DEFAULTS = { initial: 100000, final: 200000, years: 6 } as const;

/**
 * Inputs of the CAGR calculator; initial must be above 0 and years above 0.
 * @example { initial: 100000, final: 200000, years: 6 }
 */
export interface CagrInput {
  initial: number;
  final: number;
  years: number;
}

/**
 * Result of the CAGR calculator.
 * @example calculateCagr({ initial: 100000, final: 1000000, years: 5 }).cagrPct // 58.489…
 */
export interface CagrResult {
  /** Compound annual growth rate, percent (can be negative, down to −100). */
  cagrPct: number;
  /** (final − initial)/initial, percent. */
  absoluteReturnPct: number;
  /** final/initial. */
  multiple: number;
}

/**
 * CAGR in percent. Throws a RangeError when initial or years is not above 0, or when the
 * annualised rate would overflow (an enormous multiple over a tiny fraction of a year).
 * @example calculateCagr({ initial: 100000, final: 200000, years: 6 }).cagrPct // 12.2462…
 */
export function calculateCagr(input: CagrInput): CagrResult {
  const { initial, final, years } = input;
  assertAmount('initial', initial);
  assertAmount('final', final);
  assertInRange('years', years, 0, MAX_YEARS);
  if (initial <= 0) throw new RangeError(`initial must be above 0 (up to ${MAX_AMOUNT}), got ${initial}`);
  if (years <= 0) throw new RangeError(`years must be above 0, got ${years}`);
  const multiple = final / initial;
  const cagrPct = final === 0 ? -100 : expm1(log(multiple) / years) * 100;
  if (!Number.isFinite(cagrPct))
    throw new RangeError(`growth from ${initial} to ${final} in ${years} years is too large to annualise`);
  return { cagrPct, absoluteReturnPct: (multiple - 1) * 100, multiple };
}
