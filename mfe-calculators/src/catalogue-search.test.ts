import { describe, expect, it } from 'vitest';
import { CALCULATOR_CATALOGUE, filterCatalogue } from './catalogue';
import { matchesQuery, normaliseQuery, queryWords, searchCatalogue } from './catalogue-search';

const entry = { title: 'Home Loan EMI', description: 'Monthly instalment and a year-wise breakup of your home loan.' };

describe('matchesQuery', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['home', true],
    ['HOME', true],
    ['Home Loan', true],
    ['emi', true],
    ['instalment', true],
    ['home   emi', true],
    ['year-wise', true],
    ['breakup home', true],
    ['car', false],
    ['home car', false],
    ['sip', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesQuery(entry, query)).toBe(expected);
  });
});

describe('queryWords', () => {
  it.each([
    ['', []],
    ['  SIP ', ['sip']],
    ['Home\tLoan  EMI', ['home', 'loan', 'emi']],
  ])('%j → %j', (query, words) => {
    expect(queryWords(query)).toEqual(words);
  });
});

describe('searchCatalogue over the catalogue', () => {
  const titles = (query: string, filter: Parameters<typeof filterCatalogue>[0] = 'All') =>
    searchCatalogue(filterCatalogue(filter), query).map((found) => found.title);

  it('keeps every entry, in order, for a blank query', () => {
    expect(searchCatalogue(CALCULATOR_CATALOGUE, '')).toEqual(CALCULATOR_CATALOGUE);
  });

  it.each([
    ['loan', 'All', ['EMI', 'Car Loan EMI', 'Home Loan EMI']],
    ['Home Loan', 'All', ['Home Loan EMI']],
    ['xirr', 'All', ['XIRR']],
    ['swp', 'Retirement', ['SWP', 'SWP With Increasing Payout']],
    ['loan', 'Tax', []],
    ['no such thing', 'All', []],
  ] as const)('%j in %s → %j', (query, filter, expected) => {
    const found = titles(query, filter);
    for (const title of expected) expect(found).toContain(title);
    if (expected.length === 0) expect(found).toEqual([]);
  });

  it('matches the description as well as the title', () => {
    const described = CALCULATOR_CATALOGUE.find((found) => found.id === 'fire');
    const word = described?.description.split(/\s+/).find((w) => w.length > 6 && !/fire/i.test(w)) ?? '';
    expect(word).not.toBe('');
    expect(titles(word.replace(/[^\p{L}-]/gu, ''))).toContain('FIRE');
  });
});

describe('normaliseQuery', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['sip', 'sip'],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseQuery(raw)).toBe(expected);
  });
});
