import { LATEST_COMPLAINT_DATA, type PublishedComplaintData } from '@meridian/shared/complaints';
import { latestMonthId, readInstant, readSnapshot } from '../domain/complaints';
import { readPublicDocument } from '@meridian/shared';

/**
 * The latest published month of complaint data (complaintData/latest, then the month it points
 * at; both public to read), through Firestore's REST endpoint without the SDK (readPublicDocument):
 * null when nothing is published yet. Rejects when Firestore cannot be reached or the month cannot be read.
 */
export async function readLatestComplaintData(): Promise<PublishedComplaintData | null> {
  const month = latestMonthId(await readPublicDocument(`complaintData/${LATEST_COMPLAINT_DATA}`));
  if (!month) return null;
  const published = await readPublicDocument(`complaintData/${month}`);
  const snapshot = readSnapshot(published?.snapshot);
  if (!snapshot) throw new Error(`The published complaint data of ${month} could not be read.`);
  return { snapshot, publishedAt: readInstant(published?.publishedAt) };
}
