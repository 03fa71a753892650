import { RATE_SCHEMES, type RateScheme } from '../src/contracts/documents';

/**
 * Shapes a stored settings/rates `rates` can have, each with what an audit entry records as the
 * rates before a change saved over it: the scheme's ratePct where it has a usable one (a number
 * from 0 to 20), else null. The rules (storedRateValues in firestore.rules) and the admin's form
 * (storedRates in mfe-admin/src/domain/rates-form.ts) must agree on every row: both test suites
 * read this one table.
 */
export interface StoredRatesCase {
  label: string;
  /** The document's `rates`; undefined: the document has no `rates` field. */
  rates: unknown;
  before: Readonly<Record<RateScheme, number | null>>;
}

export const COMPLETE_RATES: Readonly<Record<RateScheme, { ratePct: number; asOf: string }>> = {
  ppf: { ratePct: 7.1, asOf: 'Q3 FY 2026-27' },
  epf: { ratePct: 8.25, asOf: 'FY 2025-26' },
  ssy: { ratePct: 8.2, asOf: 'Q3 FY 2026-27' },
  nsc: { ratePct: 7.7, asOf: 'Q3 FY 2026-27' },
  scss: { ratePct: 8.2, asOf: 'Q3 FY 2026-27' },
  kvp: { ratePct: 7.5, asOf: 'Q3 FY 2026-27' },
  sb: { ratePct: 4, asOf: 'Q3 FY 2026-27' },
};

const COMPLETE_BEFORE = Object.fromEntries(
  RATE_SCHEMES.map((scheme) => [scheme, COMPLETE_RATES[scheme].ratePct]),
) as Record<RateScheme, number | null>;
const NONE = Object.fromEntries(RATE_SCHEMES.map((scheme) => [scheme, null])) as Record<RateScheme, null>;
const withEntry = (scheme: RateScheme, entry: unknown) => ({ ...COMPLETE_RATES, [scheme]: entry });
const withoutKvp = Object.fromEntries(Object.entries(COMPLETE_RATES).filter(([scheme]) => scheme !== 'kvp'));

export const STORED_RATES_CASES: readonly StoredRatesCase[] = [
  { label: 'complete', rates: COMPLETE_RATES, before: COMPLETE_BEFORE },
  {
    label: 'a whole-number rate',
    rates: withEntry('epf', { ratePct: 8, asOf: 'FY 2026-27' }),
    before: { ...COMPLETE_BEFORE, epf: 8 },
  },
  { label: 'without a scheme added since it was saved', rates: withoutKvp, before: { ...COMPLETE_BEFORE, kvp: null } },
  {
    label: 'a scheme without a rate',
    rates: withEntry('sb', { asOf: 'FY 2026-27' }),
    before: { ...COMPLETE_BEFORE, sb: null },
  },
  {
    label: 'a rate as text',
    rates: withEntry('ppf', { ratePct: '7.1', asOf: 'Q3' }),
    before: { ...COMPLETE_BEFORE, ppf: null },
  },
  { label: 'a scheme that is a number', rates: withEntry('nsc', 7.7), before: { ...COMPLETE_BEFORE, nsc: null } },
  { label: 'a scheme that is a list', rates: withEntry('ssy', [8.2]), before: { ...COMPLETE_BEFORE, ssy: null } },
  {
    label: 'a rate that is not a number (NaN)',
    rates: withEntry('scss', { ratePct: Number.NaN, asOf: 'Q3' }),
    before: { ...COMPLETE_BEFORE, scss: null },
  },
  {
    label: 'a rate above 20',
    rates: withEntry('ppf', { ratePct: 25, asOf: 'Q3' }),
    before: { ...COMPLETE_BEFORE, ppf: null },
  },
  {
    label: 'a negative rate',
    rates: withEntry('ppf', { ratePct: -1, asOf: 'Q3' }),
    before: { ...COMPLETE_BEFORE, ppf: null },
  },
  {
    label: 'an enormous rate',
    rates: withEntry('epf', { ratePct: 2 ** 60, asOf: 'Q3' }),
    before: { ...COMPLETE_BEFORE, epf: null },
  },
  { label: 'rates that are a list', rates: [COMPLETE_RATES], before: NONE },
  { label: 'no rates at all', rates: undefined, before: NONE },
];
