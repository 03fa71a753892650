import { describe, expect, it } from 'vitest';
import { calculateHra, HRA_DEFAULTS, isMetroCity } from './hra';
import { TAX_RULES, TAX_YEARS } from './tax-rules';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite } from './testing/assertions';

describe('calculateHra', () => {
  it('the issue’s anchor: basic ₹50,000, HRA ₹25,000, rent ₹20,000 a month in a metro → ₹15,000 a month exempt', () => {
    const result = calculateHra(HRA_DEFAULTS);
    expect(result.limits).toEqual({ received: 25000, rent: 15000, salary: 25000 });
    expect(result).toMatchObject({
      metro: true,
      salaryPct: 50,
      binding: 'rent',
      exemptMonthly: 15000,
      exemptYearly: 180000,
      taxableMonthly: 10000,
      taxableYearly: 120000,
    });
  });

  it.each([
    { name: 'non-metro: 40% of basic + DA', city: 'Pune', basicDa: 50000, hra: 25000, rent: 40000, exempt: 20000 },
    { name: 'metro: 50%', city: 'Mumbai', basicDa: 50000, hra: 30000, rent: 40000, exempt: 25000 },
    { name: 'the HRA received is the least', city: 'Chennai', basicDa: 50000, hra: 10000, rent: 40000, exempt: 10000 },
    {
      name: 'rent below 10% of salary: nothing exempt',
      city: 'Kolkata',
      basicDa: 50000,
      hra: 20000,
      rent: 4000,
      exempt: 0,
    },
    { name: 'rent exactly 10%: nothing', city: 'Delhi', basicDa: 50000, hra: 20000, rent: 5000, exempt: 0 },
    { name: 'no rent paid', city: 'Delhi', basicDa: 50000, hra: 20000, rent: 0, exempt: 0 },
    { name: 'no HRA received', city: 'Delhi', basicDa: 50000, hra: 0, rent: 30000, exempt: 0 },
  ])('$name → ₹$exempt a month', ({ city, basicDa, hra, rent, exempt }) => {
    expect(calculateHra({ year: '2026-27', basicDa, hraReceived: hra, rentPaid: rent, city }).exemptMonthly).toBe(
      exempt,
    );
  });

  it.each(TAX_YEARS)('FY %s: the metro list is data: Delhi, Mumbai, Kolkata and Chennai', (year) => {
    expect(TAX_RULES[year].hra.metroCities).toEqual(['Delhi', 'Mumbai', 'Kolkata', 'Chennai']);
    expect(isMetroCity(year, 'Delhi')).toBe(true);
    expect(isMetroCity(year, 'Bengaluru')).toBe(false);
    expect(isMetroCity(year, 'delhi')).toBe(false);
  });

  it.each([{ basicDa: -1 }, { hraReceived: Number.NaN }, { rentPaid: Infinity }])('refuses %o', (bad) => {
    expect(() => calculateHra({ ...HRA_DEFAULTS, ...bad })).toThrow(RangeError);
  });
});

describe('calculateHra properties', () => {
  it('the exemption is the least of the three limits, never negative, never above the HRA received', () => {
    const rnd = createRandom(1313);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const input = {
        year: rnd.pick(TAX_YEARS),
        basicDa: rnd.floatOrExtreme(0, 500000, [0, 1e9]),
        hraReceived: rnd.floatOrExtreme(0, 250000, [0, 1e9]),
        rentPaid: rnd.floatOrExtreme(0, 300000, [0, 1e9]),
        city: rnd.pick(['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Pune', 'Jaipur']),
      };
      const context = JSON.stringify(input);
      const result = calculateHra(input);
      expectAllFinite({ exempt: result.exemptMonthly, taxable: result.taxableMonthly }, context);
      expect(result.exemptMonthly, context).toBe(Math.min(...Object.values(result.limits)));
      expect(result.exemptMonthly, context).toBeGreaterThanOrEqual(0);
      expect(result.exemptMonthly, context).toBeLessThanOrEqual(input.hraReceived);
      expect(result.exemptYearly, context).toBe(result.exemptMonthly * 12);
      expect(result.exemptMonthly + result.taxableMonthly, context).toBeCloseTo(input.hraReceived, 6);
    }
  });
});
