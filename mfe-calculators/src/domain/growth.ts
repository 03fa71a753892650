/**
 * Time-value-of-money primitives shared by all engines. They use exp/log1p/expm1 so that tiny
 * rates keep full precision (the portable ones: the same bits in every browser and in the
 * prerender), and every division by a rate is guarded for rate = 0.
 */
import { exp, expm1, log1p } from './portable-math';

/**
 * Growth factor (1 + r)^n for a rate per period r (a fraction, not percent) over n periods.
 * @example growthFactor(0.12, 10) // 3.1058482… (₹1 at 12% a year for 10 years)
 */
export function growthFactor(ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0 || periods === 0) return 1;
  return exp(periods * log1p(ratePerPeriod));
}

/**
 * Ordinary-annuity factor ((1 + r)^n − 1)/r: value after n periods of ₹1 paid at the end of
 * each period. Guarded: r = 0 gives n.
 * @example annuityFactor(0.01, 12) // 12.682503…
 */
export function annuityFactor(ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return periods;
  return expm1(periods * log1p(ratePerPeriod)) / ratePerPeriod;
}

/**
 * Annuity-due factor ((1 + r)^n − 1)/r · (1 + r): ₹1 paid at the start of each period.
 * Guarded: r = 0 gives n.
 * @example annuityDueFactor(0.01, 12) // 12.809328… (₹1,000/month → ₹12,809)
 */
export function annuityDueFactor(ratePerPeriod: number, periods: number): number {
  return annuityFactor(ratePerPeriod, periods) * (1 + ratePerPeriod);
}

/**
 * Monthly rate r = annual/1200 from a rate in percent a year (the site-wide SIP/EMI convention).
 * @example monthlyRate(12) // 0.01
 */
export function monthlyRate(annualRatePct: number): number {
  return annualRatePct / 1200;
}

/**
 * Effective monthly rate (1 + R)^(1/12) − 1 from a rate in percent a year (used by SWP).
 * @example effectiveMonthlyRate(10) // 0.0079741…
 */
export function effectiveMonthlyRate(annualRatePct: number): number {
  return expm1(log1p(annualRatePct / 100) / 12);
}
