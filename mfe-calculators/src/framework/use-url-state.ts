import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType, useSearchParams, type SetURLSearchParams } from '@meridian/shared';

/** The URL is written at most this often while a value keeps changing (a slider being dragged). */
export const URL_WRITE_INTERVAL_MS = 250;

interface Holder<T> {
  value: T;
  /** The query string the value was last reconciled with, and the ones this page wrote itself. */
  syncedSearch: string;
  written: readonly string[];
}

export interface UrlState<T> {
  value: T;
  /** Sets the page state; with `search`, also the query string that stands for it (written shortly). */
  update(next: T, search?: string): void;
  /** Writes a pending query string now (a field lost focus, a slider was released). */
  flush(): void;
}

const remember = (written: readonly string[], next: string) => [
  ...written.filter((entry) => entry !== next).slice(-7),
  next,
];

/**
 * Page state mirrored in the URL's query string.
 *
 * History: editing never adds history entries. The page's own entry is updated in place
 * (replace), at most every URL_WRITE_INTERVAL_MS while a value keeps changing and at once on
 * flush(), so a reload or a shared link restores the state, Back leaves for the page you came
 * from, and coming back (Back or Forward) to this entry restores the state you left. When the
 * address changes in any other way (Back/Forward within the page, a link to it with other
 * values), the address wins: the state is read from it again.
 */
export function useUrlState<T>(fromSearch: (search: string) => T): UrlState<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const search = searchParams.toString();
  const [holder, setHolder] = useState<Holder<T>>(() => ({
    value: fromSearch(search),
    syncedSearch: search,
    written: [],
  }));

  let current = holder;
  if (search !== holder.syncedSearch) {
    const own = navigationType === 'REPLACE' && holder.written.includes(search);
    current = own
      ? { ...holder, syncedSearch: search }
      : { value: fromSearch(search), syncedSearch: search, written: holder.written };
    setHolder(current);
  }

  const setParams = useRef<SetURLSearchParams>(setSearchParams);
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    setParams.current = setSearchParams;
  }, [setSearchParams]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = undefined;
    if (next !== undefined) setParams.current(next, { replace: true, preventScrollReset: true });
  }, []);

  const update = (next: T, nextSearch?: string) => {
    if (nextSearch === undefined) {
      setHolder({ ...current, value: next });
      return;
    }
    setHolder({ ...current, value: next, written: remember(current.written, nextSearch) });
    pending.current = nextSearch;
    timer.current ??= setTimeout(flush, URL_WRITE_INTERVAL_MS);
  };

  return { value: current.value, update, flush };
}
