/**
 * What every reader of a stored document starts from, in one place: the guard for an object of
 * named fields (a document's data, a map field, a JSON answer) and a Firestore time read back.
 * Pure, with no SDK: a time is anything with `toMillis()`, as the web SDK's and the Admin SDK's
 * Timestamps both are, so the same readers serve the browser, the functions and the tests.
 */
import type { StoredTime } from './documents';

/**
 * Whether a value is an object of named fields: not null, not an array.
 * @example isRecord({ ok: true }) // true
 * @example isRecord([1, 2]) // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a value is a stored time: an object whose `toMillis()` the readers may call.
 * @example isStoredTime(Timestamp.now()) // true
 */
export function isStoredTime(value: unknown): value is StoredTime {
  return typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function';
}

/**
 * A stored time (a Firestore Timestamp) as epoch milliseconds, or null for anything else: a
 * missing field, a pending server time read back as null, a number, text, or a `toMillis()` that
 * gives no finite number.
 * @example storedMillis(Timestamp.fromMillis(1_764_000_000_000)) // 1764000000000
 * @example storedMillis(1_764_000_000_000) // null (a number is not a stored time)
 */
export function storedMillis(value: unknown): number | null {
  if (!isStoredTime(value)) return null;
  const millis: unknown = value.toMillis();
  return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
}

/**
 * A stored time as a Date, or null (as storedMillis).
 * @example storedDate(Timestamp.fromMillis(0))?.toISOString() // '1970-01-01T00:00:00.000Z'
 */
export function storedDate(value: unknown): Date | null {
  const millis = storedMillis(value);
  return millis === null ? null : new Date(millis);
}
