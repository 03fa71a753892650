import { describe, expect, it } from 'vitest';
import {
  COMPOUNDING_DEFAULTS,
  PERIODS_PER_YEAR,
  calculateCompounding,
  compoundAmount,
  effectiveAnnualRatePct,
} from './compounding';
import { calculateLumpsum } from './lumpsum';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateCompounding', () => {
  it.each([
    { frequency: 'yearly' as const, total: 310585 },
    { frequency: 'half-yearly' as const, total: 320714 },
    { frequency: 'quarterly' as const, total: 326204 },
    { frequency: 'monthly' as const, total: 330039 },
    { frequency: 'daily' as const, total: 331946 },
  ])('1 L @12% for 10 y compounded $frequency', ({ frequency, total }) => {
    expect(Math.round(calculateCompounding({ principal: 100000, annualRatePct: 12, years: 10, frequency }).total)).toBe(
      total,
    );
  });

  it.each([
    { name: 'rate 0', principal: 100000, rate: 0, years: 10, total: 100000 },
    { name: 'zero amount', principal: 0, rate: 12, years: 10, total: 0 },
    { name: 'one year yearly', principal: 100000, rate: 12, years: 1, total: 112000 },
    { name: 'zero years', principal: 100000, rate: 12, years: 0, total: 100000 },
  ])('$name', ({ principal, rate, years, total }) => {
    expect(Math.round(calculateCompounding({ principal, annualRatePct: rate, years }).total)).toBe(total);
  });

  it('defaults are yearly and equal Lumpsum', () => {
    expect(COMPOUNDING_DEFAULTS.frequency).toBe('yearly');
    expect(Math.round(calculateCompounding(COMPOUNDING_DEFAULTS).total)).toBe(310585);
  });

  it('effective annual rate of 7% quarterly is 7.1859%', () => {
    expect(effectiveAnnualRatePct(7, 'quarterly')).toBeCloseTo(7.185903, 5);
    expect(effectiveAnnualRatePct(7, 'yearly')).toBeCloseTo(7, 12);
  });

  it('year rows carry the interest of each year', () => {
    const rows = calculateCompounding({ principal: 50000, annualRatePct: 10, years: 3 }).series;
    expect(rows.map((row) => Math.round(row.interestThisYear))).toEqual([5000, 5500, 6050]);
  });
});

describe('calculateCompounding properties', () => {
  it('is finite; more frequent compounding never earns less; yearly equals Lumpsum', () => {
    const rnd = createRandom(41);
    const frequencies = Object.keys(PERIODS_PER_YEAR) as (keyof typeof PERIODS_PER_YEAR)[];
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const principal = rnd.floatOrExtreme(0, 1e8, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 1e-12, 100]);
      const years = rnd.floatOrExtreme(0, 40, [0, 1, 100]);
      const context = JSON.stringify({ principal, annualRatePct, years });
      const totals = frequencies.map((frequency) =>
        calculateCompounding({ principal, annualRatePct, years, frequency }),
      );
      for (let k = 0; k < totals.length; k += 1) {
        const result = totals[k];
        if (result === undefined) continue;
        expectAllFinite({ total: result.total, interest: result.interest }, context);
        expectClose(result.invested + result.interest, result.total, 1e-12, context);
        if (k > 0) expect(result.total, context).toBeGreaterThanOrEqual((totals[k - 1]?.total ?? 0) * (1 - 1e-12));
      }
      expectClose(
        compoundAmount(principal, annualRatePct, years),
        calculateLumpsum({ principal, annualRatePct, years }).total,
        1e-12,
        context,
      );
      expectClose(
        compoundAmount(principal, annualRatePct, years, 'monthly'),
        principal * (1 + annualRatePct / 1200) ** (12 * years),
        1e-9,
        context,
      );
    }
  });
});
