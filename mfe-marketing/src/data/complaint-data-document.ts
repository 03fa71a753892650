/**
 * One public document of complaintData through Firestore's REST endpoint, without the SDK and
 * without the complaint tables' code, with a timeout and its reasons for failing: what the
 * complaint data page (./complaint-data.ts) reads.
 */
import { decodeFirestoreFields, getFirebaseSettings } from '@meridian/shared';

/** A read is given this long; then it is abandoned and the page offers to try again. */
export const COMPLAINT_DATA_READ_TIMEOUT_MS = 4_000;

type FirebaseSettings = ReturnType<typeof getFirebaseSettings>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The full name of a document ('complaintData/latest') in the project's default database. */
export function documentName(settings: FirebaseSettings, path: string): string {
  return `projects/${settings.options.projectId}/databases/(default)/documents/${path}`;
}

/**
 * The REST address of `documents:batchGet`: the emulator's for a `demo-` project, Google's (with
 * the API key, if any) for a real one.
 */
export function batchGetUrl(settings: FirebaseSettings): string {
  const { projectId, apiKey } = settings.options;
  const emulator = settings.emulators?.firestore;
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const url = `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents:batchGet`;
  return !emulator && apiKey ? `${url}?key=${encodeURIComponent(apiKey)}` : url;
}

/**
 * One public document of complaintData ('latest' or a month) as plain JavaScript, or null when it
 * does not exist. Read with `documents:batchGet`, which answers 200 with `{ missing: name }` for a
 * document that does not exist: nothing published yet is a normal state, and a plain GET's 404
 * would be logged by the browser as a failed resource. Rejects when the read fails (refused,
 * offline, an error status, an answer without the document) or takes too long.
 */
export async function readComplaintDataDocument(id: string): Promise<Record<string, unknown> | null> {
  const path = `complaintData/${id}`;
  const settings = getFirebaseSettings();
  const name = documentName(settings, path);
  const response = await fetch(batchGetUrl(settings), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documents: [name] }),
    signal: AbortSignal.timeout(COMPLAINT_DATA_READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Reading ${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const answers = Array.isArray(body) ? body.filter(isRecord) : [];
  const found = answers.map((answer) => answer.found).find((document) => isRecord(document) && document.name === name);
  if (isRecord(found)) return decodeFirestoreFields(found.fields);
  if (answers.some((answer) => answer.missing === name)) return null;
  throw new Error(`Reading ${path}: the answer names neither the document nor its absence.`);
}
