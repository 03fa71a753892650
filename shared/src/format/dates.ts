/**
 * '@meridian/shared/dates': days and times as the site writes them in Indian English, '5 Sept
 * 2026, 06:37 pm', the same on the server and in every browser.
 *
 * Written here rather than by `Intl.DateTimeFormat`: a page's first Intl formatter loads the
 * locale's data, about 100 ms of CPU on the bench's phone, before a section can render. Each
 * function gives what the en-IN formatter named beside it gives (dates.test.ts compares them),
 * 'Sept' included. A moment is milliseconds since 1970 or a Date; one that is not a time throws
 * a RangeError, as Intl does.
 */
import { IST_OFFSET_MINUTES } from '../validation/age';

/** A moment: a Date, or milliseconds since 1970. */
export type Moment = Date | number;

/**
 * Whose calendar a moment is read in: the reader's (the device's zone), UTC (a calendar date
 * stored as midnight UTC), or India's (IST, UTC+5:30 all year: the firm's records).
 */
export type DateZone = 'local' | 'utc' | 'india';

/**
 * en-IN's short month names in dates (CLDR's, as Intl writes them): 'Sept', not 'Sep' as
 * SHORT_MONTH_NAMES writes it for RSS dates and chart labels (months.ts).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
/** The days of the week in English, Sunday first (Date's getDay()): the one list every date, slot and feed takes them from. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Their short names, Sunday first: each name's first three letters ('Tue', as en-IN and RSS write them). */
export const SHORT_WEEKDAY_NAMES: readonly string[] = WEEKDAY_NAMES.map((name) => name.slice(0, 3));
const WEEKDAYS = SHORT_WEEKDAY_NAMES;

interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function fieldsOf(at: Moment, zone: DateZone): Fields {
  const millis = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(millis) || Math.abs(millis) > 8.64e15) throw new RangeError('Invalid time value');
  if (zone === 'local') {
    const date = new Date(millis);
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      weekday: date.getDay(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
    };
  }
  const date = new Date(zone === 'india' ? millis + IST_OFFSET_MINUTES * 60_000 : millis);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** The day: '5 Sept 2026' (en-IN, day numeric, month short, year numeric). */
export function formatDay(at: Moment, zone: DateZone): string {
  const { year, month, day } = fieldsOf(at, zone);
  return `${day} ${MONTHS[month] ?? ''} ${year}`;
}

/** The day and time: '5 Sept 2026, 06:37 pm' (en-IN, as formatDay, hour and minute 2-digit). */
export function formatDayTime(at: Moment, zone: DateZone): string {
  const { hours, minutes } = fieldsOf(at, zone);
  return `${formatDay(at, zone)}, ${two(hours % 12 || 12)}:${two(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The day with its weekday: 'Sat, 5 Sept, 2026' (en-IN, weekday short, as formatDay). */
export function formatWeekdayDay(at: Moment, zone: DateZone): string {
  const { year, month, day, weekday } = fieldsOf(at, zone);
  return `${WEEKDAYS[weekday] ?? ''}, ${day} ${MONTHS[month] ?? ''}, ${year}`;
}
