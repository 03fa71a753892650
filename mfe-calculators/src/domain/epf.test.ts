import { describe, expect, it } from 'vitest';
import { EPF_DEFAULTS, EPF_YEAR_COUNT_CONVENTION, calculateEpf, employerMonthlyEpf, epfContributionYears } from './epf';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateEpf (yearly model, inclusive year count)', () => {
  it.each([
    {
      name: 'online-calculator.in 25k, 25→60, 10%, 8.15%',
      salary: 25000,
      age: 25,
      ret: 60,
      inc: 10,
      rate: 8.15,
      years: 36,
      maturity: 38821838,
    },
    {
      name: 'Scribd sheet 50k, 31→57, 5%, 8.65%',
      salary: 50000,
      age: 31,
      ret: 57,
      inc: 5,
      rate: 8.65,
      years: 27,
      maturity: 15839296,
    },
    {
      name: 'suggested defaults 50k, 30→58, 5%, 8.25%',
      salary: 50000,
      age: 30,
      ret: 58,
      inc: 5,
      rate: 8.25,
      years: 29,
      maturity: 18311351,
    },
    { name: 'rate 0, no increment', salary: 10000, age: 57, ret: 58, inc: 0, rate: 0, years: 2, maturity: 37608 },
    {
      name: 'retiring this year (one year)',
      salary: 10000,
      age: 58,
      ret: 58,
      inc: 5,
      rate: 10,
      years: 1,
      maturity: 20684.4,
    },
    { name: 'zero salary', salary: 0, age: 30, ret: 58, inc: 5, rate: 8.25, years: 29, maturity: 0 },
  ])('$name', ({ salary, age, ret, inc, rate, years, maturity }) => {
    const result = calculateEpf({
      monthlyBasicDa: salary,
      currentAge: age,
      retirementAge: ret,
      annualIncrementPct: inc,
      annualRatePct: rate,
    });
    expect(result.years).toBe(years);
    expect(Math.round(result.maturity)).toBe(Math.round(maturity));
  });

  it('rightsofemployees.com 10k, 30→58, 10%, 8.1% → ₹67.32 L', () => {
    const result = calculateEpf({
      monthlyBasicDa: 10000,
      currentAge: 30,
      retirementAge: 58,
      annualIncrementPct: 10,
      annualRatePct: 8.1,
    });
    expect(Math.round(result.maturity / 1000) / 100).toBe(67.32);
  });

  it('the convention is inclusive and differs from retAge − age (₹3,45,75,195 would be the other reading)', () => {
    expect(EPF_YEAR_COUNT_CONVENTION).toBe('inclusive');
    expect(epfContributionYears(30, 58)).toBe(29);
    expect(epfContributionYears(58, 58)).toBe(1);
    expect(epfContributionYears(60, 58)).toBe(0);
    const result = calculateEpf({
      monthlyBasicDa: 25000,
      currentAge: 25,
      retirementAge: 60,
      annualIncrementPct: 10,
      annualRatePct: 8.15,
    });
    expect(Math.round(result.maturity)).not.toBe(34575195);
  });

  it('defaults use the configured 8.25% and split employee/employer totals', () => {
    const result = calculateEpf(EPF_DEFAULTS);
    expect(Math.round(result.employeeTotal)).toBe(4487235);
    expect(Math.round(result.employerTotal)).toBe(1372346);
    expect(result.series[0]).toMatchObject({ year: 1, age: 30, opening: 0, monthlySalary: 50000, employee: 72000 });
    expect(result.series[0]?.employer).toBeCloseTo(22020, 6);
  });

  it('EPS wage ceiling option credits 12% − ₹1,250 to EPF', () => {
    expect(employerMonthlyEpf(50000, true)).toBeCloseTo(4750, 9);
    expect(employerMonthlyEpf(10000, true)).toBeCloseTo(367, 9);
    expect(employerMonthlyEpf(50000, false)).toBeCloseTo(1835, 9);
    const result = calculateEpf({ ...EPF_DEFAULTS, epsWageCeiling: true });
    expect(Math.round(result.maturity)).toBe(26281296);
  });

  it('an existing balance earns interest from year 1', () => {
    const result = calculateEpf({
      monthlyBasicDa: 30000,
      currentAge: 40,
      retirementAge: 58,
      annualIncrementPct: 6,
      annualRatePct: 8.25,
      currentBalance: 500000,
    });
    expect(Math.round(result.maturity)).toBe(6282181);
  });
});

describe('calculateEpf properties', () => {
  it('is finite; maturity = balance + contributions + interest; rows chain', () => {
    const rnd = createRandom(71);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const monthlyBasicDa = rnd.floatOrExtreme(5000, 500000, [0, 1e9]);
      const currentAge = rnd.int(18, 60);
      const retirementAge = rnd.pick([58, 60, rnd.int(currentAge, 70), currentAge]);
      const annualIncrementPct = rnd.floatOrExtreme(0, 15, [0, 100]);
      const annualRatePct = rnd.floatOrExtreme(7, 9, [0, 100]);
      const currentBalance = rnd.pick([0, rnd.float(0, 5e6)]);
      const input = {
        monthlyBasicDa,
        currentAge,
        retirementAge,
        annualIncrementPct,
        annualRatePct,
        currentBalance,
        epsWageCeiling: rnd.pick([true, false]),
      };
      const context = JSON.stringify(input);
      const result = calculateEpf(input);
      expectAllFinite(
        { maturity: result.maturity, interest: result.interest, employee: result.employeeTotal },
        context,
      );
      expect(result.years).toBe(Math.max(0, retirementAge - currentAge + 1));
      expect(result.series).toHaveLength(result.years);
      expectClose(
        currentBalance + result.employeeTotal + result.employerTotal + result.interest,
        result.maturity,
        1e-12,
        context,
      );
      expect(result.interest, context).toBeGreaterThanOrEqual(0);
      expect(result.employerTotal, context).toBeGreaterThanOrEqual(0);
    }
  });
});
