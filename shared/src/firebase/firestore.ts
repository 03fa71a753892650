import type { Firestore } from 'firebase/firestore';
import type * as FirestoreSdk from './firestore-sdk';
import { getFirebaseApp, getFirebaseSettings } from './client';

type FirestoreModule = typeof FirestoreSdk;

export interface FirestoreHandle {
  db: Firestore;
  sdk: FirestoreModule;
}

let loading: Promise<FirestoreHandle> | undefined;

/**
 * Firestore, downloaded and connected on first use. A failed download is forgotten so that the
 * next call tries again.
 */
export function loadFirestore(): Promise<FirestoreHandle> {
  loading ??= import('./firestore-sdk')
    .then((sdk) => {
      const app = getFirebaseApp();
      const emulators = getFirebaseSettings().emulators;
      let db: Firestore;
      try {
        db = sdk.initializeFirestore(app, {});
        if (emulators) sdk.connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
      } catch {
        db = sdk.getFirestore(app);
      }
      return { db, sdk };
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
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
