import { sessionKnown, type Role } from '@meridian/shared';

/**
 * Reads a signed-in page will ask for, started before it asks: as soon as the section's code has
 * loaded and the site knows the session (the person's uid and role: a read the role may not make
 * is never started, and a page that depends on the role starts the right one). The page's data functions then take the read already under way, so each
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

/** The person signed in, as the site's session says once it knows, or null. */
async function sessionUid(): Promise<string | null> {
  return (await sessionKnown())?.uid ?? null;
}

/** What a section's data functions and its routes use: earlyReads with the session as the owner. */
export interface SectionEarlyReads {
  /**
   * Once the site knows the session, starts the reads `plan` gives for the person signed in and
   * their role (none when nobody is). Only for the page being opened, never for one merely hovered.
   */
  startFor(pathname: string, plan: (uid: string, role: Role) => [key: string, read: () => Promise<unknown>][]): void;
  /** The read started early for `key` if the person signed in now started it, else `read()`. */
  take<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export function sectionEarlyReads(reads: EarlyReads = earlyReads()): SectionEarlyReads {
  const pending = new Set<string>();
  // Keys the page asked for before its early reads started: it has its own read of them, so none
  // is started (one started later would be handed, stale, to the page's next ask: a reload after
  // a change).
  const asked = new Set<string>();
  return {
    startFor(pathname, plan) {
      if (typeof window === 'undefined' || window.location.pathname !== pathname) return;
      asked.clear();
      void sessionKnown()
        .then((user) => {
          if (!user) return;
          const uid = user.uid;
          for (const [key, read] of plan(uid, user.role)) {
            if (asked.has(key)) continue;
            // Started before it is marked: a read that goes through `take` itself reads at once.
            reads.start(uid, key, read);
            pending.add(key);
          }
        })
        .catch(() => undefined);
    },
    take(key, read) {
      // Nothing started early under this key (the usual case after the first screen): read at once.
      if (!pending.delete(key)) {
        asked.add(key);
        return read();
      }
      return sessionUid().then(
        (uid) => reads.take(uid, key, read),
        () => read(),
      );
    },
  };
}
