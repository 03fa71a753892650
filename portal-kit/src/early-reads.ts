import { loadAuthSdk, sessionKnown, type Role } from '@meridian/shared';

/**
 * Reads a signed-in page will ask for, started before it asks: as soon as the section's code has
 * loaded and Auth has given the person's uid, or, for a page whose reads depend on the role (the
 * admin's tabs), once the site knows the session and its role: a read the role may not make is
 * never started. The page's data functions then take the read already under way, so each
 * screen still reads once, as before (no read is added unless the page is left before it asks).
 *
 * A read started early belongs to the person it was started for: it is given only to a call made
 * while the same person is signed in (`owner`), once, and within `maxAgeMs`; otherwise the
 * caller reads afresh. A read started early that failed is not given either: the caller reads
 * again, and shows its own error if that fails too.
 */
export interface EarlyReads {
  /** Starts `read` now, for the person signed in now (`owner`), unless one is under way for `key`. */
  start(owner: string, key: string, read: () => Promise<unknown>): void;
  /** The read started early for `key` and this `owner`, taken (a second call reads again); else `read()`. */
  take<T>(owner: string | null, key: string, read: () => Promise<T>): Promise<T>;
  /** Forgets every read started early (on sign-out). */
  clear(): void;
}

interface Started {
  owner: string;
  at: number;
  result: Promise<unknown>;
}

/** How long a read started early may wait for its page to ask for it. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

export function earlyReads(maxAgeMs = EARLY_READ_MAX_AGE_MS, now: () => number = Date.now): EarlyReads {
  const started = new Map<string, Started>();
  return {
    start(owner, key, read) {
      const current = started.get(key);
      if (current && current.owner === owner && now() - current.at <= maxAgeMs) return;
      const result = read();
      // Nobody may ask for it: its failure is the asker's to report, not an unhandled rejection.
      result.catch(() => undefined);
      started.set(key, { owner, at: now(), result });
    },
    take<T>(owner: string | null, key: string, read: () => Promise<T>): Promise<T> {
      const found = started.get(key);
      started.delete(key);
      if (!found || owner === null || found.owner !== owner || now() - found.at > maxAgeMs) return read();
      return (found.result as Promise<T>).catch(() => read());
    },
    clear() {
      started.clear();
    },
  };
}

/** The person signed in once the session has been restored from this browser, or null. */
async function restoredUid(): Promise<string | null> {
  const { auth } = await loadAuthSdk();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** Who is signed in, and with which role when `byRole` (the site's session), else as Auth restored it (sooner). */
async function owner(byRole: boolean): Promise<{ uid: string; role: Role | null } | null> {
  if (byRole) {
    const user = await sessionKnown();
    return user ? { uid: user.uid, role: user.role } : null;
  }
  const uid = await restoredUid();
  return uid ? { uid, role: null } : null;
}

/** Settles after the browser's next frame has been drawn (at once where there are no frames). */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  // The frame's callbacks run before it is drawn; a task queued from them runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** What a section's data functions and its routes use: earlyReads with the session as the owner. */
export interface SectionEarlyReads {
  /**
   * Once the session is restored, starts the reads `plan` gives for the person signed in (none
   * when nobody is); with `byRole`, once the site knows their role too, which `plan` is then given
   * (else null). Only for the page being opened, never for one merely hovered.
   */
  startFor(
    pathname: string,
    plan: (uid: string, role: Role | null) => [key: string, read: () => Promise<unknown>][],
    options?: { byRole?: boolean },
  ): void;
  /** The read started early for `key` if the person signed in now started it, else `read()`. */
  take<T>(key: string, read: () => Promise<T>): Promise<T>;
  /**
   * Settles once the reads last started (`startFor`) have answered or failed, and the browser
   * has then drawn a frame (their answers on screen); at once when none was started. A card
   * below a page's first reads waits for it before its own large read, so that on a slow phone
   * the first reads' answers are not held back behind it.
   */
  afterFirstReads(): Promise<void>;
}

export function sectionEarlyReads(reads: EarlyReads = earlyReads()): SectionEarlyReads {
  const pending = new Set<string>();
  // Keys the page asked for before its early reads started: it has its own read of them, so none
  // is started (one started later would be handed, stale, to the page's next ask: a reload after
  // a change).
  const asked = new Set<string>();
  let settled: Promise<void> = Promise.resolve();
  return {
    startFor(pathname, plan, { byRole = false } = {}) {
      if (typeof window === 'undefined' || window.location.pathname !== pathname) return;
      asked.clear();
      settled = owner(byRole)
        .then((user) => {
          if (!user) return;
          const uid = user.uid;
          const started: Promise<unknown>[] = [];
          for (const [key, read] of plan(uid, user.role)) {
            if (asked.has(key)) continue;
            // Started before it is marked: a read that goes through `take` itself reads at once.
            reads.start(uid, key, () => {
              const result = read();
              started.push(result);
              return result;
            });
            pending.add(key);
          }
          return Promise.allSettled(started);
        })
        .then(
          () => undefined,
          () => undefined,
        );
    },
    take(key, read) {
      // Nothing started early under this key (the usual case after the first screen): read at once.
      if (!pending.delete(key)) {
        asked.add(key);
        return read();
      }
      return restoredUid().then(
        (uid) => reads.take(uid, key, read),
        () => read(),
      );
    },
    afterFirstReads: () => settled.then(afterNextFrame),
  };
}
