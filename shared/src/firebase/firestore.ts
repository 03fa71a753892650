import type { Firestore } from 'firebase/firestore/lite';
import type * as FirestoreSdk from './firestore-sdk';
import { getFirebaseSettings, loadAuthSdk } from './client';
import { mayHoldSession } from './stored-session';

type FirestoreModule = typeof FirestoreSdk;

export interface FirestoreHandle {
  db: Firestore;
  sdk: FirestoreModule;
}

let loading: Promise<FirestoreHandle> | undefined;

/**
 * Firestore, downloaded and connected on first use. A failed download is forgotten so that the
 * next call tries again. When this browser may hold a session, Auth is started first: Firestore
 * signs its requests with Auth's token only once Auth exists (else it sends them unsigned, and the
 * rules refuse them), and a signed-in screen may read before anything else has started Auth (a
 * session remembered on this device shows the screen at once).
 */
export function loadFirestore(): Promise<FirestoreHandle> {
  loading ??= Promise.all([import('./firestore-sdk'), mayHoldSession().then((maybe) => (maybe ? loadAuthSdk() : null))])
    .then(([sdk]) => ({ db: sdk.connectFirestore(getFirebaseSettings()), sdk }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * A write the visitor is waiting for is given this long (a request can hang on a poor
 * connection); then it is abandoned and reported as unavailable.
 */
export const WRITE_TIMEOUT_MS = 10_000;

export class FirestoreUnavailableError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('The database did not answer in time.');
    this.name = 'FirestoreUnavailableError';
  }
}

/**
 * Waits for a write for at most WRITE_TIMEOUT_MS. On time-out the Firestore instance is shut
 * down, which cancels the request (so it cannot arrive later as a duplicate), and the next call
 * starts a fresh one.
 */
export async function settleWrite<T>(handle: FirestoreHandle, write: Promise<T>): Promise<T> {
  // The abandoned write rejects once Firestore is shut down; that is expected, not an error.
  write.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), WRITE_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([write, timeout]);
    if (outcome !== 'timeout') return outcome;
  } finally {
    clearTimeout(timer);
  }
  loading = undefined;
  await handle.sdk.disconnectFirestore(handle.db).catch(() => undefined);
  throw new FirestoreUnavailableError();
}

/** A message a visitor can act on, for an error thrown by a Firestore call. */
export function describeFirestoreError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'permission-denied':
      return 'Our server refused this request. Please check what you entered and try again.';
    case 'unavailable':
    case 'deadline-exceeded':
      return 'We could not reach our server. Please check your connection and try again.';
    case 'resource-exhausted':
      return 'Our server is busy right now. Please try again in a minute.';
    default:
      return 'Something went wrong on our side. Please try again, or call us.';
  }
}
