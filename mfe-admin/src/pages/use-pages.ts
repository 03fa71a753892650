import { useEffect, useEffectEvent, useState } from 'react';
import { describeFirestoreError, type Loaded } from '@meridian/shared';

/** One page of a list read 25 at a time, and where the next one starts (null after the last). */
export interface Page {
  next: unknown;
}

export interface Pages<P extends Page> {
  /** The pages shown. While they are read again (`reload`), the ones read before stay shown. */
  loaded: Loaded<P[]>;
  /** Reads the pages shown again, as many as are shown (after a change made here). */
  reload: () => void;
  /** Whether there is a next page to read. */
  hasMore: boolean;
  /** Reads the next page, and adds it to those shown: only that page is read. */
  more: () => void;
  /** True while the next page is being read. */
  readingMore: boolean;
  /** Why the next page could not be read (the pages shown stay), or null. */
  moreFailed: string | null;
}

interface Read<P> {
  key: string;
  attempt: number;
  loaded: Loaded<P[]>;
}

/**
 * A list that is read a page at a time (the leads, the audit log): the first page when the view
 * opens or `key` changes; each "show more" reads only the next page and adds it, leaving what is
 * shown in place; `reload` reads again as many pages as are shown.
 */
export function usePages<P extends Page>(readPage: (after: unknown) => Promise<P>, key: string): Pages<P> {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<Read<P> | null>(null);
  // The next page being read, or why it could not be, for the read it would add to (`of`): a new
  // read (another key, a reload, an added page) leaves it behind.
  const [extra, setExtra] = useState<{ of: Read<P>; failed: string | null } | null>(null);
  const readNow = useEffectEvent(readPage);
  // How many pages a read again reads: those shown, and the one being added, if any.
  const wantedNow = useEffectEvent(() => {
    if (read?.key !== key || read.loaded.state !== 'ready') return 1;
    return read.loaded.value.length + (extra?.of === read && extra.failed === null ? 1 : 0);
  });

  useEffect(() => {
    let live = true;
    const wanted = wantedNow();
    const readAll = async () => {
      const pages: P[] = [];
      let after: unknown = null;
      do {
        const page = await readNow(after);
        pages.push(page);
        after = page.next;
      } while (after !== null && pages.length < wanted);
      return pages;
    };
    readAll().then(
      (pages) => {
        if (live) setRead({ key, attempt, loaded: { state: 'ready', value: pages } });
      },
      (error: unknown) => {
        if (live) setRead({ key, attempt, loaded: { state: 'failed', message: describeFirestoreError(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const current = read?.key === key ? read : null;
  const reading = current !== null && current.attempt !== attempt;
  // Read again for this key: what was read stays shown meanwhile (a failure shows only once current).
  const loaded: Loaded<P[]> =
    current && (!reading || current.loaded.state === 'ready') ? current.loaded : { state: 'loading' };
  const last = loaded.state === 'ready' ? loaded.value.at(-1) : undefined;
  const adding = extra !== null && extra.of === current ? extra : null;
  // While the pages shown are read again, or the next one is read, no other is asked for.
  const busy = reading || (adding !== null && adding.failed === null);

  return {
    loaded,
    reload: () => setAttempt((count) => count + 1),
    hasMore: last !== undefined && last.next !== null,
    readingMore: busy,
    moreFailed: adding?.failed ?? null,
    more: () => {
      if (!current || !last || last.next === null || busy) return;
      const of = current;
      setExtra({ of, failed: null });
      readPage(last.next).then(
        (page) => {
          // Added only to the read it follows: a reload or another key since has its own pages.
          setRead((now) =>
            now === of && now.loaded.state === 'ready'
              ? { ...now, loaded: { state: 'ready', value: [...now.loaded.value, page] } }
              : now,
          );
        },
        (error: unknown) => setExtra((now) => (now?.of === of ? { of, failed: describeFirestoreError(error) } : now)),
      );
    },
  };
}
