import { describe, expect, it } from 'vitest';
import { RATE_SCHEMES, type RateScheme, type SchemeRateSetting } from '@meridian/shared';
import { draftFrom, parseRate, rateValues, validateRates } from './rates-form';

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
    expect(validateRates(draftFrom(RATES))).toEqual({ ok: true, rates: RATES });
  });

  it('names each wrong field', () => {
    const draft = draftFrom(RATES);
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
