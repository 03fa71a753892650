import {
  loadFirestore,
  storedDate,
  type RatesDocument,
  type RateScheme,
  type SchemeRateSetting,
} from '@meridian/shared';
import { rateValues, storedRates, type StoredRates, type StoredRateValues } from '../domain/rates-form';
import { commitAudited, type Actor } from './audit';
import { early } from './early-reads';

export type Rates = Record<RateScheme, SchemeRateSetting>;

/**
 * The rates as stored, also when the document lacks a scheme (one added since it was saved), or
 * null when none have been saved yet.
 */
export function readRates(): Promise<{ stored: StoredRates; updatedAt: Date | null } | null> {
  return early.take('rates', fetchRates);
}

async function fetchRates(): Promise<{ stored: StoredRates; updatedAt: Date | null } | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'settings', 'rates'));
  if (!snapshot.exists()) return null;
  const data: Partial<Record<keyof RatesDocument, unknown>> = snapshot.data();
  const updatedAt = storedDate(data.updatedAt);
  return { stored: storedRates(data.rates), updatedAt };
}

/**
 * Saves every scheme's rate, audited: the entry records every rate after, and before each one
 * stored (null for a scheme the document had none for; null whole when there was no document).
 */
export async function saveRates(actor: Actor, before: StoredRateValues | null, rates: Rates): Promise<void> {
  await commitAudited(
    actor,
    {
      action: 'settings.rates',
      target: 'settings/rates',
      before,
      after: rateValues(rates),
    },
    (batch, auditId, { db, sdk }) =>
      batch.set(sdk.doc(db, 'settings', 'rates'), { rates, updatedAt: sdk.serverTimestamp(), auditId }),
  );
}
