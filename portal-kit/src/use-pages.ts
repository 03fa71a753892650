import { useEffect, useEffectEvent, useState } from 'react';
import { describeFirestoreError, type Loaded } from '@meridian/shared';
import {
  pagerView,
  pagesToRead,
  readPages,
  withPageAdded,
  type NextPage,
  type Page,
  type PagesRead,
} from './pager-state';

export type { Page } from './pager-state';

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

/**
 * A list that is read a page at a time (the leads, the audit log, saved calculations): the first
 * page when the view opens or `key` changes; each "show more" reads only the next page and adds
 * it, leaving what is shown in place; `reload` reads again as many pages as are shown.
 */
export function usePages<P extends Page>(readPage: (after: unknown) => Promise<P>, key: string): Pages<P> {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<PagesRead<P> | null>(null);
  // The next page being read, or why it could not be, for the read it would add to (`of`): a new
  // read (another key, a reload, an added page) leaves it behind.
  const [next, setNext] = useState<NextPage<P> | null>(null);
  const readNow = useEffectEvent(readPage);
  const wantedNow = useEffectEvent(() => pagesToRead(read, next, key));

  useEffect(() => {
    let live = true;
    readPages((after) => readNow(after), wantedNow()).then(
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

  const { current, loaded, last, hasMore, busy, moreFailed } = pagerView(read, next, key, attempt);

  return {
    loaded,
    reload: () => setAttempt((count) => count + 1),
    hasMore,
    readingMore: busy,
    moreFailed,
    more: () => {
      if (!current || !last || last.next === null || busy) return;
      const of = current;
      setNext({ of, failed: null });
      readPage(last.next).then(
        // Added only to the read it follows: a reload or another key since has its own pages.
        (page) => setRead((now) => withPageAdded(now, of, page)),
        (error: unknown) => setNext((now) => (now?.of === of ? { of, failed: describeFirestoreError(error) } : now)),
      );
    },
  };
}
