import { describe, expect, it } from 'vitest';
import { CAR_LOAN_DEFAULTS, EMI_DEFAULTS, HOME_LOAN_DEFAULTS, calculateEmi, emiAmount } from './emi';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateEmi (reducing balance, r = annual/1200)', () => {
  it.each([
    {
      name: 'home loan defaults 25 L @8.5% 20 y',
      principal: 2500000,
      rate: 8.5,
      years: 20,
      emi: 21696,
      interest: 2706939,
    },
    { name: 'knowwithus 10 L @7.2% 10 y', principal: 1000000, rate: 7.2, years: 10, emi: 11714, interest: 405702 },
    { name: 'car loan 8 L @9% 5 y', principal: 800000, rate: 9, years: 5, emi: 16607, interest: 196401 },
    { name: 'vyaparloan 1 L @12% 10 y', principal: 100000, rate: 12, years: 10, emi: 1435, interest: 72165 },
    { name: 'rate 0: EMI = P/n', principal: 1200000, rate: 0, years: 5, emi: 20000, interest: 0 },
    { name: 'one month', principal: 100000, rate: 12, years: 1 / 12, emi: 101000, interest: 1000 },
    { name: 'zero principal', principal: 0, rate: 8.5, years: 20, emi: 0, interest: 0 },
    { name: 'zero tenure is treated as one month', principal: 100000, rate: 12, years: 0, emi: 101000, interest: 1000 },
  ])('$name', ({ principal, rate, years, emi, interest }) => {
    const result = calculateEmi({ principal, annualRatePct: rate, years });
    expect(Math.round(result.emi)).toBe(emi);
    expect(Math.round(result.totalInterest)).toBe(interest);
  });

  it('home loan: EMI 21,695.58 rounds up to ₹21,696; 20 yearly rows ending at 0', () => {
    const result = calculateEmi(HOME_LOAN_DEFAULTS);
    expect(result.emi).toBeCloseTo(21695.58, 2);
    expect(result.yearly).toHaveLength(20);
    expect(result.yearly[19]?.closingBalance).toBe(0);
    expect(result.monthly[0]?.interest).toBeCloseTo(17708.33, 2);
    expect(Math.round(result.yearly[0]?.principal ?? NaN)).toBe(49756);
    expect(Math.round(result.yearly[0]?.interest ?? NaN)).toBe(210591);
    expect(Math.round(result.yearly[0]?.closingBalance ?? NaN)).toBe(2450244);
  });

  it('vyaparloan EMI to the paisa is 1,434.71', () => {
    expect(emiAmount(100000, 12, 120).toFixed(2)).toBe('1434.71');
  });

  it('other defaults', () => {
    expect(Math.round(calculateEmi(CAR_LOAN_DEFAULTS).emi)).toBe(16607);
    expect(Math.round(calculateEmi(EMI_DEFAULTS).emi)).toBe(11714);
  });

  it('a tenure in months that is not a whole number of years ends with a short year', () => {
    const result = calculateEmi({ principal: 100000, annualRatePct: 10, years: 18 / 12 });
    expect(result.months).toBe(18);
    expect(result.yearly).toHaveLength(2);
    expect(result.yearly[1]?.closingBalance).toBe(0);
  });
});

describe('calculateEmi properties', () => {
  it('EMI·n ≥ P; principal parts sum to P; interest parts sum to total interest; balances ≥ 0', () => {
    const rnd = createRandom(101);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const principal = rnd.floatOrExtreme(1e4, 1e8, [0, 1, 1e12]);
      const annualRatePct = rnd.floatOrExtreme(0, 24, [0, 1e-12, 100]);
      const years = rnd.pick([rnd.int(1, 30), rnd.float(0, 30), 1 / 12, 100]);
      const context = JSON.stringify({ principal, annualRatePct, years });
      const result = calculateEmi({ principal, annualRatePct, years });
      expectAllFinite({ emi: result.emi, interest: result.totalInterest, payment: result.totalPayment }, context);
      expect(result.emi * result.months, context).toBeGreaterThanOrEqual(principal * (1 - 1e-12));
      expect(result.totalInterest, context).toBeGreaterThanOrEqual(-1e-6 * Math.max(1, principal));
      expectClose(result.totalInterest + principal, result.totalPayment, 1e-12, context);
      const principalSum = result.yearly.reduce((sum, row) => sum + row.principal, 0);
      const interestSum = result.yearly.reduce((sum, row) => sum + row.interest, 0);
      expectClose(principalSum, principal, 1e-9, context);
      expect(Math.abs(interestSum - result.totalInterest), context).toBeLessThanOrEqual(
        1e-9 * Math.max(1, result.totalPayment),
      );
      expect(result.yearly.every((row) => row.closingBalance >= 0)).toBe(true);
      expect(result.yearly[result.yearly.length - 1]?.closingBalance).toBe(0);
      expect(result.yearly).toHaveLength(Math.ceil(result.months / 12));
      const r = annualRatePct / 1200;
      if (r > 1e-9 && result.months <= 600) {
        const textbook = (principal * r * (1 + r) ** result.months) / ((1 + r) ** result.months - 1);
        expectClose(result.emi, textbook, 1e-8, context);
      }
    }
  });
});
