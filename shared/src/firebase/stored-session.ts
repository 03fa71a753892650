/**
 * Whether this browser may hold a Firebase Auth session, found without downloading Auth: a
 * visitor who has never signed in (most of them) then pays nothing for Auth on a public page.
 * Firebase keeps a signed-in user under a key starting 'firebase:authUser:' in sessionStorage
 * ("this tab only") or localStorage ("remember me"), or in the IndexedDB database
 * 'firebaseLocalStorageDb' (where releases before 28 November 2026 kept "remember me", until Auth
 * moves it to localStorage: auth-sdk.ts). When in doubt (storage unreadable, an old browser) the
 * answer is yes, and the session is checked with Auth itself. An end-to-end test (a remembered session survives a
 * reload on a public page) catches a change of these names on a Firebase upgrade.
 */

export const AUTH_USER_KEY_PREFIX = 'firebase:authUser:';
export const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';

/** Whether any of these storage keys is a stored Firebase user. */
export function holdsAuthUser(keys: Iterable<string>): boolean {
  for (const key of keys) if (key.startsWith(AUTH_USER_KEY_PREFIX)) return true;
  return false;
}

function storageKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
}

function webStorageHoldsUser(): boolean {
  try {
    return holdsAuthUser(storageKeys(window.sessionStorage)) || holdsAuthUser(storageKeys(window.localStorage));
  } catch {
    return true;
  }
}

/**
 * The records of Firebase's IndexedDB store (opened only if the database exists: opening creates
 * it): [] when there is none, null when they cannot be read.
 */
async function indexedDbRecords(): Promise<unknown[] | null> {
  if (typeof indexedDB === 'undefined') return [];
  if (typeof indexedDB.databases !== 'function') return null;
  try {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === AUTH_DATABASE)) return [];
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    const request = indexedDB.open(AUTH_DATABASE);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      const done = (records: unknown[] | null) => {
        database.close();
        resolve(records);
      };
      try {
        if (!database.objectStoreNames.contains(AUTH_STORE)) return done([]);
        const reading = database.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAll();
        reading.onsuccess = () => done(Array.isArray(reading.result) ? reading.result : []);
        reading.onerror = () => done(null);
      } catch {
        done(null);
      }
    };
  });
}

/** The uid in a stored Firebase user (its JSON text, or an IndexedDB record of it), or null. */
export function storedUserUid(stored: unknown): string | null {
  let user: unknown = stored;
  if (typeof stored === 'string') {
    try {
      user = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (typeof user !== 'object' || user === null) return null;
  if ('fbase_key' in user) {
    const record = user as { fbase_key: unknown; value?: unknown };
    return typeof record.fbase_key === 'string' && record.fbase_key.startsWith(AUTH_USER_KEY_PREFIX)
      ? storedUserUid(record.value)
      : null;
  }
  return 'uid' in user && typeof user.uid === 'string' ? user.uid : null;
}

/**
 * The uid of the person Firebase holds a session for in this browser, read from its storage
 * without downloading Auth, or null (none, or it cannot be read).
 */
export async function storedAuthUid(): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  try {
    for (const storage of [window.sessionStorage, window.localStorage]) {
      const key = storageKeys(storage).find((name) => name.startsWith(AUTH_USER_KEY_PREFIX));
      if (key) return storedUserUid(storage.getItem(key));
    }
  } catch {
    return null;
  }
  for (const record of (await indexedDbRecords()) ?? []) {
    const uid = storedUserUid(record);
    if (uid) return uid;
  }
  return null;
}

/** Whether this browser may hold a session (false only when it certainly does not). */
export async function mayHoldSession(): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  if (webStorageHoldsUser()) return true;
  const records = await indexedDbRecords();
  return records === null || records.length > 0;
}
