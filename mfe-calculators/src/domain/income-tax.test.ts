import { describe, expect, it } from 'vitest';
import {
  calculateRegimeTax,
  compareRegimes,
  deductionCaps,
  INCOME_TAX_DEFAULTS,
  NO_DEDUCTIONS,
  roundTaxAmount,
  slabTax,
  type IncomeTaxInput,
  type OldRegimeDeductions,
  type TaxRegime,
} from './income-tax';
import { TAX_RULES, TAX_YEARS } from './tax-rules';
import type { AgeBand } from './tax-rules/types';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite } from './testing/assertions';

/** A person with only other income: the total income is that income (no standard deduction). */
const income = (amount: number, extra: Partial<IncomeTaxInput> = {}): IncomeTaxInput => ({
  year: '2026-27',
  ageBand: 'below-60',
  resident: true,
  salary: 0,
  otherIncome: amount,
  deductions: NO_DEDUCTIONS,
  ...extra,
});

const taxOf = (regime: TaxRegime, input: IncomeTaxInput) => calculateRegimeTax(regime, input).totalTax;

describe('roundTaxAmount (sections 288A and 288B)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [10400.4, 10400],
    [1200001, 1200000],
    [1200004.99, 1200000],
    [1200005, 1200010],
    [1290837.6, 1290840],
    [1290843.84, 1290840],
  ])('%f → %i', (amount, rounded) => {
    expect(roundTaxAmount(amount)).toBe(rounded);
  });

  it('reads an amount a hair below a whole rupee in floating point as that rupee (1.15 × 100 is 114.99999999999999)', () => {
    expect(roundTaxAmount(1.15 * 100)).toBe(120);
    expect(roundTaxAmount(4.999999999999999)).toBe(10);
  });
});

describe('slabTax', () => {
  it('the new regime on ₹12,10,000 is ₹61,500, slab by slab', () => {
    const { tax, rows } = slabTax(1210000, TAX_RULES['2026-27'].newRegime.slabs['below-60']);
    expect(tax).toBe(61500);
    expect(rows.map((row) => row.tax)).toEqual([0, 20000, 40000, 1500, 0, 0, 0]);
    expect(rows[6]).toMatchObject({ from: 2400000, to: null, ratePct: 30, income: 0 });
  });
});

describe('the issue’s anchors', () => {
  it('salary ₹12,75,000 under the new regime → ₹0 (₹75,000 standard deduction, then the 87A rebate)', () => {
    const result = calculateRegimeTax('new', { ...income(0), salary: 1275000 });
    expect(result.standardDeduction).toBe(75000);
    expect(result.totalIncome).toBe(1200000);
    expect(result.slabTax).toBe(60000);
    expect(result.rebate).toBe(60000);
    expect(result.totalTax).toBe(0);
  });

  it('taxable income ₹12,10,000 under the new regime → ₹10,000 tax (marginal relief) + ₹400 cess = ₹10,400', () => {
    const result = calculateRegimeTax('new', income(1210000));
    expect(result.slabTax).toBe(61500);
    expect(result.rebate).toBe(0);
    expect(result.rebateRelief).toBe(51500);
    expect(result.taxAfterRebate).toBe(10000);
    expect(result.cess).toBe(400);
    expect(result.totalTax).toBe(10400);
  });

  it('taxable income ₹5,00,000 under the old regime → ₹0', () => {
    const result = calculateRegimeTax('old', income(500000));
    expect(result.slabTax).toBe(12500);
    expect(result.rebate).toBe(12500);
    expect(result.totalTax).toBe(0);
  });

  it('the defaults: the new regime costs ₹0 and the old ₹1,32,600, so the new saves ₹1,32,600', () => {
    const result = compareRegimes(INCOME_TAX_DEFAULTS);
    expect(result.new.totalTax).toBe(0);
    expect(result.old.totalIncome).toBe(1050000);
    expect(result.old.totalTax).toBe(132600);
    expect(result).toMatchObject({ lower: 'new', saving: 132600 });
  });
});

describe.each(TAX_YEARS)('FY %s: slab boundaries and relief points', (year) => {
  it.each([
    // New regime: the 87A rebate and its marginal relief.
    ['new', 1200000, 0],
    ['new', 1200001, 0], // total income rounds to ₹12,00,000
    ['new', 1200004, 0],
    ['new', 1200005, 10], // rounds to ₹12,00,010: tax ₹10 + cess ₹0.40
    ['new', 1210000, 10400],
    ['new', 1270580, 73400], // relief ₹7 still
    ['new', 1270590, 73410], // relief over: ₹70,588.50 + cess
    ['new', 400000, 0],
    ['new', 800000, 0],
    // New regime: surcharge from ₹50 lakh, with marginal relief up to about ₹51,61,194.
    ['new', 5000000, 1123200],
    ['new', 5000010, 1123210],
    ['new', 5100000, 1227200],
    ['new', 5161190, 1290840],
    ['new', 5161200, 1290840],
    ['new', 5200000, 1304160],
    ['new', 10000000, 2951520],
    ['new', 10000010, 2951530],
    ['new', 50000000, 18954000],
    ['new', 50000010, 18954000], // no 37% band in the new regime
    // Old regime.
    ['old', 250000, 0],
    ['old', 500000, 0],
    ['old', 500010, 13000], // no marginal relief on the old regime's rebate
    ['old', 1000000, 117000],
    ['old', 5000000, 1365000],
    ['old', 50000000, 19256250],
    ['old', 50000010, 19256260], // 37% above ₹5 crore, with marginal relief
  ] as const)('%s regime, total income ₹%i → ₹%i', (regime, amount, tax) => {
    expect(taxOf(regime, income(amount, { year }))).toBe(tax);
  });

  it.each([
    ['below-60', true, 1000000, 117000],
    ['60-to-79', true, 300000, 0],
    ['60-to-79', true, 1000000, 114400],
    ['80-plus', true, 1000000, 104000],
    ['80-plus', false, 500000, 13000], // a non-resident gets neither the rebate nor the seniors' exemption
    ['60-to-79', false, 1000000, 117000],
  ] as const)('old regime, %s, resident %s, ₹%i → ₹%i', (ageBand, resident, amount, tax) => {
    expect(taxOf('old', income(amount, { year, ageBand, resident }))).toBe(tax);
  });

  it('a non-resident gets no 87A rebate and no marginal relief in the new regime', () => {
    expect(taxOf('new', income(1200000, { year, resident: false }))).toBe(62400);
    expect(taxOf('new', income(1210000, { year, resident: false }))).toBe(63960);
  });

  it('surcharge relief at ₹50 lakh: ₹10 more income costs at most ₹10 more tax and surcharge', () => {
    const at = calculateRegimeTax('new', income(5000000, { year }));
    const above = calculateRegimeTax('new', income(5000010, { year }));
    expect(above.surchargeRatePct).toBe(10);
    expect(above.taxAfterRebate + above.surcharge - (at.taxAfterRebate + at.surcharge)).toBeCloseTo(10, 6);
    expect(above.surchargeRelief).toBeCloseTo(107993.3, 6);
  });
});

describe('the old regime’s deductions', () => {
  const salaried = (deductions: Partial<OldRegimeDeductions>, salary = 1000000): IncomeTaxInput => ({
    ...income(0),
    salary,
    deductions: { ...NO_DEDUCTIONS, ...deductions },
  });

  it('takes HRA, standard deduction, home-loan interest and Chapter VI-A off the salary', () => {
    const result = calculateRegimeTax(
      'old',
      salaried({
        hraExemption: 180000,
        savings80C: 150000,
        homeLoanInterest: 200000,
        nps80CCD1B: 50000,
        healthSelf: 25000,
      }),
    );
    expect(result.standardDeduction).toBe(50000);
    expect(result.deductions).toBe(605000);
    expect(result.totalIncome).toBe(345000);
    expect(result.totalTax).toBe(0);
    expect(result.deductionsExceedIncome).toBe(false);
  });

  it('the new regime ignores them', () => {
    const result = calculateRegimeTax('new', salaried({ savings80C: 150000, hraExemption: 180000 }));
    expect(result.deductions).toBe(0);
    expect(result.totalIncome).toBe(925000);
  });

  it('deductions above the income leave a total income of ₹0, and say so', () => {
    const result = calculateRegimeTax('old', salaried({ savings80C: 150000, homeLoanInterest: 200000 }, 300000));
    expect(result.totalIncome).toBe(0);
    expect(result.deductionsExceedIncome).toBe(true);
  });

  it('the standard deduction is at most the salary', () => {
    expect(calculateRegimeTax('new', salaried({}, 30000)).standardDeduction).toBe(30000);
    expect(calculateRegimeTax('old', salaried({ hraExemption: 20000 }, 30000)).standardDeduction).toBe(10000);
  });

  it('80D’s caps follow age, residence and the parents’ age', () => {
    const base = { year: '2026-27', ageBand: 'below-60', resident: true } as const;
    expect(deductionCaps({ ...base, deductions: { parentsSenior: false } })).toEqual({
      savings80C: 150000,
      healthSelf: 25000,
      healthParents: 25000,
      homeLoanInterest: 200000,
      nps80CCD1B: 50000,
    });
    expect(deductionCaps({ ...base, ageBand: '60-to-79', deductions: { parentsSenior: true } })).toMatchObject({
      healthSelf: 50000,
      healthParents: 50000,
    });
    expect(
      deductionCaps({ ...base, ageBand: '80-plus', resident: false, deductions: { parentsSenior: false } }).healthSelf,
    ).toBe(25000);
  });

  it.each([
    [{ savings80C: 150001 }],
    [{ nps80CCD1B: 50001 }],
    [{ homeLoanInterest: 200001 }],
    [{ healthSelf: 25001 }],
    [{ healthParents: 50000 }],
    [{ hraExemption: 1000001 }],
    [{ other: -1 }],
  ])('refuses %o (a cap, or more HRA exemption than salary)', (deductions) => {
    expect(() => calculateRegimeTax('old', salaried(deductions))).toThrow(RangeError);
  });

  it('refuses a negative or non-finite salary', () => {
    expect(() => calculateRegimeTax('new', { ...income(0), salary: -1 })).toThrow(RangeError);
    expect(() => calculateRegimeTax('new', { ...income(0), salary: Number.NaN })).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const AGE_BANDS: readonly AgeBand[] = ['below-60', '60-to-79', '80-plus'];
/** Incomes near every threshold (rebate, slabs, surcharge) and anywhere up to ₹6 crore. */
const ANCHORS = [250000, 300000, 400000, 500000, 1000000, 1200000, 2400000, 5000000, 10000000, 20000000, 50000000];

function randomPerson(rnd: ReturnType<typeof createRandom>): Omit<IncomeTaxInput, 'salary' | 'otherIncome'> {
  const year = rnd.pick(TAX_YEARS);
  const ageBand = rnd.pick(AGE_BANDS);
  const resident = rnd.float(0, 1) < 0.8;
  const parentsSenior = rnd.float(0, 1) < 0.5;
  const caps = deductionCaps({ year, ageBand, resident, deductions: { parentsSenior } });
  return {
    year,
    ageBand,
    resident,
    deductions: {
      savings80C: rnd.pick([0, caps.savings80C, rnd.int(0, caps.savings80C)]),
      healthSelf: rnd.int(0, caps.healthSelf),
      healthParents: rnd.int(0, caps.healthParents),
      parentsSenior,
      homeLoanInterest: rnd.pick([0, rnd.int(0, caps.homeLoanInterest)]),
      hraExemption: 0,
      nps80CCD1B: rnd.pick([0, caps.nps80CCD1B]),
      other: rnd.pick([0, rnd.int(0, 100000)]),
    },
  };
}

const nearAnchor = (rnd: ReturnType<typeof createRandom>) => Math.max(0, rnd.pick(ANCHORS) + rnd.int(-300000, 300000));

describe('income tax properties', () => {
  it('the tax never decreases when income rises, in either regime', () => {
    const rnd = createRandom(2026);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const person = randomPerson(rnd);
      const salary = rnd.pick([0, nearAnchor(rnd), rnd.int(0, 60000000)]);
      const otherIncome = rnd.pick([0, nearAnchor(rnd), rnd.int(0, 5000000)]);
      const raise = rnd.pick([1, 5, 10, rnd.int(1, 1000), rnd.int(1, 500000)]);
      const inSalary = rnd.float(0, 1) < 0.5;
      const before = { ...person, salary, otherIncome };
      const after = inSalary ? { ...before, salary: salary + raise } : { ...before, otherIncome: otherIncome + raise };
      const context = JSON.stringify({ before, raise, inSalary });
      for (const regime of ['old', 'new'] as const) {
        const low = calculateRegimeTax(regime, before);
        const high = calculateRegimeTax(regime, after);
        expectAllFinite({ low: low.totalTax, high: high.totalTax, rate: high.effectiveRatePct }, context);
        expect(high.totalTax, `${regime} ${context}`).toBeGreaterThanOrEqual(low.totalTax);
        expect(low.totalTax % 10, context).toBe(0);
        expect(low.totalIncome % 10, context).toBe(0);
      }
    }
  });

  it('marginal relief never makes take-home pay (income less tax and surcharge) fall as income rises', () => {
    const rnd = createRandom(87);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const year = rnd.pick(TAX_YEARS);
      const ageBand = rnd.pick(AGE_BANDS);
      const resident = rnd.float(0, 1) < 0.8;
      const low = Math.round(nearAnchor(rnd) / 10) * 10;
      const high = low + rnd.pick([10, 20, 100, rnd.int(1, 2000) * 10, rnd.int(1, 30000) * 10]);
      for (const regime of ['old', 'new'] as const) {
        // The old regime's 87A rebate has no marginal relief in the Act: ₹10 above ₹5 lakh costs
        // about ₹13,000. That cliff is the law, not a lack of relief, so pairs across it are skipped.
        const rebateLimit = TAX_RULES[year].oldRegime.rebate.maxIncome;
        if (regime === 'old' && resident && low <= rebateLimit && high > rebateLimit) continue;
        const takeHome = (amount: number) => {
          const result = calculateRegimeTax(regime, income(amount, { year, ageBand, resident }));
          return result.totalIncome - result.taxAfterRebate - result.surcharge;
        };
        const context = JSON.stringify({ regime, year, ageBand, resident, low, high });
        expect(takeHome(high), context).toBeGreaterThanOrEqual(takeHome(low) - 1e-6);
      }
    }
  });

  it('the cess is charged on the relieved tax, so at ₹12,10,000 the pay left after all tax is ₹400 below ₹12,00,000’s', () => {
    // This is the Act's arithmetic (the anchor: ₹10,000 + ₹400), not a failure of relief.
    const left = (amount: number) => amount - taxOf('new', income(amount));
    expect(left(1200000)).toBe(1200000);
    expect(left(1210000)).toBe(1199600);
  });

  it('the lower regime is the one with less tax, by the difference', () => {
    const rnd = createRandom(1961);
    for (let i = 0; i < PROPERTY_RUNS / 3; i += 1) {
      const input = { ...randomPerson(rnd), salary: rnd.int(0, 30000000), otherIncome: rnd.int(0, 3000000) };
      const result = compareRegimes(input);
      expect(result.saving).toBe(Math.abs(result.old.totalTax - result.new.totalTax));
      if (result.lower !== 'same')
        expect(result[result.lower].totalTax).toBeLessThan(result[result.lower === 'old' ? 'new' : 'old'].totalTax);
    }
  });
});
