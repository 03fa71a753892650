import { describe, expect, it } from 'vitest';
import { LUMPSUM_SIP_DEFAULTS, calculateLumpsumSip } from './lumpsum-sip';
import { calculateLumpsum } from './lumpsum';
import { calculateSip } from './sip';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateLumpsumSip', () => {
  it.each([
    {
      name: 'defaults 1 L + 5,000/m, 12%, 10 y',
      lumpsum: 100000,
      monthly: 5000,
      rate: 12,
      years: 10,
      total: 1472280,
      invested: 700000,
    },
    { name: 'lumpsum only', lumpsum: 100000, monthly: 0, rate: 12, years: 10, total: 310585, invested: 100000 },
    { name: 'SIP only', lumpsum: 0, monthly: 5000, rate: 12, years: 10, total: 1161695, invested: 600000 },
    { name: 'rate 0', lumpsum: 100000, monthly: 5000, rate: 0, years: 10, total: 700000, invested: 700000 },
    { name: 'one year', lumpsum: 100000, monthly: 1000, rate: 12, years: 1, total: 124809, invested: 112000 },
    { name: 'zero years', lumpsum: 100000, monthly: 5000, rate: 12, years: 0, total: 100000, invested: 100000 },
  ])('$name', ({ lumpsum, monthly, rate, years, total, invested }) => {
    const result = calculateLumpsumSip({ lumpsum, monthly, annualRatePct: rate, years });
    expect(Math.round(result.total)).toBe(total);
    expect(Math.round(result.invested)).toBe(invested);
  });

  it('compounds the lumpsum annually, not monthly (the alternative gives 14,91,734)', () => {
    expect(Math.round(calculateLumpsumSip(LUMPSUM_SIP_DEFAULTS).total)).not.toBe(1491734);
  });

  it('exposes both parts and a combined year-wise series', () => {
    const result = calculateLumpsumSip(LUMPSUM_SIP_DEFAULTS);
    expect(Math.round(result.lumpsumPart.total)).toBe(310585);
    expect(Math.round(result.sipPart.total)).toBe(1161695);
    expect(result.series).toHaveLength(10);
    expect(Math.round(result.series[0]?.value ?? NaN)).toBe(112000 + 64047);
  });
});

describe('calculateLumpsumSip properties', () => {
  it('equals Lumpsum + SIP computed separately; total = invested + returns', () => {
    const rnd = createRandom(11);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const lumpsum = rnd.floatOrExtreme(0, 1e8, [0, 1e12]);
      const monthly = rnd.floatOrExtreme(0, 1e6, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 30, [0, 100]);
      const years = rnd.pick([rnd.int(0, 40), 1, 100]);
      const context = JSON.stringify({ lumpsum, monthly, annualRatePct, years });
      const result = calculateLumpsumSip({ lumpsum, monthly, annualRatePct, years });
      const separate =
        calculateLumpsum({ principal: lumpsum, annualRatePct, years }).total +
        calculateSip({ monthly, annualRatePct, years }).total;
      expectAllFinite({ total: result.total, returns: result.returns }, context);
      expectClose(result.total, separate, 1e-12, context);
      expectClose(result.invested + result.returns, result.total, 1e-12, context);
      expect(result.returns, context).toBeGreaterThanOrEqual(-1e-6);
    }
  });
});
