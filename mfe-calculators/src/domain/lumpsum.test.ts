import { describe, expect, it } from 'vitest';
import { LUMPSUM_DEFAULTS, calculateLumpsum, lumpsumFutureValue } from './lumpsum';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateLumpsum (annual compounding)', () => {
  it.each([
    { name: 'deepanindia 1 L @12% 10 y', principal: 100000, rate: 12, years: 10, total: 310585, returns: 210585 },
    { name: 'Groww 25,000 @12% 10 y', principal: 25000, rate: 12, years: 10, total: 77646, returns: 52646 },
    { name: 'one year', principal: 100000, rate: 12, years: 1, total: 112000, returns: 12000 },
    { name: 'rate 0', principal: 100000, rate: 0, years: 10, total: 100000, returns: 0 },
    { name: 'zero amount', principal: 0, rate: 12, years: 10, total: 0, returns: 0 },
    { name: 'zero years', principal: 100000, rate: 12, years: 0, total: 100000, returns: 0 },
    { name: 'fractional 2.5 y @10%', principal: 100000, rate: 10, years: 2.5, total: 126906, returns: 26906 },
  ])('$name', ({ principal, rate, years, total, returns }) => {
    const result = calculateLumpsum({ principal, annualRatePct: rate, years });
    expect(Math.round(result.total)).toBe(total);
    expect(Math.round(result.returns)).toBe(returns);
    expect(result.invested).toBe(principal);
  });

  it('defaults give ₹3,10,585 and a 10-row series starting at 1,12,000', () => {
    const result = calculateLumpsum(LUMPSUM_DEFAULTS);
    expect(Math.round(result.total)).toBe(310585);
    expect(result.series).toHaveLength(10);
    expect(Math.round(result.series[0]?.value ?? NaN)).toBe(112000);
    expect(Math.round(result.series[1]?.value ?? NaN)).toBe(125440);
  });

  it('a fractional horizon ends with a row at the exact horizon', () => {
    const result = calculateLumpsum({ principal: 100000, annualRatePct: 10, years: 2.5 });
    expect(result.series.map((row) => row.elapsedYears)).toEqual([1, 2, 2.5]);
  });

  it('rejects negative amounts', () => {
    expect(() => calculateLumpsum({ principal: -1, annualRatePct: 12, years: 10 })).toThrow(RangeError);
  });
});

describe('calculateLumpsum properties', () => {
  it('is finite, total = invested + returns, equals P·(1+R)^y and a naive loop', () => {
    const rnd = createRandom(7);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const principal = rnd.floatOrExtreme(0, 1e8, [0, 1, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 1e-12, 100]);
      const years = rnd.pick([rnd.int(0, 40), rnd.float(0, 40), 100]);
      const context = JSON.stringify({ principal, annualRatePct, years });
      const result = calculateLumpsum({ principal, annualRatePct, years });
      expectAllFinite({ total: result.total, returns: result.returns }, context);
      expect(result.returns, context).toBeGreaterThanOrEqual(0);
      expectClose(result.invested + result.returns, result.total, 1e-12, context);
      expectClose(result.total, principal * (1 + annualRatePct / 100) ** years, 1e-9, context);
      expect(lumpsumFutureValue(principal, annualRatePct, years)).toBe(result.total);
    }
  });
});
