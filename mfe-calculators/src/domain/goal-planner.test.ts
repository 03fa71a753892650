import { describe, expect, it } from 'vitest';
import { GOAL_PLANNER_DEFAULTS, calculateGoalPlan } from './goal-planner';
import { calculateGoalLumpsum } from './goal-lumpsum';
import { calculateGoalSip } from './goal-sip';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateGoalPlan', () => {
  it.each([
    { index: 0, name: "Child's education", future: 5991395, sip: 11874, lumpsum: 1094606 },
    { index: 1, name: 'Home down payment', future: 3007261, sip: 22786, lumpsum: 1360332 },
    { index: 2, name: 'Car', future: 1009982, sip: 16334, lumpsum: 641862 },
  ])('default goal $name', ({ index, name, future, sip, lumpsum }) => {
    const row = calculateGoalPlan(GOAL_PLANNER_DEFAULTS).rows[index];
    expect(row?.name).toBe(name);
    expect(Math.round(row?.futureCost ?? NaN)).toBe(future);
    expect(Math.round(row?.monthlySip ?? NaN)).toBe(sip);
    expect(Math.round(row?.lumpsumToday ?? NaN)).toBe(lumpsum);
  });

  it('totals are summed from unrounded values (not from the rounded row figures)', () => {
    const { totals } = calculateGoalPlan(GOAL_PLANNER_DEFAULTS);
    expect(Math.round(totals.monthlySip)).toBe(50994); // rounded rows would sum to 50,994 too; the next line differs
    expect(Math.round(totals.futureCost)).toBe(10008638); // rounded rows sum to 10,008,638
    expect(Math.round(totals.lumpsumToday)).toBe(3096799); // rounded rows sum to 3,096,800
    expect(totals.todaysCost).toBe(5300000);
  });

  it('timeline orders goals by horizon', () => {
    expect(calculateGoalPlan(GOAL_PLANNER_DEFAULTS).timeline).toEqual([2, 1, 0]);
  });

  it('a single goal matches Goal SIP (₹19,819) and Goal Lumpsum', () => {
    const plan = calculateGoalPlan({
      annualReturnPct: 12,
      inflationPct: 0,
      goals: [{ name: 'Corpus', cost: 10000000, years: 15 }],
    });
    expect(Math.round(plan.totals.monthlySip)).toBe(19819);
    expect(Math.round(plan.totals.lumpsumToday)).toBe(1826963);
    const single = calculateGoalPlan({
      annualReturnPct: 10,
      inflationPct: 5,
      goals: [{ name: 'Goal', cost: 1500000, years: 10 }],
    });
    expect(Math.round(single.totals.lumpsumToday)).toBe(942014);
  });

  it('a per-goal inflation overrides the plan inflation', () => {
    const plan = calculateGoalPlan({
      annualReturnPct: 10,
      inflationPct: 0,
      goals: [{ name: 'Goal', cost: 1500000, years: 10, inflationPct: 5 }],
    });
    expect(Math.round(plan.rows[0]?.futureCost ?? NaN)).toBe(2443342);
  });

  it('a per-goal return overrides the plan return for that goal only: a near goal at 7 %, a far one at the plan’s 12 %', () => {
    const plan = calculateGoalPlan({
      annualReturnPct: 12,
      inflationPct: 6,
      goals: [
        { name: 'Car', cost: 800000, years: 4, annualReturnPct: 7 },
        { name: 'Retirement', cost: 10000000, years: 25 },
      ],
    });
    const car = calculateGoalSip({ goalAmount: 800000, years: 4, annualReturnPct: 7, inflationPct: 6 });
    const retirement = calculateGoalSip({ goalAmount: 10000000, years: 25, annualReturnPct: 12, inflationPct: 6 });
    expect(plan.rows.map((row) => row.annualReturnPct)).toEqual([7, 12]);
    expect(plan.rows[0]?.monthlySip).toBe(car.monthlySip);
    expect(plan.rows[1]?.monthlySip).toBe(retirement.monthlySip);
    expect(plan.totals.monthlySip).toBe(car.monthlySip + retirement.monthlySip);
    expect(Math.round(plan.rows[0]?.lumpsumToday ?? NaN)).toBe(
      Math.round(
        calculateGoalLumpsum({ goalAmount: 800000, years: 4, annualReturnPct: 7, inflationPct: 6 }).lumpsumToday,
      ),
    );
    // The car at 7 % needs more a month than at 12 % (₹16,334, the default plan's).
    expect(Math.round(car.monthlySip)).toBeGreaterThan(16334);
  });

  it('no goals gives zero totals', () => {
    const plan = calculateGoalPlan({ annualReturnPct: 12, inflationPct: 6, goals: [] });
    expect(plan.rows).toEqual([]);
    expect(plan.totals).toEqual({ todaysCost: 0, futureCost: 0, monthlySip: 0, lumpsumToday: 0, sipInvested: 0 });
  });

  it('rate 0 and inflation 0: SIP = cost/months, lumpsum = cost', () => {
    const plan = calculateGoalPlan({
      annualReturnPct: 0,
      inflationPct: 0,
      goals: [{ name: 'A', cost: 120000, years: 1 }],
    });
    expect(plan.rows[0]?.monthlySip).toBe(10000);
    expect(plan.rows[0]?.lumpsumToday).toBe(120000);
  });
});

describe('calculateGoalPlan properties', () => {
  it('each row equals the single-goal engines and totals equal the row sums', () => {
    const rnd = createRandom(31);
    for (let i = 0; i < PROPERTY_RUNS / 3; i += 1) {
      const annualReturnPct = rnd.floatOrExtreme(0, 20, [0, 100]);
      const inflationPct = rnd.floatOrExtreme(0, 10, [0]);
      const goals = Array.from({ length: rnd.int(0, 6) }, (_, k) => ({
        name: `Goal ${k}`,
        cost: rnd.floatOrExtreme(0, 1e8, [0, 1e9]),
        years: rnd.pick([rnd.int(0, 40), rnd.float(0, 40)]),
      }));
      const context = JSON.stringify({ annualReturnPct, inflationPct, goals });
      const plan = calculateGoalPlan({ annualReturnPct, inflationPct, goals });
      let sip = 0;
      let lumpsum = 0;
      goals.forEach((goal, k) => {
        const input = { goalAmount: goal.cost, years: goal.years, annualReturnPct, inflationPct };
        const row = plan.rows[k];
        expect(row?.monthlySip, context).toBe(calculateGoalSip(input).monthlySip);
        expect(row?.lumpsumToday, context).toBe(calculateGoalLumpsum(input).lumpsumToday);
        sip += row?.monthlySip ?? NaN;
        lumpsum += row?.lumpsumToday ?? NaN;
      });
      expectAllFinite({ sip: plan.totals.monthlySip, lumpsum: plan.totals.lumpsumToday }, context);
      expectClose(plan.totals.monthlySip, sip, 1e-12, context);
      expectClose(plan.totals.lumpsumToday, lumpsum, 1e-12, context);
      expect(plan.timeline.slice().sort((a, b) => a - b)).toEqual(goals.map((_, k) => k));
    }
  });
});
