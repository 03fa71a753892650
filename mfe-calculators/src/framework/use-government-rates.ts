import { useEffect, useSyncExternalStore } from 'react';
import { readGovernmentRates } from '../data/read-rates';
import { SHIPPED_RATES, type CurrentRates } from '../domain/live-rates';

// The rates, for the whole page load: the shipped ones until the stored ones have been read.
// They are read once (a failed read is not repeated: the shipped rates stay).
let rates: CurrentRates = SHIPPED_RATES;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the stored rates, once per page load; resolves when they are in (or the read failed). */
export function readRatesOnce(): Promise<void> {
  reading ??= readGovernmentRates().then(
    (live) => {
      rates = live;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
  return reading;
}

/** Forgets the rates read, so that the next page reads them again (for unit tests). */
export function forgetGovernmentRates(): void {
  rates = SHIPPED_RATES;
  reading = undefined;
}

/** Runs `start` when the browser is next idle (within a second), so it never competes with the first paint or hydration. */
function whenIdle(start: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 0);
  return () => clearTimeout(handle);
}

/**
 * The government rates to pre-fill. The shipped ones while the page is prerendered and hydrated
 * (so the HTML matches); when `wanted`, the stored ones are read once the page has hydrated and
 * the browser is idle, and the page renders again when they arrive. A page opened later in the
 * same visit gets them at once.
 */
export function useGovernmentRates(wanted: boolean): CurrentRates {
  useEffect(() => (wanted ? whenIdle(() => void readRatesOnce()) : undefined), [wanted]);
  return useSyncExternalStore(
    subscribe,
    () => rates,
    () => SHIPPED_RATES,
  );
}
