import { describe, expect, it } from 'vitest';
import { GOAL_LUMPSUM_DEFAULTS, calculateGoalLumpsum } from './goal-lumpsum';
import { lumpsumFutureValue } from './lumpsum';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateGoalLumpsum', () => {
  it.each([
    {
      name: '15 L, 10 y, 5% inflation, 10% return',
      goal: 1500000,
      years: 10,
      rate: 10,
      infl: 5,
      today: 942014,
      future: 2443342,
    },
    {
      name: '₹1 Cr in 15 y @12%, no inflation',
      goal: 10000000,
      years: 15,
      rate: 12,
      infl: 0,
      today: 1826963,
      future: 10000000,
    },
    { name: 'one year', goal: 112000, years: 1, rate: 12, infl: 0, today: 100000, future: 112000 },
    { name: 'rate 0 and inflation 0', goal: 500000, years: 10, rate: 0, infl: 0, today: 500000, future: 500000 },
    { name: 'zero goal', goal: 0, years: 10, rate: 10, infl: 5, today: 0, future: 0 },
    { name: 'zero years', goal: 500000, years: 0, rate: 10, infl: 5, today: 500000, future: 500000 },
  ])('$name', ({ goal, years, rate, infl, today, future }) => {
    const result = calculateGoalLumpsum({ goalAmount: goal, years, annualReturnPct: rate, inflationPct: infl });
    expect(Math.round(result.lumpsumToday)).toBe(today);
    expect(Math.round(result.futureGoal)).toBe(future);
  });

  it('discounts at the return, not at inflation (smallcase shows the buggy ₹9,20,869)', () => {
    const result = calculateGoalLumpsum(GOAL_LUMPSUM_DEFAULTS);
    expect(Math.round(result.lumpsumToday)).toBe(942014);
    expect(Math.abs(result.lumpsumToday - 920869.67)).toBeGreaterThan(1000);
    expect(Math.round(result.returns)).toBe(2443342 - 942014);
  });
});

describe('calculateGoalLumpsum properties', () => {
  it('round-trips through the Lumpsum engine and never exceeds the goal', () => {
    const rnd = createRandom(23);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const goalAmount = rnd.floatOrExtreme(0, 1e9, [0, 1e12]);
      const years = rnd.floatOrExtreme(0, 40, [0, 1, 100]);
      const annualReturnPct = rnd.floatOrExtreme(0, 30, [0, 100]);
      const inflationPct = rnd.pick([0, rnd.float(0, 12)]);
      const context = JSON.stringify({ goalAmount, years, annualReturnPct, inflationPct });
      const result = calculateGoalLumpsum({ goalAmount, years, annualReturnPct, inflationPct });
      expectAllFinite({ today: result.lumpsumToday, future: result.futureGoal }, context);
      expect(result.lumpsumToday, context).toBeLessThanOrEqual(result.futureGoal);
      expect(result.lumpsumToday, context).toBeGreaterThanOrEqual(0);
      expectClose(lumpsumFutureValue(result.lumpsumToday, annualReturnPct, years), result.futureGoal, 1e-9, context);
      expectClose(result.lumpsumToday * (1 + annualReturnPct / 100) ** years, result.futureGoal, 1e-9, context);
    }
  });
});
