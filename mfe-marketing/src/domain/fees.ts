/**
 * The fee arithmetic of /fees (issue 23, item 8), pure: what a family pays a year and per
 * instalment under a fee plan, and whether a plan and its billing stay within SEBI's limits
 * (the limits themselves are content, in ../content/fees.ts).
 */

/** SEBI's limits on an investment adviser's fees (Most Important Terms and Conditions, 17 February 2025). */
export interface FeeLimits {
  /** The most a fixed fee may be, per family per year, in rupees. */
  fixedPerFamilyPerYear: number;
  /** The most a fee on assets under advice may be, in percent of those assets a year. */
  assetsPercentPerYear: number;
  /** The most quarters a fee may be paid in advance. */
  maxQuartersInAdvance: number;
}

/** How a family is charged: one mode at a time. */
export type FeeMode = { kind: 'fixed'; perYear: number } | { kind: 'assets'; percentPerYear: number };

/** A worked example: a mode, the family's assets under advice, and how many quarters are billed at once. */
export interface FeeCase {
  mode: FeeMode;
  /** Assets under advice, in rupees (what the percentage is taken of). */
  assetsUnderAdvice: number;
  /** Quarters billed at a time: 1 (quarterly) or 2 (half-yearly). */
  quartersBilled: number;
}

/** The fee for a year, in rupees (rounded to the rupee). */
export function annualFee(feeCase: FeeCase): number {
  const { mode } = feeCase;
  return mode.kind === 'fixed'
    ? Math.round(mode.perYear)
    : Math.round((feeCase.assetsUnderAdvice * mode.percentPerYear) / 100);
}

/** One instalment: the year's fee for the quarters billed at once (rounded to the rupee). */
export function instalment(feeCase: FeeCase): number {
  return Math.round((annualFee(feeCase) * feeCase.quartersBilled) / 4);
}

/**
 * What is wrong with a fee case under the limits: an empty list when it is within them.
 * @example breaches({ mode: { kind: 'fixed', perYear: 160000 }, assetsUnderAdvice: 0, quartersBilled: 1 }, limits) // ['fixed fee above ₹1,51,000 a year']
 */
export function breaches(feeCase: FeeCase, limits: FeeLimits): string[] {
  const found: string[] = [];
  const { mode } = feeCase;
  if (mode.kind === 'fixed' && !(mode.perYear > 0 && mode.perYear <= limits.fixedPerFamilyPerYear))
    found.push('fixed fee outside the yearly limit');
  if (mode.kind === 'assets' && !(mode.percentPerYear > 0 && mode.percentPerYear <= limits.assetsPercentPerYear))
    found.push('percentage outside the yearly limit');
  if (mode.kind === 'assets' && annualFee(feeCase) > (feeCase.assetsUnderAdvice * limits.assetsPercentPerYear) / 100)
    found.push('fee above the percentage limit of the assets');
  if (
    !Number.isInteger(feeCase.quartersBilled) ||
    feeCase.quartersBilled < 1 ||
    feeCase.quartersBilled > limits.maxQuartersInAdvance
  )
    found.push('billed further in advance than allowed');
  return found;
}
