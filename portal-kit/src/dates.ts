import { formatDay, formatDayTime, type Moment } from '@meridian/shared/dates';

/**
 * Dates and relative times as the signed-in screens write them, in Indian English. Pure: the time
 * now is always passed in. (Also at '@meridian/portal-kit/dates', for a section's domain/, which
 * imports no UI.)
 */

export type { Moment };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const millis = (at: Moment): number => (typeof at === 'number' ? at : at.getTime());

/** The day, in the reader's time zone: '12 Nov 2026'. */
export function formatDate(at: Moment): string {
  return formatDay(at, 'local');
}

/** The day and time in India (the firm's records): '12 Nov 2026, 03:04 pm'; '—' when there is none. */
export function formatDateTime(at: Moment | null): string {
  return at === null ? '—' : formatDayTime(at, 'india');
}

/** 'just now', '5 minutes ago', '2 hours ago', 'yesterday', '3 days ago', then the day ('12 Nov 2026'). */
export function timeAgo(at: Moment, now: Moment): string {
  const elapsed = Math.max(0, millis(now) - millis(at));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(at);
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long until a moment, in whole days, any part of a day counting as one: 'in 14 days',
 * 'in 1 day'; null once it has come (or when there is none).
 */
export function inDays(until: Moment | null, now: Moment): string | null {
  const left = until === null ? Number.NaN : millis(until) - millis(now);
  if (!(left > 0)) return null;
  const days = Math.ceil(left / DAY);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}
