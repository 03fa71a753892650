/**
 * The limits a submission is counted against (SUBMIT_LIMITS): per client address, a minute and an
 * hour; per email address, a day. Each is a sliding window kept as one small document per key:
 * the times of the submissions it accepted within its window (never more than its limit), so
 * "5 a minute" holds for any 60 seconds, the documents written are bounded however many requests
 * arrive, and each expires once its window has passed (Firestore's TTL policy on `expireAt`,
 * firestore/firestore.indexes.json).
 */
import { COMMENTS_PER_HOUR } from '@meridian/shared/posts';
import { SUBMIT_LIMITS } from '@meridian/shared/submissions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One limit: its document's id, how many it allows, and over how long (ms). */
export interface Counter {
  id: string;
  limit: number;
  windowMs: number;
}

/**
 * The limits for a submission from `addressKey` (the client address, hashed) about `emailKey`
 * (the email, hashed).
 */
export function countersFor(addressKey: string, emailKey: string): Counter[] {
  return [
    { id: `address-minute-${addressKey}`, limit: SUBMIT_LIMITS.perIpMinute, windowMs: MINUTE },
    { id: `address-hour-${addressKey}`, limit: SUBMIT_LIMITS.perIpHour, windowMs: HOUR },
    { id: `email-day-${emailKey}`, limit: SUBMIT_LIMITS.perEmailDay, windowMs: DAY },
  ];
}

/**
 * The limits for a comment from `addressKey` (the client address, hashed) by `uidKey` (the
 * person's uid, hashed): the address's, as for any submission, and COMMENTS_PER_HOUR a person in
 * any hour (issue 20, item 5), whichever address or device they send from.
 */
export function commentCountersFor(addressKey: string, uidKey: string): Counter[] {
  return [
    ...countersFor(addressKey, uidKey).filter((counter) => counter.id.startsWith('address-')),
    { id: `comment-hour-${uidKey}`, limit: COMMENTS_PER_HOUR, windowMs: HOUR },
  ];
}

/**
 * Whether one more submission fits a limit whose document holds `times` (what it accepted, in
 * ms), at `now`: if so, the times to store (those still in the window, and now); if not, how
 * long until the oldest of them leaves the window. A time after `now` (another instance's
 * submission, a few milliseconds ahead) still counts.
 * @example admitted([0, 10_000], 30_000, { id: 'x', limit: 2, windowMs: 60_000 }) // { ok: false, retryAfterMs: 30_000 }
 */
export function admitted(
  times: readonly number[],
  now: number,
  counter: Counter,
): { ok: true; times: number[] } | { ok: false; retryAfterMs: number } {
  const recent = times.filter((time) => Number.isFinite(time) && time > now - counter.windowMs).sort((a, b) => a - b);
  if (recent.length < counter.limit) return { ok: true, times: [...recent, now] };
  const oldest = recent[recent.length - counter.limit] ?? now;
  return { ok: false, retryAfterMs: Math.max(1000, oldest + counter.windowMs - now) };
}
