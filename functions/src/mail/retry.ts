/**
 * When a message whose send failed is tried again: after 1 minute, then 5, 30, 2 hours and
 * 8 hours (six tries in all over about ten and a half hours, which outlasts a mail provider's
 * usual outage); after the last, it stays failed, shown to staff. Pure.
 */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000, 28_800_000];

/** Tries in all: the first, and one after each delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after the `attempts`-th try (1 = the first) failed at `now`, in epoch ms;
 * null when that was the last try.
 */
export function nextAttemptAt(attempts: number, now: number): number | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : now + delay;
}
