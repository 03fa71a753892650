import { describe, expect, it } from 'vitest';
import { HOME_SIP_PREVIEW_DEFAULTS, SIP_DEFAULTS, calculateSip, sipFutureValue } from './sip';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose, expectNonDecreasing } from './testing/assertions';

describe('calculateSip anchors (annuity-due, r = annual/1200)', () => {
  it.each([
    { name: 'site defaults 5,000/10 y/12%', monthly: 5000, years: 10, rate: 12, total: 1161695, invested: 600000 },
    { name: 'Groww page 1,000 × 12 months', monthly: 1000, years: 1, rate: 12, total: 12809, invested: 12000 },
    {
      name: 'digitoolkit / home preview 10,000/10 y',
      monthly: 10000,
      years: 10,
      rate: 12,
      total: 2323391,
      invested: 1200000,
    },
    { name: 'Groww defaults 25,000/10 y', monthly: 25000, years: 10, rate: 12, total: 5808477, invested: 3000000 },
    { name: 'rate 0 gives P·n', monthly: 5000, years: 10, rate: 0, total: 600000, invested: 600000 },
    { name: 'zero amount', monthly: 0, years: 10, rate: 12, total: 0, invested: 0 },
    { name: 'zero years', monthly: 5000, years: 0, rate: 12, total: 0, invested: 0 },
    { name: '18 months (fractional years)', monthly: 1000, years: 1.5, rate: 12, total: 19811, invested: 18000 },
  ])('$name', ({ monthly, years, rate, total, invested }) => {
    const result = calculateSip({ monthly, annualRatePct: rate, years });
    expect(Math.round(result.total)).toBe(total);
    expect(Math.round(result.invested)).toBe(invested);
    expect(Math.round(result.returns)).toBe(Math.round(total - invested));
  });

  it('spec defaults are 5,000 / 10 y / 12% and give ₹11,61,695', () => {
    expect(SIP_DEFAULTS).toMatchObject({ monthly: 5000, years: 10, annualRatePct: 12 });
    expect(Math.round(calculateSip(SIP_DEFAULTS).total)).toBe(1161695);
    expect(Math.round(calculateSip(HOME_SIP_PREVIEW_DEFAULTS).total)).toBe(2323391);
  });

  it('does not use the ordinary-annuity variant (11,50,193)', () => {
    expect(Math.round(calculateSip(SIP_DEFAULTS).total)).not.toBe(1150193);
  });

  it('step-up 10k, +10%/yr, 12%, 20 y gives the notes value 1,98,88,715', () => {
    const result = calculateSip({ monthly: 10000, annualRatePct: 12, years: 20, stepUpPct: 10 });
    expect(Math.round(result.total)).toBe(19888715);
    expect(Math.round(result.invested)).toBe(6873000);
  });

  it('year-wise series: 10 rows, year 1 value 64,047, last row equals the total', () => {
    const result = calculateSip(SIP_DEFAULTS);
    expect(result.series).toHaveLength(10);
    expect(result.series[0]).toMatchObject({ year: 1, months: 12, invested: 60000 });
    expect(Math.round(result.series[0]?.value ?? NaN)).toBe(64047);
    expect(Math.round(result.series[9]?.value ?? NaN)).toBe(1161695);
    expect(result.series.map((row) => row.months)).toEqual([12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
  });

  it('a fractional horizon ends with a short row', () => {
    const result = calculateSip({ monthly: 1000, annualRatePct: 12, years: 1.5 });
    expect(result.series.map((row) => row.months)).toEqual([12, 18]);
  });

  it('inflation-adjusted value deflates by (1 + i)^years', () => {
    const result = calculateSip({ ...SIP_DEFAULTS, inflationPct: 6 });
    expect(Math.round(result.realTotal)).toBe(648685);
    expect(calculateSip(SIP_DEFAULTS).realTotal).toBe(calculateSip(SIP_DEFAULTS).total);
  });

  it.each([
    { field: 'monthly', input: { monthly: -1, annualRatePct: 12, years: 10 } },
    { field: 'annualRatePct', input: { monthly: 5000, annualRatePct: Number.NaN, years: 10 } },
    { field: 'years', input: { monthly: 5000, annualRatePct: 12, years: Number.POSITIVE_INFINITY } },
    { field: 'stepUpPct', input: { monthly: 5000, annualRatePct: 12, years: 10, stepUpPct: -5 } },
  ])('rejects an invalid $field with a RangeError', ({ field, input }) => {
    expect(() => calculateSip(input)).toThrow(RangeError);
    expect(() => calculateSip(input)).toThrow(field);
  });
});

describe('calculateSip properties', () => {
  it('is finite, totals = invested + returns, matches the closed form and a naive monthly loop, rises year by year', () => {
    const rnd = createRandom(20251101);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const monthly = rnd.floatOrExtreme(0, 1e7, [0, 1, 500, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 1e-9, 0.01, 100]);
      const years = rnd.floatOrExtreme(0, 40, [0, 1 / 12, 1, 100]);
      const stepUpPct = rnd.pick([0, 0, rnd.float(0, 20), 100]);
      const context = JSON.stringify({ monthly, annualRatePct, years, stepUpPct });
      const result = calculateSip({ monthly, annualRatePct, years, stepUpPct });
      expectAllFinite(
        { total: result.total, invested: result.invested, returns: result.returns, real: result.realTotal },
        context,
      );
      expect(result.total, context).toBeGreaterThanOrEqual(0);
      expect(result.returns, context).toBeGreaterThanOrEqual(-1e-9 * Math.max(1, result.invested));
      expectClose(result.invested + result.returns, result.total, 1e-12, context);
      expect(result.series).toHaveLength(Math.ceil(result.months / 12));
      const last = result.series[result.series.length - 1];
      if (last !== undefined) expectClose(last.value, result.total, 1e-12, context);
      expectNonDecreasing(
        result.series.map((row) => row.value),
        context,
      );
      if (stepUpPct === 0) {
        expectClose(result.total, sipFutureValue(monthly, annualRatePct, result.months), 1e-9, context);
        expectClose(result.invested, monthly * result.months, 1e-12, context);
      }
      const naive = (() => {
        // independent month-by-month simulation (first 120 months only, to keep the test fast)
        if (result.months > 120) return null;
        const r = annualRatePct / 1200;
        let value = 0;
        for (let m = 0; m < result.months; m += 1)
          value = (value + monthly * (1 + stepUpPct / 100) ** Math.floor(m / 12)) * (1 + r);
        return value;
      })();
      if (naive !== null) expectClose(result.total, naive, 1e-9, context);
    }
  });
});
