import { decodeFirestoreFields, getFirebaseSettings, MONTH_NAMES } from '@meridian/shared';

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
 * screen: complaintData/latest read with one `documents:batchGet` (a missing document is a 200
 * answer, never a failed request). The complaint data page's reader
 * (./complaint-data-document.ts) does the same with a timeout and its reasons for failing; this
 * one is kept to the bytes the home page's first load can spare: an answer it cannot read is no
 * month, and a failure rejects.
 */
export async function readLatestComplaintMonth(): Promise<string | null> {
  const { options, emulators } = getFirebaseSettings();
  const emulator = emulators?.firestore;
  const documents = `projects/${encodeURIComponent(options.projectId)}/databases/(default)/documents`;
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const key = !emulator && options.apiKey ? `?key=${encodeURIComponent(options.apiKey)}` : '';
  const response = await fetch(`${origin}/v1/${documents}:batchGet${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documents: [`${documents}/complaintData/${LATEST_DOCUMENT}`] }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answers: unknown = await response.json();
  const first: unknown = Array.isArray(answers) ? answers[0] : null;
  const found = typeof first === 'object' && first !== null && 'found' in first ? first.found : null;
  return latestMonthName(
    typeof found === 'object' && found !== null && 'fields' in found ? decodeFirestoreFields(found.fields) : null,
  );
}
