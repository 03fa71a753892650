import { describe, expect, it } from 'vitest';
import { RATE_SCHEMES, type RateScheme, type SchemeRateSetting } from '@meridian/shared';
import { STORED_RATES_CASES } from '@meridian/shared/testing';
import {
  keptRates,
  parseRate,
  rateAgeNote,
  rateValues,
  readKeptRates,
  staleSchemes,
  storedRates,
  validateRates,
} from './rates-form';

const RATES = Object.fromEntries(
  RATE_SCHEMES.map((scheme) => [scheme, { ratePct: 7.1, asOf: 'Q3 FY 2026-27' }]),
) as Record<RateScheme, SchemeRateSetting>;

describe('parseRate', () => {
  it.each<[string, number | null]>([
    ['7.1', 7.1],
    ['7.10', 7.1],
    [' 8.25 ', 8.25],
    ['0', 0],
    ['20', 20],
    ['20.01', null],
    ['7.125', null],
    ['-1', null],
    ['', null],
    ['7,1', null],
    ['1e1', null],
    ['.5', null],
    ['Infinity', null],
  ])('%j → %s', (text, expected) => {
    expect(parseRate(text)).toBe(expected);
  });
});

describe('validateRates', () => {
  it('accepts the current rates', () => {
    expect(validateRates(storedRates(RATES).draft)).toEqual({ ok: true, rates: RATES });
  });

  it('names each wrong field', () => {
    const { draft } = storedRates(RATES);
    draft.ppf.ratePct = '21';
    draft.epf.asOf = '  ';
    draft.ssy.asOf = 'Q3\nFY';
    const result = validateRates(draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['epf.asOf', 'ppf.ratePct', 'ssy.asOf']);
  });
});

describe('rateValues', () => {
  it('records every scheme’s rate', () => {
    const after = { ...RATES, ppf: { ratePct: 7.3, asOf: 'Q4 FY 2026-27' } };
    expect(rateValues(after)).toEqual({ ppf: 7.3, epf: 7.1, ssy: 7.1, nsc: 7.1, scss: 7.1, kvp: 7.1, sb: 7.1 });
  });
});

describe('storedRates', () => {
  it.each(STORED_RATES_CASES.map((item) => [item.label, item] as const))('%s', (_, { rates, before }) => {
    const stored = storedRates(rates);
    expect(stored.before).toEqual(before);
    const missing = RATE_SCHEMES.filter((scheme) => before[scheme] === null);
    expect(stored.missing).toEqual(missing);
    for (const scheme of RATE_SCHEMES)
      expect(stored.draft[scheme].ratePct).toBe(missing.includes(scheme) ? '' : String(before[scheme]));
  });

  it('keeps a stored entry’s “as of” when its rate is missing, and a rate the rules would refuse, to be corrected', () => {
    const stored = storedRates({ ...RATES, epf: { asOf: 'FY 2025-26' }, nsc: { ratePct: 7.125, asOf: 'Q3' } });
    expect(stored.draft.epf).toEqual({ ratePct: '', asOf: 'FY 2025-26' });
    expect(stored.draft.nsc).toEqual({ ratePct: '7.125', asOf: 'Q3' });
    expect(stored.before.nsc, 'within the limits: the rules read it as it is').toBe(7.125);
    const result = validateRates(stored.draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['epf.ratePct', 'nsc.ratePct']);
  });
});

describe('the Settings tab says when a rate is older than the current quarter', () => {
  const november2026 = new Date('2026-11-24T12:00:00Z');
  it.each<[string, string | null]>([
    [
      'Q3 FY 2025-26',
      'Older than the current quarter (Q3 FY 2026-27): confirm it against the latest government notification.',
    ],
    [
      'Q4 FY 2025-26',
      'Older than the current quarter (Q3 FY 2026-27): confirm it against the latest government notification.',
    ],
    [
      'Q2 FY 2026-27',
      'Older than the current quarter (Q3 FY 2026-27): confirm it against the latest government notification.',
    ],
    ['Q3 FY 2026-27', null],
    ['q4 fy 2026-27', null],
    ['FY 2025-26', 'Older than the current year (FY 2026-27): confirm it against the latest government notification.'],
    ['FY 2026-27', null],
    ['the latest', 'Write the quarter as, say, Q3 FY 2026-27, so the site can tell when this rate is out of date.'],
    ['', null],
    ['  ', null],
  ])('%j in November 2026', (asOf, note) => {
    expect(rateAgeNote(asOf, november2026)).toBe(note);
  });

  it('lists the schemes whose stored rate is out of date, in the form’s order', () => {
    const draft = Object.fromEntries(
      RATE_SCHEMES.map((scheme) => [scheme, { ratePct: '7.1', asOf: 'Q3 FY 2026-27' }]),
    ) as Record<RateScheme, { ratePct: string; asOf: string }>;
    expect(staleSchemes(draft, november2026)).toEqual([]);
    draft.ssy = { ratePct: '8.2', asOf: 'Q4 FY 2025-26' };
    draft.epf = { ratePct: '8.25', asOf: 'FY 2025-26' };
    draft.sb = { ratePct: '4', asOf: '' };
    expect(staleSchemes(draft, november2026)).toEqual(['epf', 'ssy']);
  });
});

// What the Settings tab keeps on the device (JSON) read back: shown only when every field is what
// this release reads (an older release, or a hand in the storage, may have written another shape).
describe('readKeptRates', () => {
  const at = Date.parse('2026-11-20T06:00:00Z');
  const through = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  it.each(STORED_RATES_CASES.map((item) => [item.label, item] as const))(
    'gives back the rates read: %s',
    (_, { rates }) => {
      for (const updatedAt of [new Date(at), null]) {
        const read = { stored: storedRates(rates), updatedAt };
        expect(readKeptRates(through(keptRates(read)))).toEqual(read);
      }
    },
  );

  const kept = through(keptRates({ stored: storedRates(RATES), updatedAt: new Date(at) })) as {
    rates: Record<string, unknown>;
    updatedAt: unknown;
  };
  const withPpf = (ppf: unknown) => ({ ...kept, rates: { ...kept.rates, ppf } });
  it.each<[string, unknown, boolean]>([
    ['as kept', kept, true],
    ['a scheme with no usable rate', withPpf({ ratePct: null, asOf: '' }), true],
    ['no time', { ...kept, updatedAt: null }, true],
    ['a scheme left out', { ...kept, rates: { ...kept.rates, ppf: undefined } }, false],
    ['a rate that is text', withPpf({ ratePct: '7.1', asOf: 'Q3 FY 2026-27' }), false],
    ['a rate above the limit', withPpf({ ratePct: 21, asOf: 'Q3 FY 2026-27' }), false],
    ['a negative rate', withPpf({ ratePct: -1, asOf: 'Q3 FY 2026-27' }), false],
    ['no “as of”', withPpf({ ratePct: 7.1 }), false],
    ['an “as of” too long', withPpf({ ratePct: 7.1, asOf: 'Q'.repeat(61) }), false],
    ['an “as of” of two lines', withPpf({ ratePct: 7.1, asOf: 'Q3\nFY 2026-27' }), false],
    ['a time that is text', { ...kept, updatedAt: '2026-11-20' }, false],
    ['a time with a fraction', { ...kept, updatedAt: 1.5 }, false],
    ['no rates', { updatedAt: at }, false],
    ['rates that are a list', { ...kept, rates: [] }, false],
    ['null', null, false],
  ])('%s', (_, value, shown) => {
    const read = readKeptRates(value);
    expect(read !== null).toBe(shown);
  });

  it('fills the form as the stored rates do, a scheme without a usable rate left to be entered', () => {
    const read = readKeptRates(withPpf({ ratePct: null, asOf: 'Q3 FY 2026-27' }));
    expect(read?.stored.draft.ppf).toEqual({ ratePct: '', asOf: 'Q3 FY 2026-27' });
    expect(read?.stored.draft.epf).toEqual({ ratePct: '7.1', asOf: 'Q3 FY 2026-27' });
    expect(read?.stored.missing).toEqual(['ppf']);
    expect(read?.stored.before.ppf).toBeNull();
    expect(read?.updatedAt).toEqual(new Date(at));
  });
});
