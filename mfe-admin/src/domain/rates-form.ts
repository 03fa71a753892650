/**
 * The Settings tab's rates form: each scheme's rate (0–20 % a year, at most two decimals) and the
 * quarter or year it is "as of". Pure; the same limits as firestore.rules (RATE_LIMITS).
 */
import {
  hasControlCharacter,
  isRecord,
  rateAge,
  RATE_LIMITS,
  RATE_SCHEMES,
  readStoredRateSettings,
  type RateScheme,
  type SchemeRateSetting,
} from '@meridian/shared';

export const SCHEME_NAMES: Readonly<Record<RateScheme, string>> = {
  ppf: 'Public Provident Fund (PPF)',
  epf: 'Employees’ Provident Fund (EPF)',
  ssy: 'Sukanya Samriddhi Yojana (SSY)',
  nsc: 'National Savings Certificate (NSC)',
  scss: 'Senior Citizens’ Savings Scheme (SCSS)',
  kvp: 'Kisan Vikas Patra (KVP)',
  sb: 'Post Office Savings Account',
};

export type RatesDraft = Record<RateScheme, { ratePct: string; asOf: string }>;
export type RatesErrors = Partial<Record<`${RateScheme}.${'ratePct' | 'asOf'}`, string>>;

/** Each scheme's stored rate as a change's audit entry records it before: null where none is stored. */
export type StoredRateValues = Record<RateScheme, number | null>;

/** The stored rates document as the form starts from it. */
export interface StoredRates {
  /** Each scheme's stored rate and "as of" as text ('' where the document has no usable one). */
  draft: RatesDraft;
  /** The schemes it has no usable rate for: one added since it was saved, or an entry written by hand. */
  missing: RateScheme[];
  /** What the change's audit entry records before; firestore.rules' storedRateValues reads the same. */
  before: StoredRateValues;
}

/**
 * The stored document's `rates`, whatever it holds: a complete one gives every field; one written
 * before a scheme was added, or by hand, leaves that scheme's rate empty to be filled in, so the
 * rates can still be saved over it. A usable rate is a number from 0 to 20, as firestore.rules'
 * storedRateValue reads it (readStoredSchemeRate; both are tested against STORED_RATES_CASES).
 * @example storedRates({ ppf: { ratePct: 7.1, asOf: 'Q3 FY 2026-27' } }).missing // ['epf', 'ssy', 'nsc', 'scss', 'kvp', 'sb']
 */
export function storedRates(rates: unknown): StoredRates {
  const draft = {} as RatesDraft;
  const before = {} as StoredRateValues;
  const missing: RateScheme[] = [];
  const read = readStoredRateSettings({ rates }).rates;
  for (const scheme of RATE_SCHEMES) {
    // A usable rate only (readStoredSchemeRate): NaN, or a number beyond the limits (written by
    // hand), is no rate.
    const { ratePct, asOf } = read[scheme];
    draft[scheme] = { ratePct: ratePct === null ? '' : String(ratePct), asOf };
    before[scheme] = ratePct;
    if (ratePct === null) missing.push(scheme);
  }
  return { draft, missing, before };
}

/** A rate as typed: '7.1', '7.10', '0', '20'. Null when it is not one. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= RATE_LIMITS.min && value <= RATE_LIMITS.max ? value : null;
}

/** The rates to save, or the message for each field that is wrong. */
export function validateRates(
  draft: RatesDraft,
): { ok: true; rates: Record<RateScheme, SchemeRateSetting> } | { ok: false; errors: RatesErrors } {
  const errors: RatesErrors = {};
  const rates = {} as Record<RateScheme, SchemeRateSetting>;
  for (const scheme of RATE_SCHEMES) {
    const ratePct = parseRate(draft[scheme].ratePct);
    const asOf = draft[scheme].asOf.trim();
    if (ratePct === null)
      errors[`${scheme}.ratePct`] =
        `Enter a rate from ${RATE_LIMITS.min} to ${RATE_LIMITS.max} % with at most ${RATE_LIMITS.decimals} decimals, e.g. 7.1.`;
    if (asOf === '') errors[`${scheme}.asOf`] = 'Say which quarter or year the rate is for, e.g. Q3 FY 2026-27.';
    else if (asOf.length > RATE_LIMITS.asOf || hasControlCharacter(asOf))
      errors[`${scheme}.asOf`] = `Keep it to one line of at most ${RATE_LIMITS.asOf} characters.`;
    if (ratePct !== null) rates[scheme] = { ratePct, asOf };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rates };
}

/** The rates as the audit log records them (and the rules check): { ppf: 7.1, epf: 8.25, … }. */
export function rateValues(rates: Record<RateScheme, SchemeRateSetting>): Record<RateScheme, number> {
  return Object.fromEntries(RATE_SCHEMES.map((scheme) => [scheme, rates[scheme].ratePct])) as Record<
    RateScheme,
    number
  >;
}

/**
 * What the form says under a rate's "as of" on `today`: that it is older than the current quarter (or year,
 * for a yearly rate such as EPF's), so staff confirm it; or that the text names no period the site can read.
 * Null when the rate is current, or nothing is typed yet.
 * @example rateAgeNote('Q3 FY 2025-26', new Date('2026-11-24')) // 'Older than the current quarter (Q3 FY 2026-27): confirm it against the latest government notification.'
 */
export function rateAgeNote(asOf: string, today: Date): string | null {
  if (asOf.trim() === '') return null;
  const age = rateAge(asOf, today);
  if (age.status === 'unknown')
    return `Write the quarter as, say, ${age.current}, so the site can tell when this rate is out of date.`;
  if (age.status === 'current') return null;
  const kind = age.current.startsWith('Q') ? 'quarter' : 'year';
  return `Older than the current ${kind} (${age.current}): confirm it against the latest government notification.`;
}

/**
 * The schemes whose rate is older than the current quarter (or year) on `today`, for the note above the form.
 * @example staleSchemes({ ppf: { ratePct: '7.1', asOf: 'Q4 FY 2025-26' }, … }, new Date('2026-11-24')) // ['ppf', …]
 */
export function staleSchemes(draft: RatesDraft, today: Date): RateScheme[] {
  return RATE_SCHEMES.filter((scheme) => {
    const asOf = draft[scheme].asOf;
    return asOf.trim() !== '' && rateAge(asOf, today).status === 'stale';
  });
}

/** The rates as the Settings tab reads them (data/settings.ts's readRates): stored, and when last changed. */
export interface RatesRead {
  stored: StoredRates;
  updatedAt: Date | null;
}

/** What this device keeps of the rates read (JSON): each scheme's stored rate (null where none is usable) and "as of". */
export interface KeptRates {
  rates: Record<RateScheme, { ratePct: number | null; asOf: string }>;
  /** When they were last changed, in milliseconds since 1970; null when the read had no time. */
  updatedAt: number | null;
}

/** The rates read, as this device keeps them to fill the form at once on the next visit. */
export function keptRates({ stored, updatedAt }: RatesRead): KeptRates {
  const rates = Object.fromEntries(
    RATE_SCHEMES.map((scheme) => [scheme, { ratePct: stored.before[scheme], asOf: stored.draft[scheme].asOf }]),
  ) as KeptRates['rates'];
  return { rates, updatedAt: updatedAt?.getTime() ?? null };
}

/**
 * The rates as this device kept them (KeptRates written as JSON), or null when any field is not
 * what this release reads: every scheme, each with a usable rate or null, and an "as of" of one
 * line within RATE_LIMITS.asOf. The form starts from them as it does from the stored document
 * (storedRates), so what is shown early is what the same rates read afresh would show.
 */
export function readKeptRates(kept: unknown): RatesRead | null {
  if (!isRecord(kept)) return null;
  const { rates, updatedAt } = kept;
  if (!isRecord(rates)) return null;
  for (const scheme of RATE_SCHEMES) {
    const entry = rates[scheme];
    if (!isRecord(entry)) return null;
    const { ratePct, asOf } = entry;
    if (
      ratePct !== null &&
      (typeof ratePct !== 'number' || !(ratePct >= RATE_LIMITS.min && ratePct <= RATE_LIMITS.max))
    )
      return null;
    if (typeof asOf !== 'string' || asOf.length > RATE_LIMITS.asOf || hasControlCharacter(asOf)) return null;
  }
  if (updatedAt !== null && !(typeof updatedAt === 'number' && Number.isSafeInteger(updatedAt) && updatedAt >= 0))
    return null;
  return { stored: storedRates(rates), updatedAt: updatedAt === null ? null : new Date(updatedAt) };
}
