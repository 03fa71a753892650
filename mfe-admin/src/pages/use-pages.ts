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
  const [extra, setExtra] = useState<{ key: string; reading: boolean; failed: string | null } | null>(null);
  const readNow = useEffectEvent(readPage);
  const shownNow = useEffectEvent(() =>
    read?.key === key && read.loaded.state === 'ready' ? read.loaded.value.length : 1,
  );

  useEffect(() => {
    let live = true;
    const wanted = shownNow();
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
  // Read again for this key: what was read stays shown meanwhile (a failure shows only once current).
  const loaded: Loaded<P[]> =
    current && (current.attempt === attempt || current.loaded.state === 'ready')
      ? current.loaded
      : { state: 'loading' };
  const pages = loaded.state === 'ready' ? loaded.value : [];
  const last = pages.at(-1);
  const more = extra?.key === key ? extra : { reading: false, failed: null };

  return {
    loaded,
    reload: () => setAttempt((count) => count + 1),
    hasMore: last !== undefined && last.next !== null,
    readingMore: more.reading,
    moreFailed: more.failed,
    more: () => {
      if (!current || !last || last.next === null || more.reading) return;
      const of = current;
      setExtra({ key, reading: true, failed: null });
      readPage(last.next).then(
        (page) => {
          setRead((now) =>
            now === of && now.loaded.state === 'ready'
              ? { ...now, loaded: { state: 'ready', value: [...now.loaded.value, page] } }
              : now,
          );
          setExtra({ key, reading: false, failed: null });
        },
        (error: unknown) => setExtra({ key, reading: false, failed: describeFirestoreError(error) }),
      );
    },
  };
}
