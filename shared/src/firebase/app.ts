// The Firebase app, created once. Imported only by the lazily loaded SDK modules (auth-sdk.ts,
// firestore-sdk.ts), never by the shared chunk itself, so no page downloads Firebase before it
// needs it.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseSettings } from './settings';

export function firebaseApp(settings: FirebaseSettings): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(settings.options);
}
