import { describe, expect, it } from 'vitest';
import { RATE_SCHEMES, type RateScheme, type SchemeRateSetting } from '@meridian/shared';
import { parseRate, rateValues, storedRates, validateRates } from './rates-form';

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
  const NONE = { ppf: null, epf: null, ssy: null, nsc: null, scss: null, kvp: null, sb: null };
  it.each<[string, unknown, { missing: RateScheme[]; before: Record<RateScheme, number | null> }]>([
    ['a complete document', RATES, { missing: [], before: { ...NONE, ...rateValues(RATES) } }],
    [
      'one written before KVP and SB were added',
      { ...RATES, kvp: undefined, sb: undefined },
      { missing: ['kvp', 'sb'], before: { ...rateValues(RATES), kvp: null, sb: null } },
    ],
    [
      'entries written by hand: a rate as text, no rate, a list',
      { ...RATES, ppf: { ratePct: '7.1', asOf: 'Q3' }, epf: { asOf: 'FY 2025-26' }, ssy: [7.1] },
      { missing: ['ppf', 'epf', 'ssy'], before: { ...rateValues(RATES), ppf: null, epf: null, ssy: null } },
    ],
    ['no rates at all', undefined, { missing: [...RATE_SCHEMES], before: NONE }],
    ['rates that are not a map', [RATES], { missing: [...RATE_SCHEMES], before: NONE }],
  ])('%s', (_, rates, expected) => {
    const stored = storedRates(rates);
    expect(stored.missing).toEqual(expected.missing);
    expect(stored.before).toEqual(expected.before);
    for (const scheme of expected.missing) expect(stored.draft[scheme].ratePct).toBe('');
  });

  it('keeps a stored entry’s “as of” when its rate is missing, and a rate the rules would refuse, to be corrected', () => {
    const stored = storedRates({ ...RATES, epf: { asOf: 'FY 2025-26' }, nsc: { ratePct: 7.125, asOf: 'Q3' } });
    expect(stored.draft.epf).toEqual({ ratePct: '', asOf: 'FY 2025-26' });
    expect(stored.draft.nsc).toEqual({ ratePct: '7.125', asOf: 'Q3' });
    expect(stored.before.nsc).toBe(7.125);
    const result = validateRates(stored.draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['epf.ratePct', 'nsc.ratePct']);
  });
});
