/**
 * The Analytics tab's time windows (spec §9): the last 30 days, and the last 12 weeks for the
 * sign-ups chart. Weeks are India's calendar weeks, Monday to Sunday in IST (UTC+5:30, no daylight
 * saving); the current week counts up to now. Pure.
 */
import { SHORT_MONTH_NAMES } from '../src/format/months';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

export interface Window {
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface WeekWindow extends Window {
  /** The Monday it starts on, e.g. '3 Nov'. */
  label: string;
}

/** The last `days` days up to `now`. */
export function lastDays(now: Date, days: number): Window {
  return { start: new Date(now.getTime() - days * DAY_MS), end: now };
}

/** The last `count` weeks (Monday 00:00 IST), oldest first, the current one ending at `now`. */
export function lastWeeks(now: Date, count = 12): WeekWindow[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (ist.getUTCDay() + 6) % 7;
  const mondayIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - daysSinceMonday * DAY_MS;
  return Array.from({ length: count }, (_, index) => {
    const startIst = mondayIst - (count - 1 - index) * 7 * DAY_MS;
    const start = new Date(startIst - IST_OFFSET_MS);
    const end = index === count - 1 ? now : new Date(startIst + 7 * DAY_MS - IST_OFFSET_MS);
    const day = new Date(startIst);
    return { start, end, label: `${day.getUTCDate()} ${SHORT_MONTH_NAMES[day.getUTCMonth()] ?? ''}` };
  });
}
