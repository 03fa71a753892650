/**
 * Assertion helpers for property tests. A property test makes hundreds of thousands of checks, so
 * each helper compares in plain arithmetic first and calls `expect` (which builds its message and
 * matcher state: most of such a test's time, measured) only for a value that fails, where `expect`
 * then reports it as before.
 */
import { expect } from 'vitest';

/**
 * Asserts |actual − expected| ≤ relTol·max(1, |expected|), with the inputs in the message.
 * @example expectClose(1161695.38, 1161695.38, 1e-9, 'sip defaults')
 */
export function expectClose(actual: number, expected: number, relTol: number, context: string): void {
  const tolerance = relTol * Math.max(1, Math.abs(expected));
  if (Math.abs(actual - expected) <= tolerance) return;
  expect(Math.abs(actual - expected), `${context}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

/**
 * Asserts every listed number is finite (not NaN or ±Infinity).
 * @example expectAllFinite({ total: 1, returns: 0 }, 'case 1')
 */
export function expectAllFinite(values: Readonly<Record<string, number>>, context: string): void {
  for (const [key, value] of Object.entries(values)) {
    if (Number.isFinite(value)) continue;
    expect(Number.isFinite(value), `${context}: ${key} = ${value}`).toBe(true);
  }
}

/**
 * Asserts each value is at least the one before it; a failure names the first place it falls.
 * @example expectNonDecreasing([1, 2, 2, 5], 'series')
 */
export function expectNonDecreasing(values: readonly number[], context: string): void {
  const fall = values.findIndex((value, k) => k > 0 && !(value >= (values[k - 1] ?? 0)));
  if (fall < 0) return;
  expect(values[fall], `${context}: value ${fall} below the one before it`).toBeGreaterThanOrEqual(
    values[fall - 1] ?? 0,
  );
}
