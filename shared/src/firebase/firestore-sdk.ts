// The parts of Firestore the site uses, from its lite SDK: plain requests, no live listeners
// and no offline cache, which nothing on the site needs (about a quarter of the full SDK's
// bytes). firestore.ts imports this file lazily, so that Firestore is a separate download and
// only what is listed here is in it.
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import type { FirebaseSettings } from './settings';

export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  count,
  deleteDoc,
  doc,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
export { firebaseApp } from './app';

let db: Firestore | undefined;

/**
 * The app's Firestore, connected to the emulator for a demo- project, once: by whoever asks
 * first, the site's connections (firestore.ts) or the guarded page's first check of the session
 * (session-check.ts). An emulator cannot be connected to an instance already used.
 */
export function connectFirestore(settings: FirebaseSettings): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp(settings));
    const emulators = settings.emulators;
    if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  }
  return db;
}

/** Shuts `instance` down, cancelling what it still has under way; the next connectFirestore starts a fresh one. */
export function disconnectFirestore(instance: Firestore): Promise<void> {
  if (instance === db) db = undefined;
  return terminate(instance);
}
