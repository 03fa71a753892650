import { describe, expect, it } from 'vitest';
import { NPS_DEFAULTS, calculateNps } from './nps';
import { calculateSip } from './sip';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateNps', () => {
  it.each([
    {
      name: 'NSDL illustration 5,000/m, 30→60, 10%, 40% @6%',
      monthly: 5000,
      age: 30,
      ret: 10,
      ann: 40,
      annRate: 6,
      corpus: 11396627,
      lump: 6837976,
      annuity: 4558651,
      pension: 22793,
    },
    {
      name: 'akarasmallfinance 10,000/m, 20→60, 9%',
      monthly: 10000,
      age: 20,
      ret: 9,
      ann: 40,
      annRate: 6,
      corpus: 47164302,
      lump: 28298581,
      annuity: 18865721,
      pension: 94329,
    },
    {
      name: 'rate 0',
      monthly: 5000,
      age: 50,
      ret: 0,
      ann: 100,
      annRate: 0,
      corpus: 600000,
      lump: 0,
      annuity: 600000,
      pension: 0,
    },
    {
      name: 'age 60: nothing to accumulate',
      monthly: 5000,
      age: 60,
      ret: 10,
      ann: 40,
      annRate: 6,
      corpus: 0,
      lump: 0,
      annuity: 0,
      pension: 0,
    },
    {
      name: 'one year to go',
      monthly: 1000,
      age: 59,
      ret: 12,
      ann: 40,
      annRate: 6,
      corpus: 12809,
      lump: 7686,
      annuity: 5124,
      pension: 26,
    },
  ])('$name', ({ monthly, age, ret, ann, annRate, corpus, lump, annuity, pension }) => {
    const result = calculateNps({
      monthly,
      currentAge: age,
      annualReturnPct: ret,
      annuityPct: ann,
      annuityRatePct: annRate,
    });
    expect(Math.round(result.corpus)).toBe(corpus);
    expect(Math.round(result.lumpSum)).toBe(lump);
    expect(Math.round(result.annuityCorpus)).toBe(annuity);
    expect(Math.round(result.monthlyPension)).toBe(pension);
  });

  it('defaults give the NSDL figures', () => {
    expect(Math.round(calculateNps(NPS_DEFAULTS).monthlyPension)).toBe(22793);
    expect(calculateNps(NPS_DEFAULTS).invested).toBe(1800000);
  });

  it.each([39, 101])('rejects an annuity share of %s%%', (annuityPct) => {
    expect(() => calculateNps({ ...NPS_DEFAULTS, annuityPct })).toThrow(RangeError);
  });
});

describe('calculateNps properties', () => {
  it('corpus equals the SIP engine; lump sum + annuity = corpus; lump sum ≤ 60%', () => {
    const rnd = createRandom(73);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const monthly = rnd.floatOrExtreme(500, 150000, [0, 1e9]);
      const currentAge = rnd.pick([rnd.int(18, 60), 18, 60, 70]);
      const annualReturnPct = rnd.floatOrExtreme(8, 15, [0, 100]);
      const annuityPct = rnd.floatOrExtreme(40, 100, [40, 100]);
      const annuityRatePct = rnd.floatOrExtreme(4, 8, [0]);
      const context = JSON.stringify({ monthly, currentAge, annualReturnPct, annuityPct, annuityRatePct });
      const result = calculateNps({ monthly, currentAge, annualReturnPct, annuityPct, annuityRatePct });
      expectAllFinite({ corpus: result.corpus, pension: result.monthlyPension, lump: result.lumpSum }, context);
      expectClose(result.lumpSum + result.annuityCorpus, result.corpus, 1e-12, context);
      expect(result.lumpSum, context).toBeLessThanOrEqual(result.corpus * 0.6 * (1 + 1e-12));
      const sip = calculateSip({ monthly, annualRatePct: annualReturnPct, years: Math.max(0, 60 - currentAge) });
      expectClose(result.corpus, sip.total, 1e-9, context);
      expectClose(result.invested + result.returns, result.corpus, 1e-12, context);
    }
  });
});
