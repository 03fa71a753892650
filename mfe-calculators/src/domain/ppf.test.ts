import { describe, expect, it } from 'vitest';
import { PPF_DEFAULTS, PPF_LOCK_IN_YEARS, calculatePpf } from './ppf';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculatePpf (deposit at start of year, annual compounding)', () => {
  it.each([
    { name: 'Groww 1.5 L/yr @7.1% 15 y', deposit: 150000, rate: 7.1, years: 15, maturity: 4068209, interest: 1818209 },
    {
      name: 'asianet 90,000/yr @7.1% 15 y',
      deposit: 90000,
      rate: 7.1,
      years: 15,
      maturity: 2440926,
      interest: 1090926,
    },
    {
      name: 'one 5-year extension (20 y)',
      deposit: 150000,
      rate: 7.1,
      years: 20,
      maturity: 6658288,
      interest: 3658288,
    },
    { name: 'rate 0', deposit: 150000, rate: 0, years: 15, maturity: 2250000, interest: 0 },
    { name: 'one year', deposit: 150000, rate: 7.1, years: 1, maturity: 160650, interest: 10650 },
    { name: 'zero deposit', deposit: 0, rate: 7.1, years: 15, maturity: 0, interest: 0 },
  ])('$name', ({ deposit, rate, years, maturity, interest }) => {
    const result = calculatePpf({ yearlyDeposit: deposit, annualRatePct: rate, years });
    expect(Math.round(result.maturity)).toBe(maturity);
    expect(Math.round(result.interest)).toBe(interest);
  });

  it('defaults: 15 years at the configured 7.1%, year 1 interest 10,650', () => {
    expect(PPF_LOCK_IN_YEARS).toBe(15);
    const result = calculatePpf({ yearlyDeposit: PPF_DEFAULTS.yearlyDeposit });
    expect(result.years).toBe(15);
    expect(Math.round(result.maturity)).toBe(4068209);
    expect(result.series).toHaveLength(15);
    expect(result.series[0]).toMatchObject({ opening: 0, deposit: 150000 });
    expect(result.series[0]?.interest).toBeCloseTo(10650, 6);
  });

  it('rejects fractional years', () => {
    expect(() => calculatePpf({ yearlyDeposit: 150000, years: 15.5 })).toThrow(RangeError);
  });
});

describe('calculatePpf properties', () => {
  it('matches F = P·((1+i)^n − 1)/i·(1+i) and the rows chain', () => {
    const rnd = createRandom(61);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const yearlyDeposit = rnd.floatOrExtreme(500, 150000, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(5, 10, [0, 1e-12, 100]);
      const years = rnd.pick([rnd.int(0, 50), 15, 100]);
      const context = JSON.stringify({ yearlyDeposit, annualRatePct, years });
      const result = calculatePpf({ yearlyDeposit, annualRatePct, years });
      expectAllFinite({ maturity: result.maturity, interest: result.interest }, context);
      expectClose(result.invested + result.interest, result.maturity, 1e-12, context);
      expect(result.interest, context).toBeGreaterThanOrEqual(0);
      const i100 = annualRatePct / 100;
      // the textbook formula loses precision for a vanishing rate, where F → P·n
      const closed =
        i100 < 1e-9 ? yearlyDeposit * years : ((yearlyDeposit * ((1 + i100) ** years - 1)) / i100) * (1 + i100);
      expectClose(result.maturity, closed, 1e-8, context);
      const unchained = result.series.findIndex((row, k) => k > 0 && row.opening !== result.series[k - 1]?.closing);
      expect(unchained, `${context}: the first row whose opening is not the closing before it`).toBe(-1);
    }
  });
});
