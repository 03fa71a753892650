import { describe, expect, it } from 'vitest';
import { annuityDueFactor, annuityFactor, effectiveMonthlyRate, growthFactor, monthlyRate } from './growth';
import { assertAmount, assertInteger, assertRate, monthsFromYears } from './guards';

describe('growth primitives', () => {
  it.each([
    { name: '(1.12)^10', actual: () => growthFactor(0.12, 10), expected: 3.105848208344 },
    { name: 'annuity 1%, 12', actual: () => annuityFactor(0.01, 12), expected: 12.682503013197 },
    { name: 'annuity-due 1%, 12', actual: () => annuityDueFactor(0.01, 12), expected: 12.809328043329 },
    { name: 'annuity r = 0 → n', actual: () => annuityFactor(0, 12), expected: 12 },
    { name: 'annuity tiny r → n', actual: () => annuityFactor(1e-18, 12), expected: 12 },
    { name: 'monthly rate 12% → 0.01', actual: () => monthlyRate(12), expected: 0.01 },
    { name: 'effective monthly 10%', actual: () => effectiveMonthlyRate(10), expected: 0.007974140429 },
    { name: 'growth r = 0 → 1', actual: () => growthFactor(0, 40), expected: 1 },
  ])('$name', ({ actual, expected }) => {
    expect(actual()).toBeCloseTo(expected, 12);
  });

  it('months from years rounds to whole months', () => {
    expect(monthsFromYears(10)).toBe(120);
    expect(monthsFromYears(1.5)).toBe(18);
    expect(monthsFromYears(17 / 12)).toBe(17);
  });

  it('guards reject NaN, Infinity, negatives and non-integers', () => {
    expect(() => assertAmount('x', Number.NaN)).toThrow('x must be a finite number from 0 to 1000000000000, got NaN');
    expect(() => assertAmount('x', Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => assertAmount('x', -1)).toThrow(RangeError);
    expect(() => assertRate('r', 101)).toThrow(RangeError);
    expect(() => assertInteger('n', 1.5, 0, 10)).toThrow('n must be a whole number');
    expect(() => assertAmount('x', 0)).not.toThrow();
  });
});
