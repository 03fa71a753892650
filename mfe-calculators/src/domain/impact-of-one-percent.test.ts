import { describe, expect, it } from 'vitest';
import { IMPACT_DEFAULTS, calculateImpactOfOnePercent } from './impact-of-one-percent';
import { calculateSip } from './sip';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose, expectNonDecreasing } from './testing/assertions';

describe('calculateImpactOfOnePercent', () => {
  it.each([
    {
      name: 'notes example 10k/m, 20 y, 12% vs 13%',
      mode: 'sip' as const,
      amount: 10000,
      rate: 12,
      years: 20,
      base: 9991479,
      improved: 11455191,
      gap: 1463712,
    },
    {
      name: 'lumpsum 1 L, 10 y, 12% vs 13%',
      mode: 'lumpsum' as const,
      amount: 100000,
      rate: 12,
      years: 10,
      base: 310585,
      improved: 339457,
      gap: 28872,
    },
    {
      name: 'rate 0 vs 1% (1,000/m, 1 y)',
      mode: 'sip' as const,
      amount: 1000,
      rate: 0,
      years: 1,
      base: 12000,
      improved: 12065,
      gap: 65,
    },
    { name: 'zero amount', mode: 'sip' as const, amount: 0, rate: 12, years: 20, base: 0, improved: 0, gap: 0 },
  ])('$name', ({ mode, amount, rate, years, base, improved, gap }) => {
    const result = calculateImpactOfOnePercent({ mode, amount, annualRatePct: rate, years });
    expect(Math.round(result.base)).toBe(base);
    expect(Math.round(result.improved)).toBe(improved);
    expect(Math.round(result.gap)).toBe(gap);
  });

  it('defaults: gap 14.65% of the base and a diverging 20-row series', () => {
    const result = calculateImpactOfOnePercent(IMPACT_DEFAULTS);
    expect(result.gapPct.toFixed(2)).toBe('14.65');
    expect(result.series).toHaveLength(20);
    expect(result.improvedRatePct).toBe(13);
    expect(calculateImpactOfOnePercent({ mode: 'sip', amount: 0, annualRatePct: 12, years: 5 }).gapPct).toBe(0);
  });
});

describe('calculateImpactOfOnePercent properties', () => {
  it('base/improved equal the SIP engine at R and R+1; gap ≥ 0 and grows each year', () => {
    const rnd = createRandom(97);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const amount = rnd.floatOrExtreme(500, 1e6, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 99]);
      const years = rnd.pick([rnd.int(0, 40), 1, 100]);
      const context = JSON.stringify({ amount, annualRatePct, years });
      const result = calculateImpactOfOnePercent({ mode: 'sip', amount, annualRatePct, years });
      expectAllFinite({ base: result.base, improved: result.improved, gapPct: result.gapPct }, context);
      expect(result.base).toBe(calculateSip({ monthly: amount, annualRatePct, years }).total);
      expect(result.improved).toBe(calculateSip({ monthly: amount, annualRatePct: annualRatePct + 1, years }).total);
      expect(result.gap, context).toBeGreaterThanOrEqual(0);
      expectClose(result.base + result.gap, result.improved, 1e-12, context);
      expectNonDecreasing(
        result.series.map((row) => row.gap),
        context,
      );
    }
  });
});
