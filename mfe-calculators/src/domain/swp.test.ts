import { describe, expect, it } from 'vitest';
import { SWP_DEFAULTS, calculateSwp } from './swp';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateSwp (effective monthly rate, interest then withdrawal)', () => {
  it.each([
    // full precision 39,642.70, so the notes allow ±1 around 39,642
    {
      name: 'advisorkhoj 5 L, 10k/m, 10%, 5 y',
      investment: 500000,
      w: 10000,
      rate: 10,
      years: 5,
      final: 39642,
      tolerance: 1,
    },
    {
      name: 'geek.digit.in 10 L, 10k, 8%, 10 y',
      investment: 1000000,
      w: 10000,
      rate: 8,
      years: 10,
      final: 357682,
      tolerance: 0,
    },
    {
      name: "onlinesipcalculator (Groww's live) 50k, 1k, 10%, 1 y",
      investment: 50000,
      w: 1000,
      rate: 10,
      years: 1,
      final: 42459,
      tolerance: 0,
    },
    { name: 'rate 0', investment: 500000, w: 10000, rate: 0, years: 2, final: 260000, tolerance: 0 },
    {
      name: 'zero withdrawal grows like a lumpsum',
      investment: 100000,
      w: 0,
      rate: 12,
      years: 10,
      final: 310585,
      tolerance: 0,
    },
    { name: 'zero investment', investment: 0, w: 10000, rate: 10, years: 5, final: 0, tolerance: 0 },
  ])('$name', ({ investment, w, rate, years, final, tolerance }) => {
    const result = calculateSwp({ investment, monthlyWithdrawal: w, annualReturnPct: rate, years });
    expect(Math.abs(Math.round(result.finalValue) - final)).toBeLessThanOrEqual(tolerance);
  });

  it('month 1 of the advisorkhoj example: +3,987 − 10,000 = 4,93,987', () => {
    const row = calculateSwp(SWP_DEFAULTS).monthly[0];
    expect(Math.round(row?.interest ?? NaN)).toBe(3987);
    expect(Math.round(row?.closing ?? NaN)).toBe(493987);
  });

  it("does not follow Groww's page-text order (withdraw first, r/12), which gives 42,565", () => {
    expect(
      Math.round(
        calculateSwp({ investment: 50000, monthlyWithdrawal: 1000, annualReturnPct: 10, years: 1 }).finalValue,
      ),
    ).not.toBe(42565);
  });

  it('records the depletion month and clamps at 0', () => {
    const result = calculateSwp({ investment: 500000, monthlyWithdrawal: 10000, annualReturnPct: 10, years: 10 });
    expect(result.depletionMonth).toBe(65);
    expect(result.depletionYear).toBe(6);
    expect(result.finalValue).toBe(0);
    expect(Math.round(result.totalWithdrawal)).toBe(640445);
    expect(result.monthly.every((row) => row.closing >= 0)).toBe(true);
    expect(result.monthly[70]?.withdrawal).toBe(0);
  });

  it('defaults: 60 months, ₹6,00,000 withdrawn, no depletion, 5 yearly rows', () => {
    const result = calculateSwp(SWP_DEFAULTS);
    expect(result.months).toBe(60);
    expect(result.totalWithdrawal).toBe(600000);
    expect(result.depletionMonth).toBeNull();
    expect(result.yearly).toHaveLength(5);
    expect(result.yearly[0]?.withdrawal).toBe(120000);
  });
});

describe('calculateSwp properties', () => {
  it('never negative; investment + interest − withdrawals = final; matches a naive loop', () => {
    const rnd = createRandom(79);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const investment = rnd.floatOrExtreme(0, 1e8, [0, 1, 1e12]);
      const monthlyWithdrawal = rnd.floatOrExtreme(0, 1e6, [0, 1e12]);
      const annualReturnPct = rnd.floatOrExtreme(0, 20, [0, 1e-12, 100]);
      const years = rnd.pick([rnd.int(0, 30), rnd.float(0, 30), 1]);
      const context = JSON.stringify({ investment, monthlyWithdrawal, annualReturnPct, years });
      const result = calculateSwp({ investment, monthlyWithdrawal, annualReturnPct, years });
      expectAllFinite(
        { final: result.finalValue, withdrawn: result.totalWithdrawal, interest: result.totalInterest },
        context,
      );
      expect(result.finalValue, context).toBeGreaterThanOrEqual(0);
      expect(result.monthly.every((row) => row.closing >= 0 && row.withdrawal <= row.plannedWithdrawal)).toBe(true);
      const scale = investment + result.totalInterest + result.totalWithdrawal;
      expect(
        Math.abs(investment + result.totalInterest - result.totalWithdrawal - result.finalValue),
        context,
      ).toBeLessThanOrEqual(1e-12 * scale + 1e-9);
      expect(result.totalWithdrawal, context).toBeLessThanOrEqual(monthlyWithdrawal * result.months * (1 + 1e-12));
      const rm = (1 + annualReturnPct / 100) ** (1 / 12) - 1;
      let balance = investment;
      for (let m = 0; m < result.months; m += 1) balance = Math.max(0, balance * (1 + rm) - monthlyWithdrawal);
      expectClose(result.finalValue, balance, 1e-8, context);
      if (result.depletionMonth !== null) expect(result.monthly[result.depletionMonth - 1]?.closing).toBe(0);
    }
  });
});
