import { describe, expect, it } from 'vitest';
import { INFLATION_DEFAULTS, calculateInflation, futureCost } from './inflation';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateInflation', () => {
  it.each([
    { name: 'defaults 1 L, 6%, 10 y', amount: 100000, infl: 6, years: 10, future: 179085, power: 55839 },
    // 15 L/1.05^10 = 9,20,869.67: smallcase's ₹9,20,869 is this value truncated, so it rounds to 920870
    { name: 'goal 15 L, 5%, 10 y (notes §5)', amount: 1500000, infl: 5, years: 10, future: 2443342, power: 920870 },
    { name: 'one year', amount: 100000, infl: 6, years: 1, future: 106000, power: 94340 },
    { name: 'inflation 0', amount: 100000, infl: 0, years: 10, future: 100000, power: 100000 },
    { name: 'zero amount', amount: 0, infl: 6, years: 10, future: 0, power: 0 },
  ])('$name', ({ amount, infl, years, future, power }) => {
    const result = calculateInflation({ amount, inflationPct: infl, years });
    expect(Math.round(result.futureCost)).toBe(future);
    expect(Math.round(result.purchasingPower)).toBe(power);
  });

  it('defaults and series', () => {
    const result = calculateInflation(INFLATION_DEFAULTS);
    expect(result.series).toHaveLength(10);
    expect(Math.round(result.series[0]?.futureCost ?? NaN)).toBe(106000);
    expect(Math.round(result.increase)).toBe(79085);
  });
});

describe('calculateInflation properties', () => {
  it('is finite; futureCost·purchasingPower = amount²; futureCost ≥ amount', () => {
    const rnd = createRandom(3);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const amount = rnd.floatOrExtreme(0, 1e8, [0, 1, 1e12]);
      const inflationPct = rnd.floatOrExtreme(0, 20, [0, 100]);
      const years = rnd.floatOrExtreme(0, 50, [0, 1, 100]);
      const context = JSON.stringify({ amount, inflationPct, years });
      const result = calculateInflation({ amount, inflationPct, years });
      expectAllFinite({ f: result.futureCost, p: result.purchasingPower }, context);
      expect(result.futureCost, context).toBeGreaterThanOrEqual(amount);
      expect(result.purchasingPower, context).toBeLessThanOrEqual(amount);
      expectClose(result.futureCost, amount * (1 + inflationPct / 100) ** years, 1e-9, context);
      expect(futureCost(amount, inflationPct, years)).toBe(result.futureCost);
    }
  });
});
