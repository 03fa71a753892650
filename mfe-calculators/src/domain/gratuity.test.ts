import { describe, expect, it } from 'vitest';
import { calculateGratuity, GRATUITY_DEFAULTS, type GratuityInput } from './gratuity';
import { TAX_YEARS } from './tax-rules';
import { createRandom, PROPERTY_RUNS } from './testing/random';
import { expectAllFinite } from './testing/assertions';

const gratuity = (input: Partial<GratuityInput>) => calculateGratuity({ ...GRATUITY_DEFAULTS, ...input });

describe('calculateGratuity', () => {
  it('the issue’s anchor: ₹50,000, 10 years, covered → ₹2,88,462 (15 × 50,000 × 10 ÷ 26)', () => {
    const result = gratuity({});
    expect(Math.round(result.gratuity)).toBe(288462);
    expect(result).toMatchObject({ eligible: true, yearsCounted: 10, capReached: false, taxable: 0 });
    expect(result.exempt).toBe(result.gratuity);
  });

  it.each([
    { name: 'covered: 6 months over is not more than six', months: 6, counted: 10, amount: 288462 },
    { name: 'covered: 7 months over counts as a year', months: 7, counted: 11, amount: 317308 },
    { name: 'covered: 11 months over counts as a year', months: 11, counted: 11, amount: 317308 },
  ])('$name', ({ months, counted, amount }) => {
    const result = gratuity({ months });
    expect(result.yearsCounted).toBe(counted);
    expect(Math.round(result.gratuity)).toBe(amount);
  });

  it('not covered: 15 ÷ 30 of the average salary, completed years only', () => {
    const result = gratuity({ coverage: 'not-covered', months: 11 });
    expect(result.yearsCounted).toBe(10);
    expect(result.gratuity).toBe(250000);
    expect(result.exempt).toBe(250000);
  });

  it('covered: capped at ₹20 lakh', () => {
    const result = gratuity({ monthlySalary: 300000, years: 30 });
    expect(Math.round(result.formulaAmount)).toBe(5192308);
    expect(result).toMatchObject({ gratuity: 2000000, capReached: true, exempt: 2000000, taxable: 0 });
  });

  it('not covered: exempt up to ₹20 lakh, the rest taxable', () => {
    const result = gratuity({ coverage: 'not-covered', monthlySalary: 300000, years: 30 });
    expect(result).toMatchObject({ gratuity: 4500000, capReached: true, exempt: 2000000, taxable: 2500000 });
  });

  it.each([
    { name: '4 years 11 months, permanent: not yet', years: 4, months: 11, employment: 'permanent', eligible: false },
    { name: '5 years, permanent', years: 5, months: 0, employment: 'permanent', eligible: true },
    { name: '1 year, fixed-term (labour codes)', years: 1, months: 0, employment: 'fixed-term', eligible: true },
    { name: '11 months, fixed-term: not yet', years: 0, months: 11, employment: 'fixed-term', eligible: false },
  ] as const)('eligibility: $name', ({ years, months, employment, eligible }) => {
    const result = gratuity({ years, months, employment });
    expect(result.eligible).toBe(eligible);
    if (!eligible) expect(result.gratuity).toBe(0);
  });

  it('a fixed-term employee with 1 year 7 months gets 2 years’ gratuity', () => {
    expect(Math.round(gratuity({ years: 1, months: 7, employment: 'fixed-term' }).gratuity)).toBe(57692);
  });

  it.each([{ monthlySalary: -1 }, { years: 2.5 }, { months: 12 }, { months: -1 }, { years: 101 }])(
    'refuses %o',
    (bad) => {
      expect(() => gratuity(bad)).toThrow(RangeError);
    },
  );
});

describe('calculateGratuity properties', () => {
  it('grows with service and salary, never above the cap when covered, exempt + taxable = gratuity', () => {
    const rnd = createRandom(1972);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const input: GratuityInput = {
        year: rnd.pick(TAX_YEARS),
        monthlySalary: rnd.floatOrExtreme(0, 500000, [0, 1e9]),
        years: rnd.int(0, 45),
        months: rnd.int(0, 11),
        coverage: rnd.pick(['covered', 'not-covered'] as const),
        employment: rnd.pick(['permanent', 'fixed-term'] as const),
      };
      const context = JSON.stringify(input);
      const result = calculateGratuity(input);
      expectAllFinite({ gratuity: result.gratuity, exempt: result.exempt, taxable: result.taxable }, context);
      if (input.coverage === 'covered') expect(result.gratuity, context).toBeLessThanOrEqual(2000000);
      expect(result.exempt, context).toBeLessThanOrEqual(2000000);
      expect(result.exempt + result.taxable, context).toBeCloseTo(result.gratuity, 6);
      const longer = calculateGratuity(
        input.months < 11 ? { ...input, months: input.months + 1 } : { ...input, years: input.years + 1, months: 0 },
      );
      expect(longer.gratuity, context).toBeGreaterThanOrEqual(result.gratuity);
      const richer = calculateGratuity({ ...input, monthlySalary: input.monthlySalary + 1000 });
      expect(richer.gratuity, context).toBeGreaterThanOrEqual(result.gratuity);
    }
  });
});
