import { describe, expect, it } from 'vitest';
import { CAGR_DEFAULTS, calculateCagr } from './cagr';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateCagr', () => {
  it.each([
    { name: 'calculatorworld 1 L → 2 L in 6 y', initial: 100000, final: 200000, years: 6, cagr: 12.25 },
    {
      name: '1 L → 10 L in 5 y (cagrcalculator.io prints 58.9, wrong)',
      initial: 100000,
      final: 1000000,
      years: 5,
      cagr: 58.49,
    },
    { name: 'no growth', initial: 100000, final: 100000, years: 5, cagr: 0 },
    { name: 'one year', initial: 100000, final: 112000, years: 1, cagr: 12 },
    { name: 'a loss', initial: 100000, final: 50000, years: 2, cagr: -29.29 },
    { name: 'total loss', initial: 100000, final: 0, years: 3, cagr: -100 },
  ])('$name', ({ initial, final, years, cagr }) => {
    expect(Math.round(calculateCagr({ initial, final, years }).cagrPct * 100) / 100).toBe(cagr);
  });

  it('defaults: 12.25%, absolute return 100%, 2×', () => {
    const result = calculateCagr(CAGR_DEFAULTS);
    expect(result.cagrPct.toFixed(2)).toBe('12.25');
    expect(result.absoluteReturnPct).toBe(100);
    expect(result.multiple).toBe(2);
  });

  it.each([
    { initial: 0, final: 100, years: 5 },
    { initial: 100, final: 200, years: 0 },
    { initial: -5, final: 200, years: 2 },
    { initial: 1, final: 1e12, years: 0.001 },
  ])('rejects initial $initial / years $years (or an overflowing rate)', (input) => {
    expect(() => calculateCagr(input)).toThrow(RangeError);
  });
});

describe('calculateCagr properties', () => {
  it('compounding the initial value at the CAGR gives the final value', () => {
    const rnd = createRandom(89);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const initial = rnd.floatOrExtreme(500, 1e7, [1, 1e12]);
      const final = rnd.floatOrExtreme(0, 1e8, [0, 1, 1e12]);
      const years = rnd.floatOrExtreme(1 / 12, 30, [1 / 12, 1, 100]);
      const context = JSON.stringify({ initial, final, years });
      const result = calculateCagr({ initial, final, years });
      expectAllFinite({ cagr: result.cagrPct, abs: result.absoluteReturnPct }, context);
      expect(result.cagrPct, context).toBeGreaterThanOrEqual(-100);
      if (final > 0 && result.cagrPct > -99.99 && result.cagrPct < 1e6)
        expectClose(initial * (1 + result.cagrPct / 100) ** years, final, 1e-9, context);
    }
  });
});
