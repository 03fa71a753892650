/**
 * Reads a document anyone may read (firestore.rules allow `get` signed out) through Firestore's
 * REST endpoint, with `fetch` and no SDK: a few hundred bytes instead of the Firestore SDK's tens
 * of kilobytes, for a page that only needs one public settings document.
 */
import { isRecord } from '../contracts/stored';
import { getFirebaseSettings } from './client';
import type { FirebaseSettings } from './settings';

/** A public read is given this long; then it is abandoned and the caller falls back. */
export const PUBLIC_READ_TIMEOUT_MS = 4_000;

/**
 * One value in Firestore's REST encoding (an object with one key, its kind) as plain JavaScript:
 * mapValue and arrayValue recursively, integerValue (a decimal string) and doubleValue as numbers
 * (beyond 2^53 an integer loses precision), nullValue as null; the others (stringValue,
 * booleanValue, timestampValue as RFC 3339 text, referenceValue, bytesValue as base64,
 * geoPointValue as { latitude, longitude }) as they are. Not a value: undefined.
 * @example decodeFirestoreValue({ integerValue: '8' }) // 8
 */
export function decodeFirestoreValue(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  const [kind, inner] = Object.entries(value)[0] ?? [];
  switch (kind) {
    case 'mapValue':
      return decodeFirestoreFields(isRecord(inner) ? inner.fields : undefined);
    case 'arrayValue':
      return isRecord(inner) && Array.isArray(inner.values) ? inner.values.map(decodeFirestoreValue) : [];
    case 'integerValue':
    case 'doubleValue':
      return Number(inner);
    case 'nullValue':
      return null;
    default:
      return inner;
  }
}

/**
 * A document's (or map's) `fields` in Firestore's REST encoding as a plain object.
 * @example decodeFirestoreFields({ ppf: { mapValue: { fields: { ratePct: { doubleValue: 7.1 } } } } }) // { ppf: { ratePct: 7.1 } }
 */
export function decodeFirestoreFields(fields: unknown): Record<string, unknown> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeFirestoreValue(value)]));
}

/** The full name of a document ('settings/rates') in the project's default database. */
export function documentName(settings: FirebaseSettings, path: string): string {
  const segments = path.split('/').map(encodeURIComponent).join('/');
  return `projects/${settings.options.projectId}/databases/(default)/documents/${segments}`;
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
 * A public document's fields as plain JavaScript, or null when it does not exist. Read with
 * `documents:batchGet`, which answers 200 with `{ missing: name }` for a document that does not
 * exist: nothing published yet is a normal state, and a plain GET's 404 would be logged by the
 * browser as a failed resource. Rejects when the read fails (refused, offline, an error status, an
 * answer naming neither the document nor its absence) or takes more than PUBLIC_READ_TIMEOUT_MS.
 */
export async function readPublicDocument(path: string): Promise<Record<string, unknown> | null> {
  const settings = getFirebaseSettings();
  const name = documentName(settings, path);
  const response = await fetch(batchGetUrl(settings), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documents: [name] }),
    signal: AbortSignal.timeout(PUBLIC_READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Reading ${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const answers = Array.isArray(body) ? body.filter(isRecord) : [];
  const found = answers.map((answer) => answer.found).find((document) => isRecord(document) && document.name === name);
  if (isRecord(found)) return decodeFirestoreFields(found.fields);
  if (answers.some((answer) => answer.missing === name)) return null;
  throw new Error(`Reading ${path}: the answer names neither the document nor its absence.`);
}
