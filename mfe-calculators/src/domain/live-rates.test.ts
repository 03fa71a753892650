import { describe, expect, it } from 'vitest';
import { mergeRates, SHIPPED_RATES, storedRate } from './live-rates';

const live = (ratePct: number, asOf: string) => ({ ratePct, asOf, source: 'live' as const });

describe('storedRate', () => {
  it.each([
    ['a usual rate', { ratePct: 7.1, asOf: 'Q3 FY 2025-26' }, live(7.1, 'Q3 FY 2025-26')],
    ['a whole number', { ratePct: 8, asOf: 'FY 2025-26' }, live(8, 'FY 2025-26')],
    ['0, the lowest', { ratePct: 0, asOf: 'Q1' }, live(0, 'Q1')],
    ['20, the highest', { ratePct: 20, asOf: 'Q1' }, live(20, 'Q1')],
    ['an as-of text with spaces around it (trimmed)', { ratePct: 7.1, asOf: '  Q3  ' }, live(7.1, 'Q3')],
    ['extra fields (ignored)', { ratePct: 7.1, asOf: 'Q3', note: 'x' }, live(7.1, 'Q3')],
    ['an as-of text of 60 characters', { ratePct: 7.1, asOf: 'x'.repeat(60) }, live(7.1, 'x'.repeat(60))],
    ['a negative rate', { ratePct: -0.5, asOf: 'Q3' }, undefined],
    ['a rate above 20', { ratePct: 20.01, asOf: 'Q3' }, undefined],
    ['two decimals', { ratePct: 7.15, asOf: 'Q3' }, live(7.15, 'Q3')],
    ['three decimals', { ratePct: 7.125, asOf: 'Q3' }, undefined],
    ['a line break in the as-of text', { ratePct: 7.1, asOf: 'Q3\nFY 2025-26' }, undefined],
    ['a control character in the as-of text', { ratePct: 7.1, asOf: 'Q3\u0000' }, undefined],
    ['NaN', { ratePct: Number.NaN, asOf: 'Q3' }, undefined],
    ['infinity', { ratePct: Number.POSITIVE_INFINITY, asOf: 'Q3' }, undefined],
    ['a rate as text', { ratePct: '7.1', asOf: 'Q3' }, undefined],
    ['no rate', { asOf: 'Q3' }, undefined],
    ['no as-of text', { ratePct: 7.1 }, undefined],
    ['a blank as-of text', { ratePct: 7.1, asOf: '   ' }, undefined],
    ['an as-of text of 61 characters', { ratePct: 7.1, asOf: 'x'.repeat(61) }, undefined],
    ['an as-of number', { ratePct: 7.1, asOf: 2025 }, undefined],
    ['null', null, undefined],
    ['a number', 7.1, undefined],
    ['an array', [7.1, 'Q3'], undefined],
  ])('%s', (_, value, expected) => {
    expect(storedRate(value)).toEqual(expected);
  });
});

describe('mergeRates', () => {
  it.each([
    ['no document (it does not exist)', null, SHIPPED_RATES],
    ['a document without rates', { updatedAt: '2026-03-02T10:00:00Z' }, SHIPPED_RATES],
    ['rates that are not a map', { rates: 'oops' }, SHIPPED_RATES],
    ['rates as an array', { rates: [] }, SHIPPED_RATES],
    [
      'every scheme stored (the ones the calculators do not use are ignored)',
      {
        rates: {
          ppf: { ratePct: 7.2, asOf: 'Q4 FY 2025-26' },
          ssy: { ratePct: 8, asOf: 'Q4 FY 2025-26' },
          epf: { ratePct: 8.15, asOf: 'FY 2026-27' },
          nsc: { ratePct: 7.7, asOf: 'Q4 FY 2025-26' },
          sb: { ratePct: 4, asOf: 'Q4 FY 2025-26' },
        },
        auditId: 'a1',
      },
      { ppf: live(7.2, 'Q4 FY 2025-26'), ssy: live(8, 'Q4 FY 2025-26'), epf: live(8.15, 'FY 2026-27') },
    ],
    [
      'the shipped rate for the shipped period keeps the shipped entry (nothing on the page changes)',
      {
        rates: {
          ppf: { ratePct: 7.1, asOf: 'Q4 FY 2025-26' },
          ssy: { ratePct: 8.2, asOf: '1 January 2026' },
          epf: { ratePct: 8.25, asOf: 'fy 2025-26' },
        },
      },
      SHIPPED_RATES,
    ],
    [
      'the shipped rate confirmed for a later period is the stored one, with its period',
      {
        rates: {
          ppf: { ratePct: 7.1, asOf: 'Q1 FY 2026-27' },
          ssy: { ratePct: 8.2, asOf: '1 April 2026' },
          epf: { ratePct: 8.25, asOf: 'FY 2026-27' },
        },
      },
      { ppf: live(7.1, 'Q1 FY 2026-27'), ssy: live(8.2, '1 April 2026'), epf: live(8.25, 'FY 2026-27') },
    ],
    [
      'another rate for the shipped period is the stored one',
      { rates: { ppf: { ratePct: 7.2, asOf: 'Q3 FY 2025-26' }, ssy: { ratePct: 8.3, asOf: 'Q4' } } },
      { ppf: live(7.2, 'Q3 FY 2025-26'), ssy: live(8.3, 'Q4'), epf: SHIPPED_RATES.epf },
    ],
    [
      'one scheme missing and one out of range: those keep the shipped rate',
      { rates: { ppf: { ratePct: 7.2, asOf: 'Q4' }, epf: { ratePct: 25, asOf: 'FY 2026-27' } } },
      { ppf: live(7.2, 'Q4'), ssy: SHIPPED_RATES.ssy, epf: SHIPPED_RATES.epf },
    ],
    [
      'a rate without its as-of date keeps the shipped rate',
      { rates: { ppf: { ratePct: 7.2 }, ssy: { ratePct: 8.1, asOf: '' } } },
      SHIPPED_RATES,
    ],
  ])('%s', (_, document, expected) => {
    expect(mergeRates(document)).toEqual(expected);
  });
});
