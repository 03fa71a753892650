import { readPublicDocument } from '@meridian/shared';
import { mergeRates, type CurrentRates } from '../domain/live-rates';

/**
 * The government rates an admin keeps in settings/rates (public to read), merged with the shipped
 * ones: read through Firestore's REST endpoint, without the SDK. Rejects when Firestore cannot be
 * reached (the caller keeps the shipped rates).
 */
export async function readGovernmentRates(): Promise<CurrentRates> {
  return mergeRates(await readPublicDocument('settings/rates'));
}
