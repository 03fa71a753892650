/**
 * The state of a list read a page at a time (the leads, the audit log, saved calculations), and
 * what follows from it: what is shown, whether there is more, whether a read is under way. Pure;
 * usePages (use-pages.ts) keeps the state and does the reading.
 */
import type { Loaded } from '@meridian/shared';

/** One page of a list, and where the next one starts (null after the last). */
export interface Page {
  next: unknown;
}

/** The pages read for a key, by the reload they answer (`attempt`). */
export interface PagesRead<P> {
  key: string;
  attempt: number;
  loaded: Loaded<P[]>;
}

/** The next page being read (`failed` null), or why it could not be, for the read it would add to. */
export interface NextPage<P> {
  of: PagesRead<P>;
  failed: string | null;
}

export interface PagerView<P> {
  /** The read for this key, or null before its first has come. */
  current: PagesRead<P> | null;
  /** The pages shown. While they are read again, the ones read before stay shown. */
  loaded: Loaded<P[]>;
  /** The last page shown, whose `next` the next page starts at. */
  last: P | undefined;
  hasMore: boolean;
  /** True while the pages shown are read again or the next one is read: no other is asked for. */
  busy: boolean;
  /** Why the next page could not be read (the pages shown stay), or null. */
  moreFailed: string | null;
}

/** What is shown for `key` after `attempt` reloads, given the last read and the next page's. */
export function pagerView<P extends Page>(
  read: PagesRead<P> | null,
  next: NextPage<P> | null,
  key: string,
  attempt: number,
): PagerView<P> {
  const current = read?.key === key ? read : null;
  const reading = current !== null && current.attempt !== attempt;
  // Read again for this key: what was read stays shown meanwhile (a failure shows only once current).
  const loaded: Loaded<P[]> =
    current && (!reading || current.loaded.state === 'ready') ? current.loaded : { state: 'loading' };
  const last = loaded.state === 'ready' ? loaded.value.at(-1) : undefined;
  const adding = next !== null && next.of === current ? next : null;
  return {
    current,
    loaded,
    last,
    hasMore: last !== undefined && last.next !== null,
    busy: reading || (adding !== null && adding.failed === null),
    moreFailed: adding?.failed ?? null,
  };
}

/** How many pages a read for `key` reads: those shown and the one being added, if any; else the first. */
export function pagesToRead<P>(read: PagesRead<P> | null, next: NextPage<P> | null, key: string): number {
  if (read?.key !== key || read.loaded.state !== 'ready') return 1;
  return read.loaded.value.length + (next?.of === read && next.failed === null ? 1 : 0);
}

/** `now` with `page` added, if it is still the read the page was asked for (`of`); else `now` as it is. */
export function withPageAdded<P>(now: PagesRead<P> | null, of: PagesRead<P>, page: P): PagesRead<P> | null {
  return now === of && now.loaded.state === 'ready'
    ? { ...now, loaded: { state: 'ready', value: [...now.loaded.value, page] } }
    : now;
}

/** Reads from the first page on, until the last page or `wanted` pages (at least one). */
export async function readPages<P extends Page>(
  readPage: (after: unknown) => Promise<P>,
  wanted: number,
): Promise<P[]> {
  const pages: P[] = [];
  let after: unknown = null;
  do {
    const page = await readPage(after);
    pages.push(page);
    after = page.next;
  } while (after !== null && pages.length < wanted);
  return pages;
}
