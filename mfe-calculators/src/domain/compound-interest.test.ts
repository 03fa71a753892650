import { describe, expect, it } from 'vitest';
import { COMPOUND_INTEREST_DEFAULTS, calculateCompoundInterest } from './compound-interest';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateCompoundInterest', () => {
  it.each([
    {
      name: 'Groww 50,000 @10% 5 y yearly',
      principal: 50000,
      rate: 10,
      years: 5,
      frequency: 'yearly' as const,
      total: 80526,
      interest: 30526,
    },
    {
      name: 'quarterly',
      principal: 50000,
      rate: 10,
      years: 5,
      frequency: 'quarterly' as const,
      total: 81931,
      interest: 31931,
    },
    { name: 'rate 0', principal: 50000, rate: 0, years: 5, frequency: 'monthly' as const, total: 50000, interest: 0 },
    {
      name: 'one year',
      principal: 50000,
      rate: 10,
      years: 1,
      frequency: 'yearly' as const,
      total: 55000,
      interest: 5000,
    },
    { name: 'zero amount', principal: 0, rate: 10, years: 5, frequency: 'yearly' as const, total: 0, interest: 0 },
  ])('$name', ({ principal, rate, years, frequency, total, interest }) => {
    const result = calculateCompoundInterest({ principal, annualRatePct: rate, years, frequency });
    expect(Math.round(result.total)).toBe(total);
    expect(Math.round(result.interest)).toBe(interest);
  });

  it('defaults: year-1 interest 5,000, year-2 5,500 (Groww prints the typos 5550/6055)', () => {
    const result = calculateCompoundInterest(COMPOUND_INTEREST_DEFAULTS);
    expect(Math.round(result.series[0]?.interestThisYear ?? NaN)).toBe(5000);
    expect(Math.round(result.series[1]?.interestThisYear ?? NaN)).toBe(5500);
    expect(Math.round(result.total)).toBe(80526);
  });
});

describe('calculateCompoundInterest properties', () => {
  it('yearly interest rows sum to the total interest', () => {
    const rnd = createRandom(43);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const principal = rnd.floatOrExtreme(0, 1e8, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 100]);
      const years = rnd.pick([rnd.int(0, 40), rnd.float(0, 40)]);
      const frequency = rnd.pick(['yearly', 'half-yearly', 'quarterly', 'monthly', 'daily'] as const);
      const context = JSON.stringify({ principal, annualRatePct, years, frequency });
      const result = calculateCompoundInterest({ principal, annualRatePct, years, frequency });
      expectAllFinite({ total: result.total, interest: result.interest }, context);
      const sum = result.series.reduce((acc, row) => acc + row.interestThisYear, 0);
      expectClose(sum, result.interest, 1e-9, context);
      expect(result.interest, context).toBeGreaterThanOrEqual(0);
    }
  });
});
