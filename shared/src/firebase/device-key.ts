/**
 * The person's key for sealing what this device keeps: the signed-in pages kept in localStorage
 * to be drawn at once next time are kept encrypted (AES-GCM) with it. It is stored in
 * deviceKeys/{uid} and nowhere else: firestore.rules let only its owner read it, and only while
 * their session counts, so a device whose sessions were ended ("sign out of all devices") or
 * whose account was disabled can no longer open what it kept. This is the only place the browser
 * gets the key; the page's inline script reads the same document by REST, at `url`, with the
 * person's ID token. Downloaded on first use (deviceKey in ../index.ts): a chunk of its own.
 */
import { getFirebaseSettings } from './client';
import { loadFirestore } from './firestore';
import { publicDocumentUrl } from './public-document';

/** The person's key for sealing what this device keeps, and the REST address of its document. */
export interface DeviceKey {
  key: CryptoKey;
  url: string;
}

/** How many random bytes a key is (AES-256). */
export const DEVICE_KEY_BYTES = 32;

/** The collection of the keys, one document a person, by uid. */
const COLLECTION = 'deviceKeys';

/**
 * Bytes as base64url text without padding (RFC 4648 §5), as a key is stored.
 * @example encodeBase64Url(new Uint8Array([251, 255])) // '-_8'
 */
export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Base64url text without padding back to its bytes. Throws on anything else: a character outside
 * A–Z a–z 0–9 - _ (so '+', '/' and '=' too), or a length no bytes encode to.
 * @example decodeBase64Url('-_8') // Uint8Array [251, 255]
 */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new Error('Not base64url text without padding.');
  }
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/**
 * Whether a value is a key as stored: 32 bytes in base64url without padding, i.e. exactly 43
 * characters of A–Z a–z 0–9 - _ (firestore.rules, deviceKeys, check the same).
 */
export function isDeviceKeyText(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** A new key: DEVICE_KEY_BYTES random bytes, as stored. */
export function newDeviceKeyText(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(DEVICE_KEY_BYTES)));
}

/**
 * The longest a key's read (and creation) may take, in ms: a request that never answers would
 * otherwise leave this tab waiting for its key, and sealing nothing, for the rest of its life.
 */
export const DEVICE_KEY_TIMEOUT_MS = 15_000;

const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';

/**
 * Runs `task` holding this site's lock on `uid`'s key (the Web Locks API), so that of two tabs
 * that find no key only the first creates one, and the second reads it: a refused create would
 * be a 403 in the console. Without the API the task runs as it is (storedKeyText's fallback).
 */
async function oneTabAtATime<T>(uid: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(`meridian:device-key:${uid}`, task) : task();
}

/**
 * `promise`, or a rejection once `ms` have passed without its answer.
 * @example await within(getDoc(reference), 15_000)
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The stored key of `uid` as text, created when there is none. Tabs take turns (oneTabAtATime);
 * where they cannot, two may both find none and both create one: the rules refuse the second
 * write (a key is never changed), and that tab reads the first one's.
 */
async function storedKeyText(uid: string): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const reference = sdk.doc(db, COLLECTION, uid);
  const read = async (): Promise<string | null> => {
    const snapshot = await sdk.getDoc(reference);
    if (!snapshot.exists()) return null;
    const key: unknown = snapshot.data().key;
    if (!isDeviceKeyText(key)) {
      throw new Error(`${COLLECTION}/${uid} holds no usable key (43 base64url characters expected).`);
    }
    return key;
  };
  const stored = await read();
  if (stored !== null) return stored;
  const created = newDeviceKeyText();
  try {
    await sdk.setDoc(reference, { key: created, createdAt: sdk.serverTimestamp() });
    return created;
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // Refused: another tab has created it meanwhile (or the session no longer counts, and this
    // read is refused too).
    const now = await read();
    if (now === null) throw error;
    return now;
  }
}

async function loadDeviceKey(uid: string): Promise<DeviceKey> {
  const text = await within(
    oneTabAtATime(uid, () => storedKeyText(uid)),
    DEVICE_KEY_TIMEOUT_MS,
  );
  const key = await crypto.subtle.importKey('raw', decodeBase64Url(text), { name: 'AES-GCM' }, false, ['encrypt']);
  return { key, url: publicDocumentUrl(getFirebaseSettings(), `${COLLECTION}/${uid}`) };
}

const loaded = new Map<string, Promise<DeviceKey>>();

/**
 * The key of `uid` (created on first use: 32 random bytes, base64url), imported for AES-GCM
 * encrypt, not extractable. Memoised per uid; a failure is forgotten so the next call tries again.
 * Rejects when the key cannot be read or created (signed out, the session ended, the account
 * disabled, the role no longer sees people, offline, no answer within DEVICE_KEY_TIMEOUT_MS), or
 * when what is stored is not a key.
 */
export function deviceKey(uid: string): Promise<DeviceKey> {
  const known = loaded.get(uid);
  if (known) return known;
  const loading = loadDeviceKey(uid);
  loaded.set(uid, loading);
  loading.catch(() => {
    if (loaded.get(uid) === loading) loaded.delete(uid);
  });
  return loading;
}
