/**
 * A multiple shown beside its base ("FIRE = 30 × ₹40,36,500") must agree with what the reader sees:
 * the multiple is taken of the base as shown (whole rupees, rounded as formatRupees rounds: half away
 * from zero), not of the full-precision base, so 30 × ₹40,36,500 reads ₹12,10,95,000, never ₹12,10,94,999.
 */

/**
 * Whole rupees exactly as formatRupees shows them: rounded half away from zero; not a finite number stays as it is.
 * @example wholeRupees(4036499.97) // 4036500
 * @example wholeRupees(-2.5) // -3
 */
export function wholeRupees(value: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/**
 * `multiple` times the base as it is shown, so that "multiple × shown base" is the shown result.
 * @example multipleOfShown(30, 4036499.97) // 121095000
 */
export function multipleOfShown(multiple: number, base: number): number {
  return multiple * wholeRupees(base);
}
