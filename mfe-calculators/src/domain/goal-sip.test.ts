import { describe, expect, it } from 'vitest';
import { GOAL_SIP_DEFAULTS, calculateGoalSip, requiredMonthlySip } from './goal-sip';
import { calculateSip } from './sip';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateGoalSip (inverse of the annuity-due SIP engine)', () => {
  it.each([
    { name: 'linqz ₹1 Cr in 15 y @12%', goal: 10000000, years: 15, rate: 12, infl: 0, sip: 19819, future: 10000000 },
    { name: '₹1 Cr today, 6% inflation', goal: 10000000, years: 15, rate: 12, infl: 6, sip: 47496, future: 23965582 },
    { name: 'rate 0 gives goal/n', goal: 10000000, years: 15, rate: 0, infl: 0, sip: 55556, future: 10000000 },
    {
      name: 'one year: ₹12,809 goal needs ₹1,000/month',
      goal: 12809.32804332894,
      years: 1,
      rate: 12,
      infl: 0,
      sip: 1000,
      future: 12809,
    },
    { name: 'zero goal', goal: 0, years: 15, rate: 12, infl: 6, sip: 0, future: 0 },
    {
      name: 'zero years → one instalment',
      goal: 10000000,
      years: 0,
      rate: 12,
      infl: 0,
      sip: 9900990,
      future: 10000000,
    },
  ])('$name', ({ goal, years, rate, infl, sip, future }) => {
    const result = calculateGoalSip({ goalAmount: goal, years, annualReturnPct: rate, inflationPct: infl });
    expect(Math.round(result.monthlySip)).toBe(sip);
    expect(Math.round(result.futureGoal)).toBe(future);
  });

  it('defaults give ₹19,819, not the ordinary-annuity 20,017', () => {
    const result = calculateGoalSip(GOAL_SIP_DEFAULTS);
    expect(Math.round(result.monthlySip)).toBe(19819);
    expect(Math.round(result.monthlySip)).not.toBe(20017);
    expect(result.months).toBe(180);
    expect(Math.round(result.invested)).toBe(3567352);
    expect(Math.round(result.returns)).toBe(10000000 - 3567352);
  });
});

describe('calculateGoalSip properties', () => {
  it('round-trips through the SIP engine; invested + returns = goal', () => {
    const rnd = createRandom(19);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const goalAmount = rnd.floatOrExtreme(0, 1e9, [0, 1, 1e12]);
      const years = rnd.pick([rnd.int(1, 40), rnd.float(0, 40), 0, 100]);
      const annualReturnPct = rnd.floatOrExtreme(0, 30, [0, 1e-10, 100]);
      const inflationPct = rnd.pick([0, rnd.float(0, 12), 100]);
      const context = JSON.stringify({ goalAmount, years, annualReturnPct, inflationPct });
      const result = calculateGoalSip({ goalAmount, years, annualReturnPct, inflationPct });
      expectAllFinite({ sip: result.monthlySip, invested: result.invested, future: result.futureGoal }, context);
      expect(result.monthlySip, context).toBeGreaterThanOrEqual(0);
      expectClose(result.invested + result.returns, result.futureGoal, 1e-12, context);
      expect(requiredMonthlySip(result.futureGoal, annualReturnPct, result.months)).toBe(result.monthlySip);
      if (result.monthlySip <= 1e12) {
        const back = calculateSip({
          monthly: result.monthlySip,
          annualRatePct: annualReturnPct,
          years: result.months / 12,
        });
        expectClose(back.total, result.futureGoal, 1e-9, context);
      }
    }
  });
});
