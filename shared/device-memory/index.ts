/**
 * '@meridian/shared/device-memory': what a signed-in person has seen on this device, shown at once
 * on their next visit while it is read again (issue 22). The shell keeps the session's facts and
 * forgets everything on sign-out (its AuthProvider); the account and admin sections keep what their
 * screens read (portal-kit's useKept). Small and browser-only: bundled into the parts that import
 * it, not into the federation-shared '@meridian/shared' every public page downloads. The rules are
 * in memory.ts.
 *
 * Where it lives: beside Firebase's own session. A session kept for "this tab only" is in
 * sessionStorage, so the memory is too, and goes with the tab; a remembered one ("Remember me",
 * Firebase's localStorage) keeps the memory in localStorage.
 */
import type { Role } from '../src/auth/roles';
import type { SessionUser } from '../src/firebase/session';
import { deviceMemory, SESSION_ENTRY, type DeviceMemory, type KeyValueStorage } from './memory';

export {
  deviceMemory,
  MEMORY_MAX_AGE_MS,
  MEMORY_PREFIX,
  SESSION_ENTRY,
  type DeviceMemory,
  type KeyValueStorage,
} from './memory';
export {
  captureKeptPage,
  FRAME_ATTRIBUTE,
  KEEP_ALERT_ATTRIBUTE,
  KEEP_OMIT_ATTRIBUTE,
  KEEP_PAGE_ATTRIBUTE,
  KEPT_PAGE_ID,
  KEPT_PAGE_SETTLED_EVENT,
  keptPageName,
  keptPageSealed,
  LOADING_ATTRIBUTE,
  keptPageScript,
  SEALED,
  sealKeptPage,
  type KeptPage,
  type SealedKeptPage,
} from './kept-page';

// How Firebase names a signed-in user in web storage, as stored-session.ts has it (a test keeps
// the two equal). Written again here, not imported: an import from '@meridian/shared's own files
// would split them out of the shared chunk every page downloads into a chunk of their own. Whose
// session it is comes from the shared runtime's storedAuthUid, given by the caller.
export const AUTH_USER_KEY_PREFIX = 'firebase:authUser:';

function webStorages(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

function authUserIn(storage: Storage): string | null {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(AUTH_USER_KEY_PREFIX)) return storage.getItem(key);
  }
  return null;
}

/** The storage the memory uses now: sessionStorage while Firebase keeps the session there, else localStorage. */
function storageNow(): KeyValueStorage | null {
  const [session, local] = webStorages();
  if (!session || !local) return null;
  return authUserIn(session) !== null ? session : local;
}

/** The device's memory, or null when the browser refuses storage (private modes, policies). */
export function browserMemory(): DeviceMemory | null {
  const storage = storageNow();
  return storage ? deviceMemory(storage) : null;
}

/** Forgets everything kept, in both storages (on sign-out, here or everywhere). */
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
 * A session read back from storage, checked field by field (an older release may have written it);
 * `roleOf` reads its role (the shared normaliseRole: an unknown role is the default).
 */
export function readSessionUser(value: unknown, roleOf: (role: unknown) => Role): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const { uid, email, displayName, emailVerified, providers } = fields;
  if (typeof uid !== 'string' || typeof displayName !== 'string' || typeof emailVerified !== 'boolean') return null;
  if (email !== null && typeof email !== 'string') return null;
  if (!Array.isArray(providers) || !providers.every((provider) => typeof provider === 'string')) return null;
  return { uid, email, displayName, role: roleOf(fields.role), emailVerified, providers };
}

/**
 * The session kept on this device, if it belongs to the person Firebase holds a session for now
 * and was confirmed by the server within the memory's age (a day): what a guarded page may show
 * before Auth has answered. Auth then confirms it, or the page follows Auth's answer.
 */
export async function rememberedSession(
  roleOf: (role: unknown) => Role,
  storedAuthUid: () => Promise<string | null>,
): Promise<SessionUser | null> {
  const uid = await storedAuthUid();
  const memory = browserMemory();
  if (!uid || !memory) return null;
  const session = readSessionUser(memory.recall(uid, SESSION_ENTRY), roleOf);
  return session?.uid === uid ? session : null;
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

/** After each answer from the server: keeps the session confirmed, or forgets everything on none. */
export function keepSessionOnDevice(user: SessionUser | null): void {
  if (!user) {
    forgetDeviceMemory();
    return;
  }
  const storage = storageNow();
  if (!storage) return;
  // The memory of an earlier session kept in the other storage (a tab-only one, then a remembered
  // one) is forgotten: one person's memory at a time on the device.
  for (const other of webStorages()) if (other !== storage) deviceMemory(other).forgetAll();
  deviceMemory(storage).keepSession(user.uid, user);
  window.dispatchEvent(new Event(SESSION_KEPT_EVENT));
}
