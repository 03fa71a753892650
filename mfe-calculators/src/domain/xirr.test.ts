import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, toIsoDate } from './calendar';
import { calculateXirr, XIRR_DEFAULTS, xirrPresentValue, type CashFlow } from './xirr';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectClose } from './testing/assertions';

const flows = (...pairs: readonly (readonly [string, number])[]): CashFlow[] =>
  pairs.map(([date, amount]) => ({ date, amount }));

describe('calculateXirr', () => {
  it('the issue’s anchor: −₹10,000 on 1 Jan 2025, +₹11,000 on 1 Jan 2026 → 10.00% (Actual/365)', () => {
    const result = calculateXirr(XIRR_DEFAULTS);
    expect(result.status).toBe('found');
    expectClose(result.ratePct ?? Number.NaN, 10, 1e-10, 'anchor');
    expect(result.ratePct?.toFixed(2)).toBe('10.00');
    expect(result).toMatchObject({
      signChanges: 1,
      mayHaveSeveral: false,
      invested: 10000,
      received: 11000,
      net: 1000,
      days: 365,
    });
  });

  it.each([
    {
      name: 'a leap year counts 366 days, so the same flows a year apart earn a little less',
      flows: flows(['2024-01-01', -10000], ['2025-01-01', 11000]),
      rate: 9.9714,
    },
    {
      name: 'order does not matter',
      flows: flows(['2026-01-01', 11000], ['2025-01-01', -10000]),
      rate: 10,
    },
    {
      name: 'monthly SIP of ₹1,000 for a year, worth ₹13,000 a year after the first',
      flows: [
        ...Array.from({ length: 12 }, (_, month) => ({ date: addMonths('2025-01-01', month), amount: -1000 })),
        { date: '2026-01-01', amount: 13000 },
      ],
      rate: 15.6698,
    },
    {
      name: 'a loss',
      flows: flows(['2025-01-01', -10000], ['2026-01-01', 8000]),
      rate: -20,
    },
    {
      name: 'two flows on the same day are netted',
      flows: flows(['2025-01-01', -4000], ['2025-01-01', -6000], ['2026-01-01', 11000]),
      rate: 10,
    },
    {
      name: 'doubling in half a year (Actual/365)',
      flows: flows(['2025-01-01', -100], ['2025-07-02', 200]),
      rate: (2 ** (365 / 182) - 1) * 100,
    },
  ])('$name', ({ flows: given, rate }) => {
    const result = calculateXirr(given);
    expect(result.status).toBe('found');
    expect(result.ratePct).toBeCloseTo(rate, 3);
  });

  it('says when no return exists: every flow money in, or every flow money out', () => {
    expect(calculateXirr(flows(['2025-01-01', -10000], ['2026-01-01', -500]))).toMatchObject({
      status: 'one-sign',
      ratePct: null,
      ratesPct: [],
    });
    expect(calculateXirr(flows(['2025-01-01', 10000], ['2026-01-01', 500])).status).toBe('one-sign');
  });

  it('lists every rate when more than one fits (−100, +230, −132 a year apart: 10% and 20%)', () => {
    const result = calculateXirr(flows(['2025-01-01', -100], ['2026-01-01', 230], ['2027-01-01', -132]));
    expect(result.status).toBe('several');
    expect(result.ratePct).toBeNull();
    expect(result.signChanges).toBe(2);
    expect(result.ratesPct).toHaveLength(2);
    expect(result.ratesPct[0]).toBeCloseTo(10, 8);
    expect(result.ratesPct[1]).toBeCloseTo(20, 8);
  });

  it('flows that change sign more than once but have one rate: found, with the warning flag', () => {
    const given = flows(['2025-01-01', -1000], ['2026-01-01', 500], ['2027-01-01', -100], ['2028-01-01', 1000]);
    const result = calculateXirr(given);
    expect(result.status).toBe('found');
    expect(result.mayHaveSeveral).toBe(true);
    expect(Math.abs(xirrPresentValue(given, result.ratePct ?? 0))).toBeLessThan(1e-6);
  });

  it('says when the rate lies outside −99.99% … 1,000,000% a year, and on which side', () => {
    expect(calculateXirr(flows(['2025-01-01', -1], ['2025-01-15', 1000000]))).toMatchObject({
      status: 'out-of-range',
      beyond: 'above',
    });
    expect(calculateXirr(flows(['2025-01-01', -1000000], ['2026-01-01', 1]))).toMatchObject({
      status: 'out-of-range',
      beyond: 'below',
    });
  });

  it('needs two flows on two dates', () => {
    expect(calculateXirr([]).status).toBe('too-few');
    expect(calculateXirr(flows(['2025-01-01', -1000])).status).toBe('too-few');
    expect(calculateXirr(flows(['2025-01-01', -1000], ['2025-01-01', 1100])).status).toBe('one-date');
  });

  it.each([
    [flows(['2025-01-01', Number.NaN], ['2026-01-01', 1])],
    [flows(['2025-01-01', -1e13], ['2026-01-01', 1])],
    [flows(['2025-02-30', -1], ['2026-01-01', 1])],
  ])('refuses %j', (given) => {
    expect(() => calculateXirr(given)).toThrow(RangeError);
  });
});

describe('calculateXirr properties', () => {
  it('flows built from a known rate give that rate back', () => {
    const rnd = createRandom(365);
    let checked = 0;
    for (let i = 0; i < PROPERTY_RUNS / 3; i += 1) {
      const ratePct = rnd.pick([rnd.float(-90, 300), rnd.float(-20, 40), 0, 12]);
      const start = toIsoDate({ year: rnd.int(1990, 2025), month: rnd.int(1, 12), day: rnd.int(1, 28) });
      const count = rnd.int(1, 24);
      const investments = Array.from({ length: count }, () => ({
        date: addMonths(start, rnd.int(0, 240)),
        amount: -rnd.floatOrExtreme(100, 1e6, [1, 1e8]),
      }));
      const end = addMonths(start, 241 + rnd.int(0, 120));
      const worth = investments.reduce(
        (sum, flow) => sum - flow.amount * (1 + ratePct / 100) ** (daysBetween(flow.date, end) / 365),
        0,
      );
      // What the investments grew to must itself be an amount the engine takes (up to ₹1 lakh crore).
      if (worth > 1e12) continue;
      checked += 1;
      const given = [...investments, { date: end, amount: worth }];
      const context = JSON.stringify({ ratePct, given });
      const result = calculateXirr(given);
      expect(result.status, context).toBe('found');
      expect(result.signChanges, context).toBe(1);
      expectClose(result.ratePct ?? Number.NaN, ratePct, 1e-7, context);
    }
    expect(checked).toBeGreaterThan(PROPERTY_RUNS / 6);
  });

  it('the rate found makes the present value zero, whatever the flows', () => {
    const rnd = createRandom(9);
    for (let i = 0; i < PROPERTY_RUNS / 10; i += 1) {
      const given = Array.from({ length: rnd.int(2, 12) }, () => ({
        date: toIsoDate({ year: rnd.int(2015, 2026), month: rnd.int(1, 12), day: rnd.int(1, 28) }),
        amount: rnd.pick([-1, 1]) * rnd.float(1, 1e6),
      }));
      const result = calculateXirr(given);
      const context = JSON.stringify(given);
      for (const rate of result.ratesPct) {
        const size = given.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
        const discounted = (1 + rate / 100) ** -(result.days / 365);
        expect(Math.abs(xirrPresentValue(given, rate)), context).toBeLessThan(1e-8 * size * Math.max(1, discounted));
      }
      if (result.signChanges === 1) expect(['found', 'out-of-range'], context).toContain(result.status);
      if (result.signChanges === 0 && result.days > 0) expect(result.status, context).toBe('one-sign');
    }
  });
});
