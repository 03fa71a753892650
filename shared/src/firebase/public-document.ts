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

/**
 * The REST address of a document ('settings/rates'): the emulator's for a `demo-` project,
 * Google's (with the API key, if any) for a real one.
 */
export function publicDocumentUrl(settings: FirebaseSettings, path: string): string {
  const { projectId, apiKey } = settings.options;
  const emulator = settings.emulators?.firestore;
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const segments = path.split('/').map(encodeURIComponent).join('/');
  const url = `${origin}/v1/projects/${projectId}/databases/(default)/documents/${segments}`;
  return !emulator && apiKey ? `${url}?key=${encodeURIComponent(apiKey)}` : url;
}

/**
 * A public document's fields as plain JavaScript, or null when it does not exist. Rejects when
 * the read fails (refused, offline, an error status) or takes more than PUBLIC_READ_TIMEOUT_MS.
 */
export async function readPublicDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(publicDocumentUrl(getFirebaseSettings(), path), {
    signal: AbortSignal.timeout(PUBLIC_READ_TIMEOUT_MS),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return decodeFirestoreFields(isRecord(body) ? body.fields : undefined);
}
