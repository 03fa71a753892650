import {
  loadFirestore,
  RATE_SCHEMES,
  type RatesDocument,
  type RateScheme,
  type SchemeRateSetting,
} from '@meridian/shared';
import { rateValues } from '../model/rates-form';
import { commitAudited, type Actor } from './audit';

export type Rates = Record<RateScheme, SchemeRateSetting>;

/** The rates as stored, or null when none have been saved yet. */
export async function readRates(): Promise<{ rates: Rates; updatedAt: Date | null } | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'settings', 'rates'));
  if (!snapshot.exists()) return null;
  const data = snapshot.data() as Partial<RatesDocument>;
  const stored = data.rates;
  if (!stored || !RATE_SCHEMES.every((scheme) => typeof stored[scheme]?.ratePct === 'number')) return null;
  return { rates: stored, updatedAt: data.updatedAt ? new Date(data.updatedAt.toMillis()) : null };
}

/** Saves every scheme's rate, audited: the entry records every rate, before and after. */
export async function saveRates(actor: Actor, before: Rates | null, rates: Rates): Promise<void> {
  await commitAudited(
    actor,
    {
      action: 'settings.rates',
      target: 'settings/rates',
      before: before ? rateValues(before) : null,
      after: rateValues(rates),
    },
    (batch, auditId, { db, sdk }) =>
      batch.set(sdk.doc(db, 'settings', 'rates'), { rates, updatedAt: sdk.serverTimestamp(), auditId }),
  );
}
