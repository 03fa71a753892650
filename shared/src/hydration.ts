import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server's HTML is rendered or hydrated, true afterwards (and for anything
 * rendered later on the client). What a page shows from the browser alone (the address's query
 * string, storage, the clock) waits for `true`, so the first client render is exactly the
 * prerendered HTML; React renders again with the browser's values right after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
