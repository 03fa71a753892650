import { describe, expect, it } from 'vitest';
import { SIMPLE_INTEREST_DEFAULTS, calculateSimpleInterest } from './simple-interest';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateSimpleInterest', () => {
  it.each([
    { name: 'Groww 1 L @10% 5 y', principal: 100000, rate: 10, years: 5, interest: 50000, total: 150000 },
    { name: 'fractional 1.5 y', principal: 100000, rate: 8, years: 1.5, interest: 12000, total: 112000 },
    { name: 'rate 0', principal: 100000, rate: 0, years: 5, interest: 0, total: 100000 },
    { name: 'zero amount', principal: 0, rate: 10, years: 5, interest: 0, total: 0 },
    { name: 'one year', principal: 100000, rate: 10, years: 1, interest: 10000, total: 110000 },
  ])('$name', ({ principal, rate, years, interest, total }) => {
    const result = calculateSimpleInterest({ principal, annualRatePct: rate, years });
    expect(result.interest).toBeCloseTo(interest, 6);
    expect(result.total).toBeCloseTo(total, 6);
  });

  it('defaults give ₹1,50,000 with a linear series', () => {
    const result = calculateSimpleInterest(SIMPLE_INTEREST_DEFAULTS);
    expect(result.series.map((row) => row.interest)).toEqual([10000, 20000, 30000, 40000, 50000]);
  });
});

describe('calculateSimpleInterest properties', () => {
  it('is finite, linear in time, total = principal + interest', () => {
    const rnd = createRandom(47);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const principal = rnd.floatOrExtreme(0, 1e8, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 100]);
      const years = rnd.floatOrExtreme(0, 40, [0, 100]);
      const context = JSON.stringify({ principal, annualRatePct, years });
      const result = calculateSimpleInterest({ principal, annualRatePct, years });
      expectAllFinite({ total: result.total, interest: result.interest }, context);
      expectClose(result.principal + result.interest, result.total, 1e-12, context);
      expectClose(result.interest, principal * (annualRatePct / 100) * years, 1e-12, context);
    }
  });
});
