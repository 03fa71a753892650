import { describe, expect, it } from 'vitest';
import { CALCULATOR_NAMES } from '@meridian/shared';
import {
  CALCULATOR_CATALOGUE,
  CALCULATOR_PAGES,
  CATALOGUE_FILTERS,
  CATEGORY_COLORS,
  filterCatalogue,
  findCalculator,
} from './catalogue';

const SPEC_TITLES = [
  'FIRE',
  'Composite Financial Goal Planner',
  'Compounding',
  'Future Value Inflation',
  'Goal Based Lumpsum',
  'Goal Based SIP',
  'SIP',
  'Lumpsum',
  'NPS',
  'SWP',
  'SWP With Increasing Payout',
  'Lumpsum + SIP',
  'CAGR',
  'Impact of 1% Return',
  'PPF',
  'EPF',
  'Fixed Deposit',
  'Recurring Deposit',
  'SSY',
  'EMI',
  'Car Loan EMI',
  'Home Loan EMI',
  'Simple Interest',
  'Compound Interest',
];

/** Issue 21's tax tools, after the spec's 24. */
const TAX_TITLES = ['Income Tax', 'HRA Exemption', 'Gratuity', 'Capital Gains Tax', 'XIRR'];

describe('calculator catalogue', () => {
  it('has the 24 spec entries in spec order, then the 5 tax tools, with unique ids and paths', () => {
    expect(CALCULATOR_CATALOGUE.map((e) => e.title)).toEqual([...SPEC_TITLES, ...TAX_TITLES]);
    expect(new Set(CALCULATOR_CATALOGUE.map((e) => e.id)).size).toBe(29);
    expect(new Set(CALCULATOR_CATALOGUE.map((e) => e.path)).size).toBe(29);
  });

  it.each([
    { title: 'SIP', path: '/calculators/sip', category: 'Investment' },
    { title: 'FIRE', path: '/calculators/fire', category: 'FIRE' },
    { title: 'Home Loan EMI', path: '/calculators/home-loan', category: 'Loan' },
    { title: 'Fixed Deposit', path: '/calculators/fd', category: 'Investment' },
    { title: 'Composite Financial Goal Planner', path: '/calculators/goals', category: 'Goal Planning' },
    { title: 'Goal Based SIP', path: '/calculators/goal-sip', category: 'Goal Planning' },
    { title: 'Goal Based Lumpsum', path: '/calculators/goal-lumpsum', category: 'Goal Planning' },
    { title: 'Future Value Inflation', path: '/calculators/inflation', category: 'Investment' },
    { title: 'Impact of 1% Return', path: '/calculators/impact-of-1-percent', category: 'Investment' },
    { title: 'SWP With Increasing Payout', path: '/calculators/swp-increasing', category: 'Retirement' },
    { title: 'PPF', path: '/calculators/ppf', category: 'Tax' },
    { title: 'SSY', path: '/calculators/ssy', category: 'Tax' },
    { title: 'EPF', path: '/calculators/epf', category: 'Retirement' },
    { title: 'NPS', path: '/calculators/nps', category: 'Retirement' },
    { title: 'SWP', path: '/calculators/swp', category: 'Retirement' },
    { title: 'Car Loan EMI', path: '/calculators/car-loan', category: 'Loan' },
    { title: 'EMI', path: '/calculators/emi', category: 'Loan' },
    { title: 'Recurring Deposit', path: '/calculators/rd', category: 'Investment' },
    { title: 'Lumpsum + SIP', path: '/calculators/lumpsum-sip', category: 'Investment' },
    { title: 'Simple Interest', path: '/calculators/simple-interest', category: 'Investment' },
    { title: 'Compound Interest', path: '/calculators/compound-interest', category: 'Investment' },
    { title: 'Income Tax', path: '/calculators/income-tax', category: 'Tax' },
    { title: 'HRA Exemption', path: '/calculators/hra', category: 'Tax' },
    { title: 'Gratuity', path: '/calculators/gratuity', category: 'Tax' },
    { title: 'Capital Gains Tax', path: '/calculators/capital-gains', category: 'Tax' },
    { title: 'XIRR', path: '/calculators/xirr', category: 'Investment' },
  ])('$title → $path ($category)', ({ title, path, category }) => {
    const entry = CALCULATOR_CATALOGUE.find((e) => e.title === title);
    expect(entry?.path).toBe(path);
    expect(entry?.category).toBe(category);
  });

  it('every entry has a /calculators/<slug> path, a description and its category colour', () => {
    for (const entry of CALCULATOR_CATALOGUE) {
      expect(entry.path).toMatch(/^\/calculators\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.path).toBe(`/calculators/${entry.id}`);
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.color).toBe(CATEGORY_COLORS[entry.category]);
    }
  });

  it('only FIRE is featured', () => {
    expect(CALCULATOR_CATALOGUE.filter((e) => e.featured === true).map((e) => e.id)).toEqual(['fire']);
  });

  it('filters by category; All keeps every entry; Tax reads "Tax Planning"', () => {
    expect(filterCatalogue('All')).toHaveLength(29);
    expect(filterCatalogue('Loan').map((e) => e.id)).toEqual(['emi', 'car-loan', 'home-loan']);
    expect(filterCatalogue('FIRE').map((e) => e.id)).toEqual(['fire']);
    expect(filterCatalogue('Tax').map((e) => e.id)).toEqual([
      'ppf',
      'ssy',
      'income-tax',
      'hra',
      'gratuity',
      'capital-gains',
      'xirr',
    ]);
    expect(filterCatalogue('Investment').map((e) => e.id)).toContain('xirr');
    // Every entry is under its own category once; XIRR is under Tax Planning as well.
    const sizes = CATALOGUE_FILTERS.filter((f) => f.value !== 'All').map((f) => filterCatalogue(f.value).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(29 + 1);
    expect(CALCULATOR_CATALOGUE.filter((e) => e.alsoIn).map((e) => [e.id, e.alsoIn])).toEqual([['xirr', ['Tax']]]);
    expect(CATALOGUE_FILTERS.find((f) => f.value === 'Tax')?.label).toBe('Tax Planning');
    expect(CATALOGUE_FILTERS.map((f) => f.label)).toEqual([
      'All Calculators',
      'Investment',
      'Goal Planning',
      'Loan',
      'Retirement',
      'Tax Planning',
      'FIRE',
    ]);
  });

  it('finds entries by slug', () => {
    expect(findCalculator('fd')?.title).toBe('Fixed Deposit');
    expect(findCalculator('risk')).toBeUndefined();
  });
});

describe('the calculator names the other sections use (shared CALCULATOR_NAMES)', () => {
  /**
   * The five pages of issue 21 are this section's; shared's list (and firestore.rules, which
   * follows it) must name them before a calculation of theirs can be saved. Until then the save
   * panel says so. Once shared lists them, this list is empty and the pages equal the names.
   */
  const names: Readonly<Record<string, string>> = CALCULATOR_NAMES;
  const awaitingShared = CALCULATOR_PAGES.filter((page) => !Object.hasOwn(names, page.slug)).map((page) => page.slug);

  it('are this section’s pages: every slug they name, with its page’s heading', () => {
    expect(
      Object.fromEntries(
        CALCULATOR_PAGES.filter((page) => !awaitingShared.includes(page.slug)).map((page) => [page.slug, page.title]),
      ),
    ).toEqual(CALCULATOR_NAMES);
  });

  it('leave out at most the five new tax pages, with these headings', () => {
    expect(
      awaitingShared.every((slug) => ['income-tax', 'hra', 'gratuity', 'capital-gains', 'xirr'].includes(slug)),
    ).toBe(true);
    expect(Object.fromEntries(CALCULATOR_PAGES.slice(24, 29).map((page) => [page.slug, page.title]))).toEqual({
      'income-tax': 'Income Tax Calculator: Old vs New Regime',
      hra: 'HRA Exemption Calculator',
      gratuity: 'Gratuity Calculator',
      'capital-gains': 'Capital Gains Tax Calculator',
      xirr: 'XIRR Calculator',
    });
  });
});
