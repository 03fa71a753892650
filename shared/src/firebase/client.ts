/**
 * The one place the browser reaches Firebase. Sections call these handles and write their own
 * verb-named reads and writes in their own src/data/; ESLint refuses `firebase/*` imports
 * anywhere but this folder. Nothing here imports Firebase statically: the app and the Auth SDK
 * are downloaded on first use (loadAuthSdk), Firestore likewise (loadFirestore in firestore.ts),
 * so a page pays for neither until it needs them.
 */
import type { Auth } from 'firebase/auth';
import type * as AccountAuthSdk from './account-auth-sdk';
import type * as AuthSdk from './auth-sdk';
import type * as GoogleAuthSdk from './google-auth-sdk';
import { readFirebaseSettings, type FirebaseSettings } from './settings';

let settings: FirebaseSettings | undefined;

export function getFirebaseSettings(): FirebaseSettings {
  settings ??= readFirebaseSettings(import.meta.env);
  return settings;
}

export interface AuthHandle {
  auth: Auth;
  sdk: typeof AuthSdk;
}

let authLoading: Promise<AuthHandle> | undefined;
const whenLoaded = new Set<(handle: AuthHandle) => void>();

/** Firebase Auth, downloaded and connected on first use. A failed download is forgotten, so the next call tries again. */
export function loadAuthSdk(): Promise<AuthHandle> {
  authLoading ??= import('./auth-sdk')
    .then((sdk) => {
      const handle = { auth: sdk.connectAuth(getFirebaseSettings()), sdk };
      for (const listener of whenLoaded) listener(handle);
      whenLoaded.clear();
      return handle;
    })
    .catch((error: unknown) => {
      authLoading = undefined;
      throw error;
    });
  return authLoading;
}

/**
 * Calls back once Auth has been downloaded, by whoever asks for it first (at once if it already
 * has), without downloading it. Returns the function that stops waiting.
 */
export function onAuthSdkLoaded(listener: (handle: AuthHandle) => void): () => void {
  if (authLoading) {
    let live = true;
    void authLoading.then(
      (handle) => live && listener(handle),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }
  whenLoaded.add(listener);
  return () => whenLoaded.delete(listener);
}

/** Downloads a module once; a failed download is forgotten, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export interface AccountAuthHandle extends AuthHandle {
  account: typeof AccountAuthSdk;
}

const accountAuthSdk = once(() => import('./account-auth-sdk'));

/** Auth with what only the account pages use (creating an account, email actions, re-authentication). */
export async function loadAccountAuthSdk(): Promise<AccountAuthHandle> {
  const [handle, account] = await Promise.all([loadAuthSdk(), accountAuthSdk()]);
  return { ...handle, account };
}

export interface GoogleAuthHandle extends AuthHandle {
  google: typeof GoogleAuthSdk;
}

const googleAuthSdk = once(() => import('./google-auth-sdk'));

/** Auth with Google sign-in, downloaded when a Google button is pressed. */
export async function loadGoogleAuthSdk(): Promise<GoogleAuthHandle> {
  const [handle, google] = await Promise.all([loadAuthSdk(), googleAuthSdk()]);
  return { ...handle, google };
}

/**
 * The App Check header for a request to the site's own endpoints: none against the emulators
 * (no site key), else the token, fetched with the SDK downloaded on first use.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const settings = getFirebaseSettings();
  if (!settings.appCheckSiteKey) return {};
  const { appCheckToken } = await import('./app-check-sdk');
  return { 'X-Firebase-AppCheck': await appCheckToken(settings, settings.appCheckSiteKey) };
}
