import { describe, expect, it } from 'vitest';
import { homeLoanDefinition } from '../definitions/emi';
import { sipDefinition } from '../definitions/sip';
import { savedHeadline, savedTitle } from './saved-headline';
import type { AnyDefinition, Headline, InputDef, Values } from './types';

describe('savedHeadline', () => {
  it.each<[string, Headline[], ReturnType<typeof savedHeadline>]>([
    [
      'the primary headline, in rupees',
      [
        { key: 'invested', label: 'Invested amount', value: 600000, format: 'rupees' },
        { key: 'total', label: 'Total value', value: 1161695.38, format: 'rupees', primary: true },
      ],
      { label: 'Total value', text: '₹11,61,695' },
    ],
    [
      'the first when none is primary',
      [{ key: 'cagr', label: 'CAGR', value: 12.2462, format: 'percent' }],
      { label: 'CAGR', text: '12.25%' },
    ],
    ['nothing when there are no headlines', [], undefined],
    [
      'a label clipped to 60 characters',
      [{ key: 'x', label: 'L'.repeat(80), value: 1, format: 'rupees', primary: true }],
      { label: 'L'.repeat(60), text: '₹1' },
    ],
  ])('%s', (_, headlines, expected) => {
    expect(savedHeadline(headlines)).toEqual(expected);
  });
});

describe('savedTitle', () => {
  const values = (definition: AnyDefinition, given: Values = {}): Values => ({
    ...Object.fromEntries(definition.inputs.map((input) => [input.key, input.default])),
    ...given,
  });

  it.each<[string, AnyDefinition, Values, string | undefined]>([
    [
      'the SIP at its defaults: its three amounts as the page labels them',
      sipDefinition as unknown as AnyDefinition,
      {},
      'Monthly investment ₹5,000 · Expected return (p.a.) 12% · Time period 10 years',
    ],
    [
      'another SIP: told apart by its amounts',
      sipDefinition as unknown as AnyDefinition,
      { monthly: 12000, years: 15 },
      'Monthly investment ₹12,000 · Expected return (p.a.) 12% · Time period 15 years',
    ],
    [
      'a home loan',
      homeLoanDefinition as unknown as AnyDefinition,
      {},
      'Loan amount ₹25,00,000 · Interest rate (p.a.) 8.5% · Loan tenure 20 years',
    ],
  ])('%s', (_, definition, given, title) => {
    expect(savedTitle(definition.inputs, values(definition, given))).toBe(title);
  });

  it('names no more than fits in 120 characters, whole parts only', () => {
    const long: InputDef[] = ['a', 'b', 'c'].map((key) => ({
      key,
      kind: 'number',
      label: `Long label for the amount called ${key}, to fill the line`,
      unit: 'rupees',
      min: 0,
      max: 1e9,
      step: 1,
      default: 1,
    }));
    expect(savedTitle(long, { a: 1, b: 2, c: 3 })).toBe(
      'Long label for the amount called a, to fill the line ₹1 · Long label for the amount called b, to fill the line ₹2',
    );
  });

  it('none for a page without amounts', () => {
    const choices: InputDef[] = [
      { key: 'q1', kind: 'choice', label: 'Question 1', default: 'a', options: [{ value: 'a', label: 'A' }] },
    ];
    expect(savedTitle(choices, { q1: 'a' })).toBeUndefined();
  });
});
