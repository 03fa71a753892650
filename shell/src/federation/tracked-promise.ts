import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/** A promise that says whether it has settled, the way React's use() reads one. */
export type TrackedPromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/**
 * Marks a promise with its outcome as it settles (status, value, reason). React's use() returns a
 * fulfilled one's value at once instead of suspending, so something already loaded renders
 * without a loading state.
 */
export function settled<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** An already fulfilled promise. */
export function fulfilled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
