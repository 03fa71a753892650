/**
 * The government rates a calculator pre-fills: the ones an admin keeps current in Firestore
 * (settings/rates, read after the page has painted) where they are usable, else the ones this
 * section ships with (rates.ts). Pure: the read itself is in src/data/read-rates.ts.
 */
import { hasControlCharacter, isRecord, RATE_LIMITS, readStoredSchemeRate } from '@meridian/shared';
import { GOVERNMENT_RATES, type CurrentRate, type GovernmentScheme } from './rates';
import { powerOfTen } from './portable-math';

export type CurrentRates = Readonly<Record<GovernmentScheme, CurrentRate>>;

const shipped = (scheme: GovernmentScheme): CurrentRate => ({
  ratePct: GOVERNMENT_RATES[scheme].ratePct,
  asOf: GOVERNMENT_RATES[scheme].asOf,
  source: 'shipped',
});

/** The rates shipped with the calculators: what the prerendered pages show, and the fallback. */
export const SHIPPED_RATES: CurrentRates = { ppf: shipped('ppf'), ssy: shipped('ssy'), epf: shipped('epf') };

/**
 * One stored scheme rate, if usable: what the rules let be stored (validRate in firestore.rules),
 * a finite number from 0 to 20 with at most two decimals (RATE_LIMITS) and a non-blank one-line
 * "as of" text of at most 60 characters. Otherwise undefined.
 * @example storedRate({ ratePct: 7.1, asOf: 'Q3 FY 2025-26' }) // { ratePct: 7.1, asOf: 'Q3 FY 2025-26', source: 'live' }
 */
export function storedRate(value: unknown): CurrentRate | undefined {
  // The entry as stored (readStoredSchemeRate: a number from 0 to 20, or none), then validRate's
  // further checks.
  const { ratePct, asOf } = readStoredSchemeRate(value);
  if (ratePct === null) return undefined;
  // As the rules do, allowing for binary fractions (7.1 * 100 is 710.0000000000001).
  const scaled = ratePct * powerOfTen(RATE_LIMITS.decimals);
  if (Math.abs(scaled - Math.round(scaled)) >= 1e-6) return undefined;
  if (hasControlCharacter(asOf)) return undefined;
  const text = asOf.trim();
  if (text === '' || text.length > RATE_LIMITS.asOf) return undefined;
  return { ratePct, asOf: text, source: 'live' };
}

/**
 * Whether a stored rate is the shipped one: the same rate, as of the same date or period (the
 * shipped period's name, e.g. 'Q4 FY 2025-26' for 'Q4 FY 2025-26 (January–March 2026)').
 */
function isShipped(scheme: GovernmentScheme, rate: CurrentRate): boolean {
  const { ratePct, asOf, period } = GOVERNMENT_RATES[scheme];
  if (rate.ratePct !== ratePct) return false;
  const named = rate.asOf.toLowerCase();
  return [asOf, period, period.split(' (')[0] ?? period].some((text) => text.toLowerCase() === named);
}

/**
 * The rates to pre-fill from the stored settings document (as read: plain fields, or null when
 * it does not exist): each scheme the calculators use takes its stored rate when usable, else
 * keeps the shipped one. A stored rate that is the shipped one (same rate, same period) keeps the
 * shipped entry, with its fuller "as of" and source: the page then shows exactly what it was
 * prerendered with. The same rate confirmed for a later period is the stored one, so the page
 * says it is current.
 * @example mergeRates({ rates: { ppf: { ratePct: 7.2, asOf: 'Q4 FY 2025-26' } } }).ppf // { ratePct: 7.2, asOf: 'Q4 FY 2025-26', source: 'live' }
 */
export function mergeRates(document: Readonly<Record<string, unknown>> | null): CurrentRates {
  const rates = document?.rates;
  const stored = isRecord(rates) ? rates : {};
  const pick = (scheme: GovernmentScheme) => {
    const live = storedRate(stored[scheme]);
    return live && !isShipped(scheme, live) ? live : SHIPPED_RATES[scheme];
  };
  return { ppf: pick('ppf'), ssy: pick('ssy'), epf: pick('epf') };
}
