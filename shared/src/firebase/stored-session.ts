/**
 * Whether this browser may hold a Firebase Auth session, found without downloading Auth: a
 * visitor who has never signed in (most of them) then pays nothing for Auth on a public page.
 * Firebase keeps a signed-in user under a key starting 'firebase:authUser:' in sessionStorage
 * ("this tab only") or localStorage, or in the IndexedDB database 'firebaseLocalStorageDb'
 * ("remember me"). When in doubt (storage unreadable, an old browser) the answer is yes, and
 * the session is checked with Auth itself. An end-to-end test (a remembered session survives a
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

/** Whether Firebase's IndexedDB database holds anything (opened only if it exists: opening creates it). */
async function indexedDbHoldsUser(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === AUTH_DATABASE)) return false;
  } catch {
    return true;
  }
  return new Promise((resolve) => {
    const request = indexedDB.open(AUTH_DATABASE);
    request.onerror = () => resolve(true);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const database = request.result;
      try {
        if (!database.objectStoreNames.contains(AUTH_STORE)) {
          database.close();
          resolve(false);
          return;
        }
        const counting = database.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).count();
        counting.onsuccess = () => {
          database.close();
          resolve(counting.result > 0);
        };
        counting.onerror = () => {
          database.close();
          resolve(true);
        };
      } catch {
        database.close();
        resolve(true);
      }
    };
  });
}

/** Whether this browser may hold a session (false only when it certainly does not). */
export async function mayHoldSession(): Promise<boolean> {
  if (typeof window === 'undefined') return false;
  return webStorageHoldsUser() || (await indexedDbHoldsUser());
}
