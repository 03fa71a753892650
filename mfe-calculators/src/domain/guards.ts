/**
 * Input guards shared by every calculator engine. The engines accept plain numbers; the UI is
 * expected to validate first (see validation.ts), and these guards are the last line of defence:
 * a value outside the engine's domain raises a RangeError instead of turning into NaN or Infinity.
 */

/**
 * Largest money amount an engine accepts (₹1 lakh crore). Anything larger is a typo.
 * @example assertAmount('principal', 2e12) // throws RangeError
 */
export const MAX_AMOUNT = 1e12;

/**
 * Largest rate in percent a year that an engine accepts (returns, inflation, step-up, interest).
 * @example assertRate('rate', 120) // throws RangeError
 */
export const MAX_RATE_PCT = 100;

/**
 * Longest horizon in years that an engine accepts; with MAX_RATE_PCT it keeps every power finite.
 * @example assertYears('years', 150) // throws RangeError
 */
export const MAX_YEARS = 100;

function describe(value: number): string {
  return Number.isNaN(value) ? 'NaN' : String(value);
}

/**
 * Throws a RangeError unless `value` is a finite number in [min, max].
 * @example assertInRange('age', 30, 0, 120) // passes; assertInRange('age', -1, 0, 120) throws
 */
export function assertInRange(label: string, value: number, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${label} must be a finite number from ${min} to ${max}, got ${describe(value)}`);
  }
}

/**
 * Throws unless `value` is a money amount in [0, MAX_AMOUNT].
 * @example assertAmount('monthly', 5000) // passes
 */
export function assertAmount(label: string, value: number): void {
  assertInRange(label, value, 0, MAX_AMOUNT);
}

/**
 * Throws unless `value` is a rate in percent a year in [0, MAX_RATE_PCT].
 * @example assertRate('annualRatePct', 12) // passes
 */
export function assertRate(label: string, value: number): void {
  assertInRange(label, value, 0, MAX_RATE_PCT);
}

/**
 * Throws unless `value` is a horizon in years in [0, MAX_YEARS]; fractions are allowed.
 * @example assertYears('years', 10.5) // passes
 */
export function assertYears(label: string, value: number): void {
  assertInRange(label, value, 0, MAX_YEARS);
}

/**
 * Throws unless `value` is a whole number in [min, max].
 * @example assertInteger('months', 12, 0, 1200) // passes; assertInteger('months', 1.5, 0, 1200) throws
 */
export function assertInteger(label: string, value: number, min: number, max: number): void {
  assertInRange(label, value, min, max);
  if (!Number.isInteger(value)) throw new RangeError(`${label} must be a whole number, got ${value}`);
}

/**
 * Whole months in a horizon given in years, n = years·12 rounded to the nearest month.
 * @example monthsFromYears(10) // 120; monthsFromYears(1.5) // 18
 */
export function monthsFromYears(years: number): number {
  return Math.round(years * 12);
}
