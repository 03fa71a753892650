/**
 * The first conversation's calendar (issue 36, item 2): the slots an adviser offers, from their
 * weekly availability and days off, in India's time (IST, UTC+05:30), 30 minutes each, on the
 * half hour, from the working day after today; and a slot's id ('2026-12-01T10:30'), which with
 * the adviser's makes its booking's document id ('{adviser}_{slot id}'), so that two people can
 * never hold one adviser's slot (the store creates the document, and a second create fails).
 * Pure: the time now is always passed in.
 */
import { IST_OFFSET_MINUTES, istToday } from '../src/validation/age';

export const SLOT_MINUTES = 30;
/** How many days ahead, from today, a visitor may book. */
export const BOOKING_HORIZON_DAYS = 21;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * MINUTE_MS;

/** A time of day in IST, 'HH:MM' on the 24-hour clock. */
export type ClockTime = string;

/** Part of a day an adviser takes calls: from `from` up to `to` (IST). */
export interface TimeWindow {
  from: ClockTime;
  to: ClockTime;
}

/** Monday is 1 and Sunday 7 (ISO 8601). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** When an adviser takes calls, by day of the week; a day without windows has none. */
export type WeeklyAvailability = Partial<Record<Weekday, readonly TimeWindow[]>>;

export interface AdviserCalendar {
  weekly: WeeklyAvailability;
  /** Dates the adviser is away, 'YYYY-MM-DD' (IST). */
  daysOff: readonly string[];
}

/** A slot a visitor can book: its id ('2026-12-01T10:30', IST) and its start and end (epoch ms). */
export interface Slot {
  id: string;
  start: number;
  end: number;
}

/**
 * Minutes after midnight of a time 'HH:MM' (24:00 is the day's end), or null when it is not one.
 * @example minutesOf('09:30') // 570
 */
export function minutesOf(time: ClockTime): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** 00:00 IST of a date 'YYYY-MM-DD' in epoch ms, or null when it is not a date. */
function istMidnight(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(utc).toISOString().slice(0, 10) === date ? utc - IST_OFFSET_MS : null;
}

/** The ISO day of the week of a date 'YYYY-MM-DD' (1 Monday … 7 Sunday). */
function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

const nextDate = (date: string, days = 1): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether a date is a working day of the firm: Monday to Friday, and not one of its holidays.
 * @example isWorkingDay('2026-12-05', []) // false (a Saturday)
 */
export function isWorkingDay(date: string, holidays: readonly string[]): boolean {
  return weekdayOf(date) <= 5 && !holidays.includes(date);
}

/**
 * The first day a visitor may book: the working day after today (IST), so that every booking is
 * at least a working day ahead.
 * @example firstBookableDay(Date.parse('2026-12-04T12:00:00Z'), []) // '2026-12-07' (Friday → Monday)
 */
export function firstBookableDay(now: number, holidays: readonly string[]): string {
  let date = nextDate(istToday(now));
  while (!isWorkingDay(date, holidays)) date = nextDate(date);
  return date;
}

/**
 * A day's windows as minute ranges, each cut to the half hours within it, overlapping or touching
 * ones joined: [09:15–10:15] → [[570, 600]]; [09:00–11:00, 10:30–12:00] → [[540, 720]]. A window
 * that is not one (a malformed time, an end not after its start) is left out.
 */
function halfHourRanges(windows: readonly TimeWindow[]): [number, number][] {
  const ranges = windows
    .map((window): [number, number] | null => {
      const from = minutesOf(window.from);
      const to = minutesOf(window.to);
      if (from === null || to === null) return null;
      const start = Math.ceil(from / SLOT_MINUTES) * SLOT_MINUTES;
      const end = Math.floor(to / SLOT_MINUTES) * SLOT_MINUTES;
      return end > start ? [start, end] : null;
    })
    .filter((range): range is [number, number] => range !== null)
    .sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = joined[joined.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

/**
 * A slot's id: its start as IST date and time, 'YYYY-MM-DDTHH:MM'.
 * @example slotId(Date.parse('2026-12-01T05:00:00Z')) // '2026-12-01T10:30'
 */
export function slotId(start: number): string {
  return new Date(start + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The start (epoch ms) of a slot id, or null when it is not one: a real date, on the half hour.
 * @example parseSlotId('2026-12-01T10:30') // Date.parse('2026-12-01T05:00:00Z')
 */
export function parseSlotId(id: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  if (!match) return null;
  const midnight = istMidnight(match[1] ?? '');
  const minutes = minutesOf(match[2] ?? '');
  if (midnight === null || minutes === null || minutes >= 24 * 60 || minutes % SLOT_MINUTES !== 0) return null;
  return midnight + minutes * MINUTE_MS;
}

/** Every slot of a date from the adviser's weekly windows, in time order (none on a day off). */
export function slotsOn(date: string, calendar: AdviserCalendar): Slot[] {
  const midnight = istMidnight(date);
  if (midnight === null || calendar.daysOff.includes(date)) return [];
  const slots: Slot[] = [];
  for (const [from, to] of halfHourRanges(calendar.weekly[weekdayOf(date)] ?? [])) {
    for (let minute = from; minute + SLOT_MINUTES <= to; minute += SLOT_MINUTES) {
      const start = midnight + minute * MINUTE_MS;
      slots.push({ id: slotId(start), start, end: start + SLOT_MINUTES * MINUTE_MS });
    }
  }
  return slots;
}

/**
 * The slots a visitor may book at `now`: on working days from the first bookable one until
 * BOOKING_HORIZON_DAYS after today, from the adviser's windows, less their days off and the
 * slots already booked (by id).
 */
export function freeSlots(
  calendar: AdviserCalendar,
  booked: readonly string[],
  holidays: readonly string[],
  now: number,
): Slot[] {
  const taken = new Set(booked);
  const last = nextDate(istToday(now), BOOKING_HORIZON_DAYS);
  const slots: Slot[] = [];
  for (let date = firstBookableDay(now, holidays); date <= last; date = nextDate(date)) {
    if (!isWorkingDay(date, holidays)) continue;
    slots.push(...slotsOn(date, calendar).filter((slot) => !taken.has(slot.id)));
  }
  return slots;
}

/**
 * Whether a slot id may be booked at `now`: one of the free slots (what the public write checks
 * before it creates the booking, whose creation fails if another took the slot meanwhile).
 */
export function isBookable(
  id: string,
  calendar: AdviserCalendar,
  booked: readonly string[],
  holidays: readonly string[],
  now: number,
): boolean {
  return parseSlotId(id) !== null && freeSlots(calendar, booked, holidays, now).some((slot) => slot.id === id);
}
