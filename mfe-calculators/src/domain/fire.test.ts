import { describe, expect, it } from 'vitest';
import { FIRE_DEFAULTS, calculateFire, calculateFireAsShown } from './fire';
import { formatRupees } from '@meridian/shared';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite, expectClose } from './testing/assertions';

describe('calculateFire (spec §9)', () => {
  it.each([
    {
      name: 'spec defaults 50,000/m, 20→40, 10%, coast 22',
      input: FIRE_DEFAULTS,
      expense: 4036500,
      lean: 100912499,
      fire: 121094999,
      fat: 201824998,
      coast: 80446827,
    },
    {
      name: 'inflation 0, retire now, coast now',
      input: { monthlyExpense: 50000, currentAge: 40, retirementAge: 40, inflationPct: 0, coastAge: 40 },
      expense: 600000,
      lean: 15000000,
      fire: 18000000,
      fat: 30000000,
      coast: 15000000,
    },
    {
      name: 'one year to retirement, coast in one year',
      input: { monthlyExpense: 10000, currentAge: 30, retirementAge: 31, inflationPct: 6, coastAge: 31 },
      expense: 127200,
      lean: 3180000,
      fire: 3816000,
      fat: 6360000,
      coast: 2839286,
    },
    {
      name: 'zero expense',
      input: { monthlyExpense: 0, currentAge: 20, retirementAge: 40, inflationPct: 10, coastAge: 22 },
      expense: 0,
      lean: 0,
      fire: 0,
      fat: 0,
      coast: 0,
    },
  ])('$name', ({ input, expense, lean, fire, fat, coast }) => {
    const result = calculateFire(input);
    expect(Math.round(result.expenseAtRetirement)).toBe(expense);
    expect(Math.round(result.leanFire)).toBe(lean);
    expect(Math.round(result.fire)).toBe(fire);
    expect(Math.round(result.fatFire)).toBe(fat);
    expect(Math.round(result.coastFire)).toBe(coast);
  });

  it('annual expense is 12 × monthly', () => {
    expect(calculateFire(FIRE_DEFAULTS).annualExpense).toBe(600000);
    expect(calculateFire(FIRE_DEFAULTS).yearsToRetirement).toBe(20);
  });
});

describe('calculateFire properties', () => {
  it('lean:fire:fat = 25:30:50 of the expense; coast = lean/1.12^(coast − age)', () => {
    const rnd = createRandom(103);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const monthlyExpense = rnd.floatOrExtreme(1000, 1e6, [0, 1e9]);
      const currentAge = rnd.int(18, 60);
      const retirementAge = rnd.pick([rnd.int(currentAge, 80), currentAge, 100]);
      const coastAge = rnd.int(currentAge, retirementAge);
      const inflationPct = rnd.floatOrExtreme(0, 12, [0, 100]);
      const input = { monthlyExpense, currentAge, retirementAge, inflationPct, coastAge };
      const context = JSON.stringify(input);
      const result = calculateFire(input);
      expectAllFinite({ ...result }, context);
      expectClose(
        result.expenseAtRetirement,
        12 * monthlyExpense * (1 + inflationPct / 100) ** (retirementAge - currentAge),
        1e-9,
        context,
      );
      expectClose(result.leanFire, 25 * result.expenseAtRetirement, 1e-12, context);
      expectClose(result.fire, 30 * result.expenseAtRetirement, 1e-12, context);
      expectClose(result.fatFire, 50 * result.expenseAtRetirement, 1e-12, context);
      expectClose(result.coastFire, result.leanFire / 1.12 ** (coastAge - currentAge), 1e-9, context);
      expect(result.coastFire, context).toBeLessThanOrEqual(result.leanFire * (1 + 1e-12));
    }
  });
});

describe('calculateFireAsShown: each multiple agrees with the yearly expense shown beside it', () => {
  it.each([
    {
      name: 'spec defaults: 30 × ₹40,36,500',
      input: FIRE_DEFAULTS,
      expense: '₹40,36,500',
      lean: '₹10,09,12,500',
      fire: '₹12,10,95,000',
      fat: '₹20,18,25,000',
      coast: '₹8,04,46,827',
    },
    {
      name: 'one year to retirement',
      input: { monthlyExpense: 10000, currentAge: 30, retirementAge: 31, inflationPct: 6, coastAge: 31 },
      expense: '₹1,27,200',
      lean: '₹31,80,000',
      fire: '₹38,16,000',
      fat: '₹63,60,000',
      coast: '₹28,39,286',
    },
    {
      name: 'odd inflation, 7 years',
      input: { monthlyExpense: 33333, currentAge: 30, retirementAge: 37, inflationPct: 6.5, coastAge: 33 },
      expense: '₹6,21,588',
      lean: '₹1,55,39,700',
      fire: '₹1,86,47,640',
      fat: '₹3,10,79,400',
      coast: '₹1,10,60,852',
    },
  ])('$name', ({ input, expense, lean, fire, fat, coast }) => {
    const shown = calculateFireAsShown(input);
    expect(formatRupees(shown.expenseAtRetirement)).toBe(expense);
    expect(formatRupees(shown.leanFire)).toBe(lean);
    expect(formatRupees(shown.fire)).toBe(fire);
    expect(formatRupees(shown.fatFire)).toBe(fat);
    expect(formatRupees(shown.coastFire)).toBe(coast);
  });

  it('stays within half a rupee per multiple of the exact formulas', () => {
    const exact = calculateFire(FIRE_DEFAULTS);
    const shown = calculateFireAsShown(FIRE_DEFAULTS);
    expect(Math.abs(shown.fatFire - exact.fatFire)).toBeLessThanOrEqual(25);
  });
});
