import { describe, expect, it } from 'vitest';
import { SSY_DEFAULTS, SSY_DEPOSIT_YEARS, SSY_MATURITY_YEARS, calculateSsy } from './ssy';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateSsy (15 deposit years, matures at 21, annual compounding)', () => {
  it.each([
    { name: 'hashmatic / 1calchub 1.5 L/yr @8.2%', deposit: 150000, rate: 8.2, maturity: 7182119, invested: 2250000 },
    // Groww copy on Scribd shows 44,89,690 (unreproduced); the notes' rule gives 46,53,395
    {
      name: '1 L/yr @8% (Groww Scribd case, our rule)',
      deposit: 100000,
      rate: 8,
      maturity: 4653395,
      invested: 1500000,
    },
    { name: 'rate 0', deposit: 150000, rate: 0, maturity: 2250000, invested: 2250000 },
    { name: 'zero deposit', deposit: 0, rate: 8.2, maturity: 0, invested: 0 },
    { name: 'minimum ₹250/yr', deposit: 250, rate: 8.2, maturity: 11970, invested: 3750 },
  ])('$name', ({ deposit, rate, maturity, invested }) => {
    const result = calculateSsy({ yearlyDeposit: deposit, annualRatePct: rate, girlAge: 8, startYear: 2024 });
    expect(Math.round(result.maturity)).toBe(maturity);
    expect(result.invested).toBe(invested);
  });

  it('year 1 interest is 12,300 and deposits stop after year 15', () => {
    const result = calculateSsy({ yearlyDeposit: 150000, girlAge: 5, startYear: 2025 });
    expect(result.series).toHaveLength(21);
    expect(result.series[0]?.interest).toBeCloseTo(12300, 6);
    expect(result.series[14]?.deposit).toBe(150000);
    expect(result.series[15]?.deposit).toBe(0);
    expect(result.series[0]).toMatchObject({ calendarYear: 2025, girlAge: 5 });
  });

  it('maturity year = start + 21; maturity age = age + 21', () => {
    const result = calculateSsy(SSY_DEFAULTS);
    expect(result.maturityYear).toBe(2046);
    expect(result.maturityAge).toBe(26);
    expect([SSY_DEPOSIT_YEARS, SSY_MATURITY_YEARS]).toEqual([15, 21]);
  });

  it.each([11, -1, 4.5])('rejects girl age %s', (girlAge) => {
    expect(() => calculateSsy({ yearlyDeposit: 150000, girlAge, startYear: 2025 })).toThrow(RangeError);
  });
});

describe('calculateSsy properties', () => {
  it('is finite and equals the closed form P·ä(15)·(1+i)^6', () => {
    const rnd = createRandom(67);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const yearlyDeposit = rnd.floatOrExtreme(250, 150000, [0, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(6, 10, [0, 100]);
      const context = JSON.stringify({ yearlyDeposit, annualRatePct });
      const result = calculateSsy({
        yearlyDeposit,
        annualRatePct,
        girlAge: rnd.int(0, 10),
        startYear: rnd.int(2000, 2100),
      });
      expectAllFinite({ maturity: result.maturity, interest: result.interest }, context);
      expectClose(result.invested + result.interest, result.maturity, 1e-12, context);
      const g = 1 + annualRatePct / 100;
      const closed =
        annualRatePct < 1e-9 ? yearlyDeposit * 15 : ((yearlyDeposit * (g ** 15 - 1)) / (g - 1)) * g * g ** 6;
      expectClose(result.maturity, closed, 1e-8, context);
    }
  });
});
