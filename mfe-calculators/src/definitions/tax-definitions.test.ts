import { describe, expect, it } from 'vitest';
import { TAX_RULES_AS_OF } from '../domain/tax-rules';
import { formatResult } from '../framework/format';
import { evaluateDrafts, tryCompute } from '../framework/input-state';
import { defaultValues } from '../framework/inputs';
import type { AnyDefinition, CalculatorOutput, Values } from '../framework/types';
import { capitalGainsDefinition } from './capital-gains';
import { gratuityDefinition } from './gratuity';
import { hraDefinition } from './hra';
import { compareRegimes, INCOME_TAX_DEFAULTS, type IncomeTaxInput } from '../domain/income-tax';
import { incomeTaxDefinition, regimeRows } from './income-tax';

const at = (definition: AnyDefinition, values: Record<string, number | string | boolean>): Values => ({
  ...defaultValues(definition.inputs),
  ...values,
});
const shown = (output: CalculatorOutput | undefined, key: string) => {
  const item = output?.headlines.find((headline) => headline.key === key);
  return item ? formatResult(item.value, item.format) : undefined;
};
const NO_DEDUCTIONS = {
  c80: 0,
  healthSelf: 0,
  healthParents: 0,
  homeLoan: 0,
  hraExempt: 0,
  nps: 0,
  otherDeductions: 0,
};

describe('the tax definitions state their rules’ date', () => {
  it.each([incomeTaxDefinition, hraDefinition, gratuityDefinition, capitalGainsDefinition])('%#', (definition) => {
    expect(definition.rulesAsOf).toBe(TAX_RULES_AS_OF);
    expect(TAX_RULES_AS_OF).toBe('November 2026');
  });
});

describe('income tax', () => {
  const compute = (values: Record<string, number | string | boolean>) =>
    tryCompute(incomeTaxDefinition, at(incomeTaxDefinition, values));

  it.each([
    ['salary ₹12,75,000, new regime', { ...NO_DEDUCTIONS, salary: 1275000 }, 'newTax', '₹0'],
    ['taxable income ₹12,10,000, new regime', { ...NO_DEDUCTIONS, salary: 0, other: 1210000 }, 'newTax', '₹10,400'],
    ['taxable income ₹5,00,000, old regime', { ...NO_DEDUCTIONS, salary: 0, other: 500000 }, 'oldTax', '₹0'],
    [
      'FY 2025-26 gives the same',
      { ...NO_DEDUCTIONS, year: '2025-26', salary: 0, other: 1210000 },
      'newTax',
      '₹10,400',
    ],
  ])('%s → %s %s', (_, values, key, text) => {
    expect(shown(compute(values), key)).toBe(text);
  });

  it('names each deduction by what it is, with the 1961 Act’s section', () => {
    const label = (key: string) => incomeTaxDefinition.inputs.find((input) => input.key === key)?.label;
    expect(label('c80')).toBe(
      'PPF, ELSS, life insurance, EPF, tuition fees, home-loan principal … — 80C under the 1961 Act',
    );
    expect(label('nps')).toMatch(/NPS .* — 80CCD\(1B\) under the 1961 Act$/);
    expect(label('healthSelf')).toMatch(/^Health insurance .* — 80D under the 1961 Act$/);
    expect(label('homeLoan')).toMatch(/— 24\(b\) under the 1961 Act$/);
    expect(label('resident')).toBe('Are you resident in India for tax this year?');
  });

  it('shows the verdict as the main result', () => {
    const output = compute({});
    expect(output?.headlines[0]).toMatchObject({ key: 'saving', label: 'The new regime saves you', primary: true });
  });

  describe('the side-by-side lines: short labels, what each means, both regimes to the rupee', () => {
    const rowsAt = (change: Partial<IncomeTaxInput>) => {
      const input = { ...INCOME_TAX_DEFAULTS, ...change };
      return regimeRows(compareRegimes(input), input.year);
    };
    const line = (change: Partial<IncomeTaxInput>, key: string) => rowsAt(change).find((row) => row.key === key);

    it('at the defaults', () => {
      const rows = rowsAt({});
      expect(rows.map((row) => [row.label, row.old, row.new])).toEqual([
        ['Gross income', '₹12,75,000', '₹12,75,000'],
        ['Standard deduction', '-₹50,000', '-₹75,000'],
        ['Deductions', '-₹1,75,000', '₹0'],
        ['Taxable income', '₹10,50,000', '₹12,00,000'],
        ['Slab tax', '₹1,27,500', '₹60,000'],
        ['87A rebate', '₹0', '-₹60,000'],
        ['Marginal relief', '₹0', '₹0'],
        ['Surcharge', '₹0', '₹0'],
        ['Cess (4%)', '₹5,100', '₹0'],
        ['Total tax', '₹1,32,600', '₹0'],
        ['Effective rate', '10.40%', '0.00%'],
      ]);
      // Short enough to sit beside two figures on a phone; the detail says the rest.
      expect(Math.max(...rows.map((row) => row.label.length))).toBeLessThanOrEqual(18);
      expect(line({}, 'taxable')?.detail).toBe(
        'Gross income less the deductions above, rounded to the nearest ₹10 (section 288A).',
      );
      expect(line({}, 'standard')?.detail).toContain('₹75,000 in the new regime, ₹50,000 in the old');
      expect(line({}, 'rebate')?.detail).toContain(
        'up to ₹60,000 of the tax when taxable income is at most ₹12,00,000 in the new regime',
      );
    });

    it.each([
      ['the year', { year: '2025-26' as const }, 'taxable', 'Taxable income'],
      ['the cess rate', {}, 'cess', 'Cess (4%)'],
    ])('labels follow %s', (_, values, key, label) => {
      expect(line(values, key)?.label).toBe(label);
    });

    it('a surcharge: the figure in the cell, the rate and its relief in the detail', () => {
      const noDeductions = { savings80C: 0, healthSelf: 0 };
      const values = {
        salary: 0,
        otherIncome: 5100000,
        deductions: { ...INCOME_TAX_DEFAULTS.deductions, ...noDeductions },
      };
      const surcharge = line(values, 'surcharge');
      // ₹1 lakh above ₹50 lakh, taxed at 30%: the surcharge is at most ₹1,00,000 − ₹30,000.
      expect([surcharge?.old, surcharge?.new]).toEqual(['₹70,000', '₹70,000']);
      expect(surcharge?.detail).toContain(
        'in the new regime 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore; in the old 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore, 37% above ₹5 crore.',
      );
      expect(surcharge?.detail).toMatch(
        /Here: old regime, 10% after marginal relief; new regime, 10% after marginal relief\.$/,
      );
      expect(line({ salary: 0, otherIncome: 30000000 }, 'surcharge')?.detail).toMatch(
        /Here: old regime, 25%; new regime, 25%\.$/,
      );
      expect(line({}, 'surcharge')?.detail).toMatch(/Here: old regime, none; new regime, none\.$/);
    });
  });

  it.each([
    [{ c80: 150001 }, 'c80', '80C allows at most ₹1,50,000 a year; enter at most ₹1,50,000.'],
    [{ nps: 60000 }, 'nps', '80CCD(1B) allows at most ₹50,000 a year; enter at most ₹50,000.'],
    [{ homeLoan: 250000 }, 'homeLoan', 'Interest on a self-occupied home (24(b)) allows at most ₹2,00,000 a year'],
    [{ healthSelf: 50000 }, 'healthSelf', '80D below 60 (or for a non-resident) allows at most ₹25,000 a year'],
    [{ healthParents: 50000 }, 'healthParents', '80D for parents below 60 allows at most ₹25,000 a year'],
    [{ salary: 100000, hraExempt: 120000 }, 'hraExempt', 'The exempt HRA cannot be more than your salary (₹1,00,000).'],
    [
      { age: '60-to-79', resident: 'no', healthSelf: 50000 },
      'healthSelf',
      '80D below 60 (or for a non-resident) allows at most ₹25,000',
    ],
  ])('refuses %o beside %s, with the reason', (values, key, message) => {
    const errors = incomeTaxDefinition.validate?.(at(incomeTaxDefinition, values)) ?? {};
    expect(errors[key]).toContain(message);
  });

  it('takes the higher 80D limits when they apply', () => {
    expect(
      incomeTaxDefinition.validate?.(
        at(incomeTaxDefinition, { age: '60-to-79', healthSelf: 50000, parentsSenior: true, healthParents: 50000 }),
      ),
    ).toEqual({});
  });

  it('refuses a negative salary beside the field and keeps the last result (no NaN, no clamp)', () => {
    const evaluation = evaluateDrafts(incomeTaxDefinition, at(incomeTaxDefinition, {}), { salary: '-5,00,000' });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.errors.salary).toBe('Salary for the year cannot be negative.');
    expect(evaluation.output).toBeUndefined();
  });

  it('says when the old regime’s deductions are more than the income', () => {
    const output = compute({ ...NO_DEDUCTIONS, salary: 300000, c80: 150000, homeLoan: 200000 });
    expect(output?.messages?.join(' ')).toContain('more than the income they can reduce');
  });
});

describe('HRA', () => {
  it('the anchor, and that it applies under the old regime only', () => {
    const output = tryCompute(
      hraDefinition,
      at(hraDefinition, { basic: 50000, hra: 25000, rent: 20000, city: 'Mumbai' }),
    );
    expect(shown(output, 'exemptMonthly')).toBe('₹15,000');
    expect(output?.messages).toContain(
      'The HRA exemption applies under the old tax regime only. Under the new regime, the default, all of the HRA is taxed as salary.',
    );
    expect(output?.table?.rows[1]).toMatchObject({
      limit: 'Rent paid less 10% of basic + DA: the least',
      monthly: 15000,
    });
  });

  it('another city takes 40%', () => {
    const output = tryCompute(
      hraDefinition,
      at(hraDefinition, { basic: 50000, hra: 30000, rent: 40000, city: 'other' }),
    );
    expect(shown(output, 'exemptMonthly')).toBe('₹20,000');
  });

  it('offers the year’s metro cities and another city', () => {
    const city = hraDefinition.inputs.find((input) => input.key === 'city');
    expect(city?.kind === 'choice' ? city.options.map((option) => option.label) : []).toEqual([
      'Delhi',
      'Mumbai',
      'Kolkata',
      'Chennai',
      'Another city',
    ]);
  });
});

describe('gratuity', () => {
  it('the anchor: ₹50,000, 10 years, covered → ₹2,88,462', () => {
    expect(shown(tryCompute(gratuityDefinition, at(gratuityDefinition, {})), 'gratuity')).toBe('₹2,88,462');
  });

  it('says when service is too short, and when the cap applies', () => {
    const short = tryCompute(gratuityDefinition, at(gratuityDefinition, { years: 4, months: 11 }));
    expect(shown(short, 'gratuity')).toBe('₹0');
    expect(short?.messages?.[0]).toMatch(/^Not payable yet: gratuity needs 5 years of continuous service/);
    const capped = tryCompute(gratuityDefinition, at(gratuityDefinition, { salary: 300000, years: 30 }));
    expect(shown(capped, 'gratuity')).toBe('₹20,00,000');
    expect(capped?.messages?.join(' ')).toContain('the Act caps gratuity at ₹20,00,000');
  });
});

describe('capital gains', () => {
  it('refuses a sale date before the purchase date, beside the sale date, with the reason', () => {
    const errors = capitalGainsDefinition.validate?.(
      at(capitalGainsDefinition, { bought: '2026-01-10', sold: '2025-12-01' }),
    );
    expect(errors).toEqual({
      sold: 'The sale date is before the purchase date (10 Jan 2026): a sale cannot come before the purchase.',
    });
  });

  it('refuses a sale date outside the years with figures, and a date that does not exist, beside the field', () => {
    const values = at(capitalGainsDefinition, {});
    expect(evaluateDrafts(capitalGainsDefinition, values, { sold: '2024-12-01' }).errors.sold).toBe(
      'Sale date cannot be before 1 Apr 2025.',
    );
    expect(evaluateDrafts(capitalGainsDefinition, values, { sold: '2026-02-29' }).errors.sold).toBe(
      'Sale date must be a real date, for example 31 Mar 2027.',
    );
  });

  it('states how the anniversary and a 29 February purchase count', () => {
    const output = tryCompute(
      capitalGainsDefinition,
      at(capitalGainsDefinition, {
        asset: 'property',
        bought: '2024-02-29',
        sold: '2026-02-28',
        cost: 5000000,
        price: 6000000,
      }),
    );
    expect(shown(output, 'term')).toBe('Short term, 2 years and 0 days');
    expect(output?.messages?.[0]).toBe(
      'Held 2 years and 0 days: not more than 24 months, so short term. It has been held 24 months on 28 Feb 2026, which is still short term; a sale from 1 Mar 2026 is long term. Bought on 29 February: in a year without one, the anniversary is 28 February.',
    );
    expect(capitalGainsDefinition.notes?.join(' ')).toContain(
      'A purchase on 29 February has its anniversary on 28 February',
    );
  });

  it('says when the cost inflation index of the sale year is not in the figures', () => {
    const output = tryCompute(
      capitalGainsDefinition,
      at(capitalGainsDefinition, {
        asset: 'property',
        bought: '2018-06-01',
        sold: '2026-12-01',
        cost: 5000000,
        price: 9000000,
      }),
    );
    expect(shown(output, 'totalTax')).toBe('₹5,20,000');
    expect(output?.messages?.join(' ')).toContain(
      'The cost inflation index for 2026-27 is not in this calculator’s figures yet',
    );
  });
});
