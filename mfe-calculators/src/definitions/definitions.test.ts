import { describe, expect, it } from 'vitest';
import { GOVERNMENT_RATES } from '../domain/rates';
import { exampleText } from '../framework/calculator-page';
import { formatResult } from '../framework/format';
import { computeDefaults, tryCompute } from '../framework/input-state';
import { defaultValues } from '../framework/inputs';
import type { AnyDefinition, CalculatorOutput, NumberInput } from '../framework/types';
import { DEFINITIONS as GENERIC_DEFINITIONS } from './index';
import { TAX_DEFINITIONS } from './tax';
import { CALCULATOR_CATALOGUE, CALCULATOR_PAGES, findPage, isTaxTool, TAX_TOOL_SLUGS } from '../catalogue';
import { CALCULATOR_DISCLAIMERS } from '../content/disclaimers';

/** Every definition: those of the generic calculators' chunk and the tax tools'. */
const DEFINITIONS = [...GENERIC_DEFINITIONS, ...TAX_DEFINITIONS];

function definition(slug: string): AnyDefinition {
  const found = DEFINITIONS.find((item) => item.slug === slug);
  if (!found) throw new Error(`no definition for ${slug}`);
  return found;
}
const headline = (output: CalculatorOutput, key: string) => output.headlines.find((item) => item.key === key);
const shown = (output: CalculatorOutput, key: string) => {
  const item = headline(output, key);
  return item ? formatResult(item.value, item.format) : undefined;
};

describe('every catalogue card opens a page', () => {
  it('has a definition for each of the 29 entries except the goal planner and XIRR (pages of their own), and no strays', () => {
    const slugs = CALCULATOR_CATALOGUE.map((entry) => entry.id);
    expect(slugs).toHaveLength(29);
    expect(DEFINITIONS.map((item) => item.slug).sort()).toEqual(
      slugs.filter((slug) => slug !== 'goals' && slug !== 'xirr').sort(),
    );
    for (const entry of CALCULATOR_CATALOGUE) expect(entry.path).toBe(`/calculators/${entry.id}`);
  });

  it('lists 30 pages (the 29 and the risk questionnaire), with the spec’s and the footer’s slugs', () => {
    expect(CALCULATOR_PAGES).toHaveLength(30);
    for (const slug of ['sip', 'fire', 'home-loan', 'fd', 'goals', 'risk']) expect(findPage(slug)).toBeDefined();
    expect(findPage('fd')?.title).toBe('Fixed Deposit (FD) Calculator');
    expect(findPage('goals')?.title).toBe('Composite Financial Goal Planner');
  });

  it('keeps the tax tools in their own chunk: the generic registry has none of them', () => {
    expect(GENERIC_DEFINITIONS.filter((item) => isTaxTool(item.slug))).toEqual([]);
    expect([...TAX_DEFINITIONS.map((item) => item.slug), 'xirr']).toEqual([...TAX_TOOL_SLUGS]);
  });

  it('links only to pages that exist', () => {
    for (const item of DEFINITIONS)
      for (const slug of item.related) expect(findPage(slug), `${item.slug} → ${slug}`).toBeDefined();
  });
});

describe.each(DEFINITIONS.map((item) => [item.slug, item] as const))('%s', (_slug, item) => {
  it('has well-formed inputs: unique keys, defaults in range and on the slider’s steps', () => {
    const keys = item.inputs.map((input) => input.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const input of item.inputs.filter((candidate): candidate is NumberInput => candidate.kind === 'number')) {
      expect(input.default, input.key).toBeGreaterThanOrEqual(input.min);
      expect(input.default, input.key).toBeLessThanOrEqual(input.max);
      const steps = (input.default - input.min) / input.step;
      expect(Math.abs(steps - Math.round(steps)), `${input.key} default on a slider step`).toBeLessThan(1e-9);
    }
  });

  it('computes at its defaults with one primary result and no NaN anywhere', () => {
    const output = computeDefaults(item);
    expect(output.headlines.filter((entry) => entry.primary)).toHaveLength(1);
    expect(JSON.stringify(output)).not.toMatch(/NaN|Infinity|null/);
  });

  it('computes at every input’s minimum and maximum without NaN (or refuses them cleanly)', () => {
    for (const input of item.inputs) {
      if (input.kind !== 'number') continue;
      for (const value of [input.min, input.max]) {
        const values = { ...defaultValues(item.inputs), [input.key]: value };
        if (Object.keys(item.validate?.(values) ?? {}).length > 0) continue;
        const output = tryCompute(item, values);
        expect(output, `${input.key} = ${value}`).toBeDefined();
        for (const entry of output?.headlines ?? []) {
          if (typeof entry.value === 'number')
            expect(Number.isFinite(entry.value), `${input.key} = ${value}: ${entry.key}`).toBe(true);
        }
      }
    }
  });

  it('has a worked example whose text quotes its computed result', () => {
    expect(item.example.text).toContain('{result}');
    expect(exampleText(item)).not.toContain('{result}');
    expect(item.formula.length).toBeGreaterThan(10);
    expect(item.explanation.length).toBeGreaterThan(0);
  });
});

describe('anchor values at the defaults (spec §9 and the notes)', () => {
  it.each([
    ['sip', 'total', '₹11,61,695'],
    ['sip', 'invested', '₹6,00,000'],
    ['sip', 'returns', '₹5,61,695'],
    ['home-loan', 'emi', '₹21,696'],
    ['home-loan', 'totalInterest', '₹27,06,939'],
    ['emi', 'emi', '₹11,714'],
    ['car-loan', 'emi', '₹16,607'],
    ['fire', 'leanFire', '₹10,09,12,500'],
    ['fire', 'fire', '₹12,10,95,000'],
    ['fire', 'fatFire', '₹20,18,25,000'],
    ['fire', 'coastFire', '₹8,04,46,827'],
    ['fire', 'expenseAtRetirement', '₹40,36,500'],
    ['lumpsum', 'total', '₹3,10,585'],
    ['lumpsum-sip', 'total', '₹14,72,280'],
    ['goal-sip', 'monthlySip', '₹19,819'],
    ['goal-lumpsum', 'lumpsumToday', '₹9,42,014'],
    ['goal-lumpsum', 'futureGoal', '₹24,43,342'],
    ['compounding', 'total', '₹3,10,585'],
    ['compound-interest', 'total', '₹80,526'],
    ['simple-interest', 'total', '₹1,50,000'],
    ['inflation', 'futureCost', '₹1,79,085'],
    ['cagr', 'cagr', '12.25%'],
    ['impact-of-1-percent', 'gap', '₹14,63,712'],
    ['impact-of-1-percent', 'base', '₹99,91,479'],
    ['impact-of-1-percent', 'improved', '₹1,14,55,191'],
    ['nps', 'corpus', '₹1,13,96,627'],
    ['nps', 'monthlyPension', '₹22,793'],
    ['nps', 'lumpSum', '₹68,37,976'],
    ['swp', 'finalValue', '₹39,643'],
    ['ppf', 'maturity', '₹40,68,209'],
    ['ppf', 'interest', '₹18,18,209'],
    ['ssy', 'maturity', '₹71,82,119'],
    ['fd', 'maturity', '₹1,41,478'],
    ['rd', 'maturity', '₹62,311'],
    ['income-tax', 'saving', '₹1,32,600'],
    ['income-tax', 'newTax', '₹0'],
    ['income-tax', 'oldTax', '₹1,32,600'],
    ['hra', 'exemptMonthly', '₹15,000'],
    ['hra', 'exemptYearly', '₹1,80,000'],
    ['gratuity', 'gratuity', '₹2,88,462'],
    ['capital-gains', 'totalTax', '₹22,750'],
  ])('%s: %s is %s', (slug, key, text) => {
    expect(shown(computeDefaults(definition(slug)), key)).toBe(text);
  });

  it('the home loan has the spec’s 20-row year-wise table, closing balance floored at 0', () => {
    const table = computeDefaults(definition('home-loan')).table;
    expect(table?.columns.map((column) => column.label)).toEqual(['Year', 'Principal', 'Interest', 'Closing balance']);
    expect(table?.rows).toHaveLength(20);
    const last = table?.rows[19] as { year: number; closingBalance: number };
    expect(last).toMatchObject({ year: 20, closingBalance: 0 });
  });

  it('the home loan at 30 years has 30 rows and a smaller EMI', () => {
    const output = tryCompute(definition('home-loan'), { amount: 2500000, rate: 8.5, years: 30 });
    expect(output?.table?.rows).toHaveLength(30);
    expect(shown(output as CalculatorOutput, 'emi')).toBe('₹19,223');
  });
});

describe('worked examples reproduce the published anchors', () => {
  it.each([
    ['sip', '₹12,809'],
    ['compounding', '₹3,30,039'],
    ['fd', '₹7,07,389'],
    ['rd', '₹62,647'],
    ['epf', '₹3,88,21,838'],
    ['swp', '₹39,643'],
    ['emi', '₹11,714'],
    ['goal-sip', '₹19,819'],
    ['income-tax', '₹1,32,600'],
    ['hra', '₹15,000'],
    ['gratuity', '₹2,88,462'],
    ['capital-gains', '₹22,750'],
  ])('%s example quotes %s', (slug, text) => {
    expect(exampleText(definition(slug))).toContain(text);
  });
});

describe('government rates', () => {
  it.each([
    ['ppf', 'rate', GOVERNMENT_RATES.ppf],
    ['ssy', 'rate', GOVERNMENT_RATES.ssy],
    ['epf', 'rate', GOVERNMENT_RATES.epf],
  ] as const)('%s pre-fills the configured rate, shows its as-of date and lets it be changed', (slug, key, rate) => {
    const input = definition(slug).inputs.find((candidate) => candidate.key === key) as NumberInput;
    expect(input.default).toBe(rate.ratePct);
    expect(input.hint).toContain(`as of ${rate.asOf}`);
    expect(input.governmentRate).toBe(slug);
    expect(input.max).toBeGreaterThan(input.min);
    expect(definition(slug).notes?.some((note) => note.includes(rate.asOf))).toBe(true);
  });

  it('the changed rate is used', () => {
    const ppf = definition('ppf');
    expect(shown(tryCompute(ppf, { yearly: 150000, rate: 7.1, years: 15 }) as CalculatorOutput, 'maturity')).toBe(
      '₹40,68,209',
    );
    expect(shown(tryCompute(ppf, { yearly: 90000, rate: 7.1, years: 15 }) as CalculatorOutput, 'maturity')).toBe(
      '₹24,40,926',
    );
  });

  it('PPF runs 15 years and extends in blocks of 5; EPF and SSY state their conventions', () => {
    expect(definition('ppf').validate?.({ yearly: 150000, rate: 7.1, years: 17 })).toHaveProperty('years');
    expect(definition('ppf').validate?.({ yearly: 150000, rate: 7.1, years: 20 })).toEqual({});
    expect(definition('epf').notes?.join(' ')).toMatch(/age 30 to 58 is 29 years/);
    expect(definition('ssy').notes?.join(' ')).toMatch(/15 deposit years and maturity 21 years from opening/);
    expect(definition('swp').notes?.join(' ')).toMatch(/effective monthly rate/);
  });
});

describe('each calculator carries the disclaimer of its kind', () => {
  const isLoan = (slug: string) =>
    CALCULATOR_CATALOGUE.some(
      (entry) => entry.id === slug && (entry.category === 'Loan' || (entry.alsoIn ?? []).includes('Loan')),
    );

  it('gives every loan calculator the loan disclaimer, and no other calculator', () => {
    expect(DEFINITIONS.filter((item) => isLoan(item.slug)).map((item) => item.slug)).toEqual(
      expect.arrayContaining(['emi', 'home-loan', 'car-loan']),
    );
    for (const item of DEFINITIONS)
      expect([item.slug, item.kind ?? 'investment']).toEqual([item.slug, isLoan(item.slug) ? 'loan' : 'investment']);
  });

  it('the loan disclaimer says nothing of returns or markets; the investment one does', () => {
    expect(CALCULATOR_DISCLAIMERS.loan.lead + CALCULATOR_DISCLAIMERS.loan.text).not.toMatch(/return|market/i);
    expect(CALCULATOR_DISCLAIMERS.loan.text).toMatch(/EMI/);
    expect(CALCULATOR_DISCLAIMERS.investment.lead).toBe('Returns are not guaranteed.');
  });
});
