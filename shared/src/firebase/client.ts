/**
 * The one place the browser reaches Firebase. Everything else in the repository calls the
 * verb-named functions of this folder; ESLint refuses `firebase/*` imports anywhere else.
 * The app and Auth are created once, on first use; Firestore is loaded lazily (firestore.ts)
 * so that public pages never download it.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { readFirebaseSettings, type FirebaseSettings } from './settings';

let settings: FirebaseSettings | undefined;
let auth: Auth | undefined;

export function getFirebaseSettings(): FirebaseSettings {
  settings ??= readFirebaseSettings(import.meta.env);
  return settings;
}

export function getFirebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(getFirebaseSettings().options);
}

export function getFirebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    const emulators = getFirebaseSettings().emulators;
    if (emulators) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  }
  return auth;
}
