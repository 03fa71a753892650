import { describe, expect, it } from 'vitest';
import { SWP_INCREASING_DEFAULTS, calculateSwpIncreasing } from './swp-increasing';
import { calculateSwp } from './swp';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite } from './testing/assertions';

describe('calculateSwpIncreasing (derived vectors; no public anchor)', () => {
  it.each([
    {
      name: 'defaults 10 L, 5k +5%/yr, 10%, 10 y',
      investment: 1000000,
      w: 5000,
      g: 5,
      rate: 10,
      years: 10,
      final: 1383772,
      withdrawn: 754674,
      depletion: null,
    },
    {
      name: '5 L, 10k +5%/yr, 10%, 5 y',
      investment: 500000,
      w: 10000,
      g: 5,
      rate: 10,
      years: 5,
      final: 0,
      withdrawn: 630283,
      depletion: 58,
    },
    {
      name: '10 L, 10k +10%/yr, 8%, 10 y',
      investment: 1000000,
      w: 10000,
      g: 10,
      rate: 8,
      years: 10,
      final: 0,
      withdrawn: 1404063,
      depletion: 98,
    },
    {
      name: 'g = 0 equals SWP (advisorkhoj)',
      investment: 500000,
      w: 10000,
      g: 0,
      rate: 10,
      years: 5,
      final: 39643,
      withdrawn: 600000,
      depletion: null,
    },
    {
      name: 'rate 0',
      investment: 300000,
      w: 10000,
      g: 10,
      rate: 0,
      years: 2,
      final: 48000,
      withdrawn: 252000,
      depletion: null,
    },
  ])('$name', ({ investment, w, g, rate, years, final, withdrawn, depletion }) => {
    const result = calculateSwpIncreasing({
      investment,
      initialWithdrawal: w,
      stepUpPct: g,
      annualReturnPct: rate,
      years,
    });
    expect(Math.round(result.finalValue)).toBe(final);
    expect(Math.round(result.totalWithdrawal)).toBe(withdrawn);
    expect(result.depletionMonth).toBe(depletion);
  });

  it('steps the withdrawal up after every 12 months and reports a real final value', () => {
    const result = calculateSwpIncreasing(SWP_INCREASING_DEFAULTS);
    expect(result.monthly[11]?.plannedWithdrawal).toBe(5000);
    expect(result.monthly[12]?.plannedWithdrawal).toBeCloseTo(5250, 9);
    expect(result.yearly[2]?.monthlyWithdrawal).toBeCloseTo(5512.5, 9);
    expect(Math.round(result.realFinalValue)).toBe(772691);
  });
});

describe('calculateSwpIncreasing properties', () => {
  it('g = 0 equals SWP exactly; balance never negative; withdrawals never exceed plan', () => {
    const rnd = createRandom(83);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const investment = rnd.floatOrExtreme(0, 1e8, [0, 1e12]);
      const initialWithdrawal = rnd.floatOrExtreme(0, 1e6, [0, 1e12]);
      const annualReturnPct = rnd.floatOrExtreme(0, 20, [0, 100]);
      const years = rnd.pick([rnd.int(0, 30), 1]);
      const stepUpPct = rnd.pick([0, rnd.float(0, 20), 100]);
      const context = JSON.stringify({ investment, initialWithdrawal, annualReturnPct, years, stepUpPct });
      const result = calculateSwpIncreasing({ investment, initialWithdrawal, annualReturnPct, years, stepUpPct });
      expectAllFinite(
        { final: result.finalValue, withdrawn: result.totalWithdrawal, real: result.realFinalValue },
        context,
      );
      expect(result.finalValue, context).toBeGreaterThanOrEqual(0);
      const scale = investment + result.totalInterest + result.totalWithdrawal;
      expect(
        Math.abs(investment + result.totalInterest - result.totalWithdrawal - result.finalValue),
        context,
      ).toBeLessThanOrEqual(1e-12 * scale + 1e-9);
      if (stepUpPct === 0) {
        const swp = calculateSwp({ investment, monthlyWithdrawal: initialWithdrawal, annualReturnPct, years });
        expect(result.finalValue, context).toBe(swp.finalValue);
        expect(result.depletionMonth, context).toBe(swp.depletionMonth);
      } else {
        const flat = calculateSwp({ investment, monthlyWithdrawal: initialWithdrawal, annualReturnPct, years });
        expect(result.finalValue, context).toBeLessThanOrEqual(flat.finalValue * (1 + 1e-12));
      }
    }
  });
});
