import { useCallback, useState } from 'react';
import type { Loaded } from '@meridian/shared';
import { useKept, type Keeping } from '@meridian/portal-kit';

/**
 * `loaded`, except that once the person has acted (`acted`: they saved, sent, withdrew), what was
 * kept from their last visit is no longer shown while the read runs again: it is older than what
 * they just did, so the read's loading shows until its answer does.
 */
export function notKeptAfterAction<T>(loaded: Loaded<T>, acted: boolean): Loaded<T> {
  return acted && loaded.state === 'ready' && loaded.kept ? { state: 'loading' } : loaded;
}

/**
 * useKept for a card whose own actions change what it reads: `[loaded, retry, readAfterAction]`.
 * What this person saw last on this device shows while the card is first read (and on a retry
 * before any action); `readAfterAction`, called once an action is done, reads again and from then
 * on never shows the kept value in place of the fresh one.
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
