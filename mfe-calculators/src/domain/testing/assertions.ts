/**
 * Assertion helpers for property tests.
 */
import { expect } from 'vitest';

/**
 * Asserts |actual − expected| ≤ relTol·max(1, |expected|), with the inputs in the message.
 * @example expectClose(1161695.38, 1161695.38, 1e-9, 'sip defaults')
 */
export function expectClose(actual: number, expected: number, relTol: number, context: string): void {
  const tolerance = relTol * Math.max(1, Math.abs(expected));
  expect(Math.abs(actual - expected), `${context}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

/**
 * Asserts every listed number is finite (not NaN or ±Infinity).
 * @example expectAllFinite({ total: 1, returns: 0 }, 'case 1')
 */
export function expectAllFinite(values: Readonly<Record<string, number>>, context: string): void {
  for (const [key, value] of Object.entries(values)) {
    expect(Number.isFinite(value), `${context}: ${key} = ${value}`).toBe(true);
  }
}
