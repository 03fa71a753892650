import { fulfilled, settled, type TrackedPromise } from './tracked-promise';

/** Waits before the automatic retries of a failed load; after the last, only the visitor's Retry tries again. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/**
 * Where a section's load stands:
 * - 'idle': not asked for yet (a widget waiting to come near the screen);
 * - 'loading': an attempt is under way (`attempt` 0 is the first);
 * - 'waiting': an attempt failed and the next automatic one starts at `retryAt` (ms, the timer's clock);
 * - 'failed': every automatic attempt failed; only `retry()` tries again;
 * - 'loaded': done, for good.
 */
export type LoadStatus =
  | { state: 'idle' }
  | { state: 'loading'; attempt: number; failures: number }
  | { state: 'waiting'; attempt: number; failures: number; retryAt: number; error: unknown }
  | { state: 'failed'; attempt: number; failures: number; error: unknown }
  | { state: 'loaded' };

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One section's module, loaded with retries that back off. `promise` settles only with success:
 * a slot that suspends on it keeps its server HTML (or its placeholder) for as long as the
 * section is unavailable, while whoever subscribes learns of each failure and can offer Retry.
 */
export interface SectionLoad<T> {
  /** Starts the first attempt if nothing has started yet; resolves once any attempt succeeds, never rejects. */
  begin(): TrackedPromise<T>;
  status(): LoadStatus;
  /**
   * The latest try (starting the first if none has): rejects if it fails. A slot rendered on a
   * navigation uses it, so that its error boundary shows the failure while later tries go on.
   */
  latest(): TrackedPromise<T>;
  /** Called after every change of status; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * The visitor's Retry: one attempt now, in place of any automatic one still waiting (or, while a
   * try is under way, at once if that one fails).
   */
  retry(): void;
}

/**
 * Makes a section's load. `attempt(n)` makes the n-th try (0 first); a try that fails is followed
 * by automatic ones after each of `delays`, then by none until `retry()`. A first try whose promise
 * is already fulfilled (a module loaded before) makes `begin()` fulfilled at once, so that
 * React's use() shows it without suspending.
 */
export function createSectionLoad<T>(
  attempt: (n: number) => Promise<T>,
  { delays = RETRY_DELAYS_MS, timers = realTimers }: { delays?: readonly number[]; timers?: Timers } = {},
): SectionLoad<T> {
  let status: LoadStatus = { state: 'idle' };
  let promise: TrackedPromise<T> | undefined;
  let current: TrackedPromise<T> | undefined;
  let resolve: (value: T) => void = () => {};
  let timer: unknown;
  let tries = 0;
  /** Retry was pressed while a try was under way: if that one fails, another starts at once. */
  let retryAsked = false;
  const listeners = new Set<() => void>();

  const set = (next: LoadStatus) => {
    status = next;
    for (const listener of [...listeners]) listener();
  };

  /** Follows the n-th try: on failure, schedules the next automatic one (if `automatic` and one is left). */
  const follow = (pending: Promise<T>, n: number, failures: number, automatic: boolean) => {
    // The first try starts while a slot renders: its 'loading' is not announced (no listener may
    // be told of a change during another component's render); nothing shows 'loading' anyway.
    current = 'status' in pending ? (pending as TrackedPromise<T>) : settled(pending);
    const loading: LoadStatus = { state: 'loading', attempt: n, failures };
    if (n === 0) status = loading;
    else set(loading);
    pending.then(
      (value) => {
        set({ state: 'loaded' });
        resolve(value);
      },
      (error: unknown) => {
        const failed = failures + 1;
        if (retryAsked) {
          retryAsked = false;
          status = { state: 'failed', attempt: n, failures: failed, error };
          run(false);
          return;
        }
        const delay = automatic ? delays[failed - 1] : undefined;
        if (delay === undefined) {
          set({ state: 'failed', attempt: n, failures: failed, error });
          return;
        }
        set({ state: 'waiting', attempt: n, failures: failed, retryAt: timers.now() + delay, error });
        timer = timers.setTimeout(() => run(true), delay);
      },
    );
  };

  const run = (automatic: boolean) => {
    if (status.state !== 'waiting' && status.state !== 'failed') return;
    timers.clearTimeout(timer);
    const n = tries++;
    follow(attempt(n), n, status.failures, automatic);
  };

  const begin = (): TrackedPromise<T> => {
    if (promise) return promise;
    const first = attempt(tries++);
    const known = first as Partial<TrackedPromise<T>>;
    if (known.status === 'fulfilled') {
      status = { state: 'loaded' };
      promise = fulfilled(known.value as T);
      current = promise;
      return promise;
    }
    promise = settled(new Promise<T>((done) => (resolve = done)));
    follow(first, 0, 0, true);
    return promise;
  };

  return {
    begin,
    latest() {
      if (!promise) begin();
      return current as TrackedPromise<T>;
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry() {
      if (status.state === 'loading') retryAsked = true;
      else run(false);
    },
  };
}

/** A section load that has already loaded `value`: what a prerender's slots are given. */
export function loadedSection<T>(value: T): SectionLoad<T> {
  const promise = fulfilled(value);
  const status: LoadStatus = { state: 'loaded' };
  return {
    begin: () => promise,
    latest: () => promise,
    status: () => status,
    subscribe: () => () => {},
    retry: () => {},
  };
}
