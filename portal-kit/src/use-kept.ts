import { useCallback, useState } from 'react';
import { useLoad, type Loaded } from '@meridian/shared';
import { browserMemory, keepOnDevice as keepInMemory } from '@meridian/shared/device-memory';
import { usePages, type Page, type Pages } from './use-pages';

/** What a screen keeps on this device of a read, and how it reads it back. */
export interface Keeping<T> {
  /** Whose it is: the person signed in. */
  uid: string;
  /** Its name in the person's memory (one per screen's read, e.g. 'count'). */
  name: string;
  /** The value as kept (JSON): by default the value itself. */
  save?: (value: T) => unknown;
  /**
   * The value back from what was kept, checked field by field (an older release may have kept
   * another shape), or null when it is not what this release reads: then nothing is shown early.
   */
  restore: (kept: unknown) => T | null;
}

function recall<T>({ uid, name, restore }: Keeping<T>): T | null {
  try {
    const kept = browserMemory()?.recall(uid, name);
    return kept === null || kept === undefined ? null : restore(kept);
  } catch {
    return null;
  }
}

/**
 * What the person saw last on this device under `keeping`, read once per person and name, or
 * null. Read again when the person changes (another account signed in while the screen is open):
 * nothing one person kept is ever shown for another.
 */
export function useRecalled<T>(keeping: Keeping<T>): T | null {
  const of = `${keeping.uid}:${keeping.name}`;
  const [recalled, setRecalled] = useState(() => ({ of, value: recall(keeping) }));
  if (recalled.of === of) return recalled.value;
  const now = { of, value: recall(keeping) };
  setRecalled(now);
  return now.value;
}

/** Keeps `value` as `keeping` says, for its person, once their session is kept (device-memory's keepOnDevice). */
export function keepOnDevice<T>({ uid, name, save }: Keeping<T>, value: T): void {
  try {
    keepInMemory(uid, name, save ? save(value) : value);
  } catch {
    // Keeping is a courtesy: a value that cannot be kept is read again next time.
  }
}

/**
 * useLoad, with what this person saw last on this device shown at once while it is read again
 * (issue 22): `{ state: 'ready', kept: true }` until the read answers, then the read's answer,
 * which is kept for the next visit. Only for the person's own data or figures without personal
 * data: never other people's (a staff member's device keeps no client's details). The device's
 * memory ('@meridian/shared/device-memory') keeps it for its owner only, a day at most, and
 * forgets it all when the session ends.
 */
export function useKept<T>(
  read: () => Promise<T>,
  key: string,
  keeping: Keeping<T>,
  describe?: (error: unknown) => string,
): [Loaded<T>, () => void] {
  const recalled = useRecalled(keeping);
  const [loaded, reload] = useLoad(
    () =>
      read().then((value) => {
        keepOnDevice(keeping, value);
        return value;
      }),
    key,
    describe,
  );
  return [keptWhileLoading(loaded, recalled), reload];
}

/**
 * usePages with its first page kept as useKept keeps a value (the same rule: the person's own
 * data or the firm's, never other people's): while the first page is read, that page as this
 * person last saw it on this device shows (`loaded` is then `kept`, with nothing more to read);
 * each first page read is kept for the next visit. The pages after it are never kept.
 */
export function useKeptPages<P extends Page>(
  readPage: (after: unknown) => Promise<P>,
  key: string,
  keeping: Keeping<P>,
): Pages<P> {
  const recalled = useRecalled(keeping);
  const pages = usePages(
    (after) =>
      readPage(after).then((page) => {
        if (after === null) keepOnDevice(keeping, page);
        return page;
      }),
    key,
  );
  return { ...pages, loaded: keptWhileLoading(pages.loaded, recalled && [recalled]) };
}

/** `loaded`, or while it is loading, what was recalled (if anything) as kept content. */
export function keptWhileLoading<T>(loaded: Loaded<T>, recalled: T | null): Loaded<T> {
  return loaded.state === 'loading' && recalled !== null ? { state: 'ready', value: recalled, kept: true } : loaded;
}

/**
 * `loaded`, except that once the person has acted (`acted`: they saved, sent, withdrew), what was
 * kept from their last visit is no longer shown while the read runs again: it is older than what
 * they just did, so the read's loading shows until its answer does.
 */
export function notKeptAfterAction<T>(loaded: Loaded<T>, acted: boolean): Loaded<T> {
  return acted && loaded.state === 'ready' && loaded.kept ? { state: 'loading' } : loaded;
}

/**
 * useKept for a screen whose own actions change what it reads: `[loaded, retry, readAfterAction]`.
 * What this person saw last on this device shows while it is first read (and on a retry before any
 * action); `readAfterAction`, called once an action is done, reads again and from then on never
 * shows the kept value in place of the fresh one.
 */
export function useKeptAfterAction<T>(
  read: () => Promise<T>,
  key: string,
  keeping: Keeping<T>,
): [Loaded<T>, () => void, () => void] {
  const [loaded, reload] = useKept(read, key, keeping);
  const [acted, setActed] = useState(false);
  const readAfterAction = useCallback(() => {
    setActed(true);
    reload();
  }, [reload]);
  return [notKeptAfterAction(loaded, acted), reload, readAfterAction];
}
