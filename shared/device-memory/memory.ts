/**
 * What a signed-in person has already seen on this device, kept so that their next visit can show
 * it at once while it is read again (issue 22: "data already seen by this person on this device may
 * show at once and refresh"). Pure: the storage is given (localStorage or sessionStorage in the
 * browser, a Map in the tests), and so is the clock.
 *
 * The rules that keep one account's data from ever reaching another:
 * - every entry is filed under its owner's uid, and read only for that uid;
 * - one owner at a time: keeping the session of a person forgets every other person's entries;
 * - nothing is kept for a person whose session is not recorded (`keep` refuses without it), so a read
 *   that answers after its person signed out keeps nothing;
 * - signing out, on this device or everywhere, forgets everything (`forgetAll`);
 * - an entry older than `maxAgeMs`, or from the future (a clock moved back), is dropped unread.
 */

/** The part of the Web Storage interface the memory uses (localStorage, sessionStorage). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every key of the memory starts so: a new version starts afresh rather than misread the old. */
export const MEMORY_PREFIX = 'meridian:memory:v1:';

/**
 * The entry that says whose memory this is: the site's own record of the session on this device,
 * written at sign-in and at each answer of the server, removed at sign-out. Which storage holds it
 * says where the session is kept (this tab, or remembered).
 */
export const SESSION_ENTRY = 'session';

/** The session's record: who, and their role as the server last said (a hint: it may draw a frame, never decide). */
export interface SessionRecord {
  uid: string;
  role?: string;
}

/**
 * How long something seen may be shown again before it is read: a day. A person who signs in most
 * days sees their screens at once; a device left for longer shows nothing it kept.
 */
export const MEMORY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The most one entry may take (characters of JSON): a screen's data, never an archive. */
export const MEMORY_MAX_ENTRY_CHARS = 100_000;

export interface DeviceMemory {
  /** What `uid` kept under `name`, if fresh (the caller checks its shape), else null. */
  recall(uid: string, name: string): unknown;
  /** Keeps `value` (JSON) for `uid` under `name`; false when it was not kept (no session, too big, storage full). */
  keep(uid: string, name: string, value: unknown): boolean;
  /** Whether `uid`'s session is kept (what `keep` needs). */
  holdsSession(uid: string): boolean;
  /** Keeps `session` as `uid`'s, and forgets every other person's entries. */
  keepSession(uid: string, session: unknown): void;
  /** Forgets everything kept. */
  forgetAll(): void;
}

interface Entry {
  at: number;
  value: unknown;
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' && value !== null && 'at' in value && typeof value.at === 'number' && 'value' in value
  );
}

/** A uid as Firebase makes them (letters, digits; at most 128): anything else is never a key. */
function validUid(uid: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(uid);
}

export function deviceMemory(
  storage: KeyValueStorage,
  { now = Date.now, maxAgeMs = MEMORY_MAX_AGE_MS }: { now?: () => number; maxAgeMs?: number } = {},
): DeviceMemory {
  const keyOf = (uid: string, name: string) => `${MEMORY_PREFIX}${uid}:${name}`;
  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(MEMORY_PREFIX)) keys.push(key);
    }
    return keys;
  };
  const remove = (keys: string[]) => keys.forEach((key) => storage.removeItem(key));

  const read = (key: string): unknown => {
    let entry: unknown;
    try {
      entry = JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      entry = null;
    }
    const age = isEntry(entry) ? now() - entry.at : Number.NaN;
    if (!isEntry(entry) || !(age >= 0 && age <= maxAgeMs)) {
      storage.removeItem(key);
      return null;
    }
    return entry.value;
  };

  const write = (key: string, value: unknown): boolean => {
    let text: string;
    try {
      text = JSON.stringify({ at: now(), value } satisfies Entry);
    } catch {
      return false;
    }
    if (text.length > MEMORY_MAX_ENTRY_CHARS) return false;
    try {
      storage.setItem(key, text);
      return true;
    } catch {
      // The storage is full (or refused): nothing half-kept stays.
      storage.removeItem(key);
      return false;
    }
  };

  return {
    recall(uid, name) {
      if (!validUid(uid)) return null;
      // Only a person whose session is kept has memories: one without is a leftover.
      const session = read(keyOf(uid, SESSION_ENTRY));
      if (name === SESSION_ENTRY || session === null) return session;
      return read(keyOf(uid, name));
    },
    keep(uid, name, value) {
      if (!validUid(uid) || name === SESSION_ENTRY) return false;
      if (read(keyOf(uid, SESSION_ENTRY)) === null) return false;
      return write(keyOf(uid, name), value);
    },
    holdsSession(uid) {
      return validUid(uid) && read(keyOf(uid, SESSION_ENTRY)) !== null;
    },
    keepSession(uid, session) {
      if (!validUid(uid)) return;
      const mine = `${MEMORY_PREFIX}${uid}:`;
      remove(ownKeys().filter((key) => !key.startsWith(mine)));
      write(keyOf(uid, SESSION_ENTRY), session);
    },
    forgetAll() {
      remove(ownKeys());
    },
  };
}
