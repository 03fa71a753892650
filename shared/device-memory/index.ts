/**
 * '@meridian/shared/device-memory': what a signed-in person has seen on this device of their own
 * data, shown on their next visit once the server has confirmed their session, while it is read
 * again (issue 22; issue 34: the room's README says it all). Small and browser-only: bundled into
 * the parts that import it, not into the federation-shared '@meridian/shared'. The rules are in
 * memory.ts.
 *
 * Where it lives: where the site recorded the session at sign-in (`recordSessionOnDevice`). A session kept
 * for "this tab only" is in sessionStorage, so the memory is too, and goes with the tab; a
 * remembered one ("Remember me") keeps the memory in localStorage. Firebase's own storage is never
 * read.
 */
import { deviceMemory, MEMORY_PREFIX, SESSION_ENTRY, type DeviceMemory, type KeyValueStorage } from './memory';

export {
  deviceMemory,
  MEMORY_MAX_AGE_MS,
  MEMORY_PREFIX,
  SESSION_ENTRY,
  type DeviceMemory,
  type KeyValueStorage,
  type SessionRecord,
} from './memory';
export {
  captureKeptPage,
  FRAME_ATTRIBUTE,
  KEEP_OMIT_ATTRIBUTE,
  KEEP_PAGE_ATTRIBUTE,
  KEPT_PAGE_ID,
  keptPageName,
  LOADING_ATTRIBUTE,
  keptPageScript,
  SESSION_CONFIRMED_EVENT,
  type KeptPage,
  type KeptPageEntry,
  type SessionConfirmed,
} from './kept-page';

function webStorages(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

/** Whether `storage` holds the site's record of a session (for `uid`, or for anyone). */
function holdsRecord(storage: Storage, uid?: string): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(MEMORY_PREFIX) || !key.endsWith(`:${SESSION_ENTRY}`)) continue;
    if (uid === undefined || key === `${MEMORY_PREFIX}${uid}:${SESSION_ENTRY}`) return true;
  }
  return false;
}

/**
 * The storage the memory uses now: where the site recorded the session at sign-in
 * (sessionStorage for "this tab only", localStorage for a remembered one).
 */
function storageNow(): KeyValueStorage | null {
  const [session, local] = webStorages();
  if (!session || !local) return null;
  return holdsRecord(session) ? session : local;
}

/** The device's memory, or null when the browser refuses storage (private modes, policies). */
export function browserMemory(): DeviceMemory | null {
  const storage = storageNow();
  return storage ? deviceMemory(storage) : null;
}

/** Forgets everything kept, in both storages, the session's record included (on sign-out, here or everywhere). */
export function forgetDeviceMemory(): void {
  for (const storage of webStorages()) {
    try {
      deviceMemory(storage).forgetAll();
    } catch {
      // A storage that cannot be read holds nothing of ours.
    }
  }
}

/**
 * At sign-in (the account section, once Auth has signed the person in): records whose session
 * this device now holds and where it is kept, in the storage Firebase was told to keep it in
 * ("remember me": localStorage; else this tab's sessionStorage). Everything another person kept
 * is forgotten. The role is not known yet: the AuthProvider adds it at the server's answer.
 */
export function recordSessionOnDevice(uid: string, remember: boolean): void {
  const [session, local] = webStorages();
  if (!session || !local) return;
  const [here, other] = remember ? [local, session] : [session, local];
  try {
    deviceMemory(other).forgetAll();
    deviceMemory(here).keepSession(uid, { uid });
  } catch {
    // A storage that refuses: nothing is kept, and nothing is shown early.
  }
}

/**
 * Said on the window once a session is kept: a screen's read that answered before it (the
 * dashboard's reads run beside the session's own read of the profile) is kept then.
 */
export const SESSION_KEPT_EVENT = 'meridian:session-kept';

/** How long a read waits for its person's session to be kept before it is dropped. */
const SESSION_WAIT_MS = 15_000;

/**
 * Keeps `value` for `uid` under `name` on this device: now if their session is kept, else once it
 * is (SESSION_KEPT_EVENT), within 15 s; never for a session that ended meanwhile.
 */
export function keepOnDevice(uid: string, name: string, value: unknown): void {
  const memory = browserMemory();
  if (!memory) return;
  if (memory.holdsSession(uid)) {
    memory.keep(uid, name, value);
    return;
  }
  const kept = () => {
    window.clearTimeout(timer);
    window.removeEventListener(SESSION_KEPT_EVENT, kept);
    browserMemory()?.keep(uid, name, value);
  };
  const timer = window.setTimeout(() => window.removeEventListener(SESSION_KEPT_EVENT, kept), SESSION_WAIT_MS);
  window.addEventListener(SESSION_KEPT_EVENT, kept);
}

/**
 * After each answer from the server: records the session it confirmed (its uid, and its role as a
 * hint, which may draw a frame and never decides what is shown), where the sign-in recorded it
 * (a session signed in before this record existed: localStorage); or, on none, forgets
 * everything. (The guarded page's first check says the session is confirmed:
 * SESSION_CONFIRMED_EVENT, from '@meridian/shared/session-check'.)
 */
export function keepSessionOnDevice(user: { uid: string; role: string } | null): void {
  if (!user) {
    forgetDeviceMemory();
    return;
  }
  const storages = webStorages();
  const storage = storages.find((candidate) => holdsRecord(candidate, user.uid)) ?? storages[1];
  if (!storage) return;
  // One person's memory at a time on the device: the other storage's is forgotten.
  for (const other of storages) if (other !== storage) deviceMemory(other).forgetAll();
  deviceMemory(storage).keepSession(user.uid, { uid: user.uid, role: user.role });
  window.dispatchEvent(new Event(SESSION_KEPT_EVENT));
}
