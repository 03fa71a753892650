import { describe, expect, it } from 'vitest';
import { CALCULATOR_NAMES, type CalculatorSlug } from '../src/contracts/calculators';
import { headlineFromResults, PRIMARY_RESULTS } from './index';

describe('headlineFromResults', () => {
  it.each([
    ['home-loan', { emi: 27006.4, totalInterest: 3981536 }, { label: 'Monthly EMI', text: '₹27,006' }],
    ['sip', { total: 1161695.38, invested: 600000 }, { label: 'Total value', text: '₹11,61,695' }],
    ['cagr', { cagr: 12.2462 }, { label: 'CAGR', text: '12.25%' }],
    ['risk', { score: 31, profileLevel: 3 }, { label: 'Risk profile', text: 'Moderate' }],
    ['goals', { monthlySip: 41234.6 }, { label: 'Monthly SIP for all goals', text: '₹41,235' }],
    ['fire', { fire: 121094999.6 }, { label: 'FIRE number', text: '₹12,10,95,000' }],
  ] as const)('%s %j → %j', (calculator, results, expected) => {
    expect(headlineFromResults(calculator, results)).toEqual(expected);
  });

  it.each([
    ['no results', 'home-loan', undefined],
    ['results as a list', 'home-loan', [27006.4]],
    ['the main result missing', 'home-loan', { totalInterest: 3981536 }],
    ['the main result as text', 'home-loan', { emi: '27006.4' }],
    ['the main result not finite', 'home-loan', { emi: Number.NaN }],
    ['a profile level out of range', 'risk', { profileLevel: 9 }],
    ['a profile level not whole', 'risk', { profileLevel: 2.5 }],
  ] as const)('%s: none', (_what, calculator, results) => {
    expect(headlineFromResults(calculator, results)).toBeNull();
  });

  it('knows a main result for every calculator saved before headlines were kept', () => {
    const before = Object.keys(CALCULATOR_NAMES).filter(
      (slug) => !['income-tax', 'hra', 'gratuity', 'capital-gains', 'xirr'].includes(slug),
    ) as CalculatorSlug[];
    expect(before.filter((slug) => !PRIMARY_RESULTS[slug])).toEqual([]);
  });
});
