import { readPublicDocument } from '@meridian/shared';
import { LATEST_COMPLAINT_DATA } from '@meridian/shared/complaints';

/**
 * The newest published month of complaint data ('YYYY-MM', as complaintData/latest names it), null
 * when none is published: one read of a public document with the shared reader. A failure rejects.
 */
export async function readLatestPublishedMonth(): Promise<string | null> {
  const latest = await readPublicDocument(`complaintData/${LATEST_COMPLAINT_DATA}`);
  const month = latest?.month;
  return typeof month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null;
}
