/**
 * Which Firebase project the site talks to, read from Vite environment variables. Pure, so the
 * choice between the local emulators and a real project is tested without Firebase.
 *
 * - A project id starting with `demo-` (the default) means local use: Auth and Firestore are the
 *   emulators at VITE_AUTH_EMULATOR_HOST and VITE_FIRESTORE_EMULATOR_HOST.
 * - Any other project id is a real project: VITE_FIREBASE_API_KEY and VITE_FIREBASE_AUTH_DOMAIN
 *   must be set too (VITE_FIREBASE_APP_ID may be), and VITE_APP_CHECK_SITE_KEY (reCAPTCHA Enterprise) where
 *   App Check is enforced (the public-write endpoint refuses a form without its token).
 */
export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  emulators: { auth: string; firestore: { host: string; port: number } } | null;
  /** App Check's reCAPTCHA Enterprise site key; none against the emulators. */
  appCheckSiteKey?: string;
}

export type FirebaseEnv = Partial<Record<string, string | boolean | undefined>>;

export const DEFAULT_PROJECT_ID = 'demo-meridian';
const DEFAULT_AUTH_EMULATOR = '127.0.0.1:9099';
const DEFAULT_FIRESTORE_EMULATOR = '127.0.0.1:8080';

function text(env: FirebaseEnv, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function hostAndPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  const port = Number(value.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`Emulator address "${value}" should look like 127.0.0.1:8080.`);
  }
  return { host: value.slice(0, at), port };
}

export function readFirebaseSettings(env: FirebaseEnv): FirebaseSettings {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;
  if (projectId.startsWith('demo-')) {
    const auth = text(env, 'VITE_AUTH_EMULATOR_HOST') ?? DEFAULT_AUTH_EMULATOR;
    const firestore = hostAndPort(text(env, 'VITE_FIRESTORE_EMULATOR_HOST') ?? DEFAULT_FIRESTORE_EMULATOR);
    hostAndPort(auth);
    return {
      options: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
      emulators: { auth: `http://${auth}`, firestore },
    };
  }
  const missing = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN'].filter((key) => !text(env, key));
  if (missing.length > 0) {
    throw new Error(`Firebase project "${projectId}" needs ${missing.join(' and ')} to be set.`);
  }
  const appId = text(env, 'VITE_FIREBASE_APP_ID');
  const appCheckSiteKey = text(env, 'VITE_APP_CHECK_SITE_KEY');
  return {
    options: {
      apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? '',
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? '',
      projectId,
      ...(appId ? { appId } : {}),
    },
    emulators: null,
    ...(appCheckSiteKey ? { appCheckSiteKey } : {}),
  };
}
