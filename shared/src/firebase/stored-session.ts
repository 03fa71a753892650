/**
 * Whether this browser may hold a session, found without downloading Auth: a visitor who has
 * never signed in (most of them) then pays nothing for Auth on a public page. The site records
 * the session itself at sign-in, in the device's memory ('@meridian/shared/device-memory': the
 * entry `meridian:memory:v1:{uid}:session`, in sessionStorage for "this tab only", localStorage
 * when remembered) and removes it at sign-out or when Auth reports nobody; Firebase's own storage
 * is never read. When in doubt (storage unreadable) the answer is yes, and Auth is asked.
 *
 * The names are written again here, not imported: an import of device-memory from the runtime
 * would put it in the chunk every page downloads (a test keeps the two equal).
 */

export const SESSION_RECORD_PREFIX = 'meridian:memory:v1:';
export const SESSION_RECORD_SUFFIX = ':session';

/** Whether any of these storage keys is the site's record of a session. */
export function holdsSessionRecord(keys: Iterable<string>): boolean {
  for (const key of keys) if (key.startsWith(SESSION_RECORD_PREFIX) && key.endsWith(SESSION_RECORD_SUFFIX)) return true;
  return false;
}

function storageKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
}

/** Whether this browser holds the site's record of a session (true when storage cannot be read). */
export function sessionRecorded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return (
      holdsSessionRecord(storageKeys(window.sessionStorage)) || holdsSessionRecord(storageKeys(window.localStorage))
    );
  } catch {
    return true;
  }
}

/** Whether this browser may hold a session (false only when it certainly does not). */
export async function mayHoldSession(): Promise<boolean> {
  return Promise.resolve(sessionRecorded());
}
