import { MONTH_NAMES, readPublicDocument } from '@meridian/shared';

/**
 * The id of the document that names the latest published month: LATEST_COMPLAINT_DATA of
 * '@meridian/shared/complaints', written out so that the home page takes none of the complaint
 * desk's code (latest-complaint-month.test.ts holds the two equal).
 */
export const LATEST_DOCUMENT = 'latest';

/**
 * The month a complaintData/latest document names, in words: { month: '2026-10' } → 'October 2026';
 * null when it names none.
 */
export function latestMonthName(latest: Record<string, unknown> | null): string | null {
  const found = typeof latest?.month === 'string' ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(latest.month) : null;
  return found ? `${MONTH_NAMES[Number(found[2]) - 1] ?? ''} ${found[1] ?? ''}` : null;
}

/**
 * The latest published month of complaint data in words, for the link on the home page's first
 * screen: complaintData/latest, read with the shared public reader (no SDK; a missing document is
 * a 200 answer, never a failed request). A failure rejects.
 */
export async function readLatestComplaintMonth(): Promise<string | null> {
  return latestMonthName(await readPublicDocument(`complaintData/${LATEST_DOCUMENT}`));
}
