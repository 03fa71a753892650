import { describe, expect, it } from 'vitest';
import { savedHeadline } from './saved-headline';
import type { Headline } from './types';

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
