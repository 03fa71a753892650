// The parts of Firebase Auth every page may use: the session and signing in and out.
// client.ts imports this file lazily (loadAuthSdk), so Auth is a separate download, fetched once
// something asks for the session, and only what is listed here is in it. What only the account
// pages use is in account-auth-sdk.ts, and Google sign-in in google-auth-sdk.ts.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import type { FirebaseSettings } from './settings';

export {
  browserLocalPersistence,
  browserSessionPersistence,
  onAuthStateChanged,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';

let auth: Auth | undefined;

/**
 * The app's Auth instance, connected to the emulator for a demo- project. A session is kept in
 * localStorage ("remember me", until sign-out) or in this tab's sessionStorage (until the tab is
 * closed); on start, Auth finds it in whichever holds it.
 *
 * localStorage, not Firebase's default IndexedDB: Auth finds a session there at once on start,
 * where IndexedDB's first answer takes 0.25–0.3 s on a phone (issue 22). Both are this origin's
 * alone, and both hold the same tokens; nothing but Auth reads them (the site keeps its own record
 * of the session: '@meridian/shared/device-memory'). IndexedDB stays in the list for a session
 * kept there by an earlier release: Auth moves it to localStorage on start.
 */
export function connectAuth(settings: FirebaseSettings): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(settings), {
      persistence: [browserLocalPersistence, indexedDBLocalPersistence, browserSessionPersistence],
    });
    if (settings.emulators) connectAuthEmulator(auth, settings.emulators.auth, { disableWarnings: true });
  }
  return auth;
}
