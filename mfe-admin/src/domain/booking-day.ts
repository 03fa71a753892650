/**
 * The Clients tab's day of bookings (issue 36, item 2): the day chosen (in the address, today in
 * IST by default), the slot ids it holds (its bookings are read by slot id, 'YYYY-MM-DDTHH:MM',
 * which sorts as the time does), a booking's time, whether its outcome may be marked, and until
 * when a call's note is kept. Pure: the time now is always passed in.
 */
import { BOOKING_LIMITS, NOTE_RETENTION_DAYS, parseSlotId, type BookingStatus } from '@meridian/shared/booking';
import { istDate } from '@meridian/shared/complaints';
import { unknownValue } from './address';

const DAY_MS = 24 * 60 * 60 * 1000;

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  held: 'Held',
  missed: 'Missed',
};

/** What a booked call became: the two outcomes staff mark once its start has come. */
export type BookingOutcome = Extract<BookingStatus, 'held' | 'missed'>;

/**
 * Whether a text is a real date, 'YYYY-MM-DD'.
 * @example isDate('2026-02-29') // false (2026 is not a leap year)
 */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The slot ids of a day: from its 00:00 (inclusive) to the next day's (exclusive), or null when
 * it is not a date. Slot ids compare as text in time order, so these bound a range query.
 * @example dayRange('2026-12-31') // { from: '2026-12-31T00:00', to: '2027-01-01T00:00' }
 */
export function dayRange(date: string): { from: string; to: string } | null {
  if (!isDate(date)) return null;
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { from: `${date}T00:00`, to: `${next}T00:00` };
}

/**
 * The day in the address (`?day=2026-12-01`), today (IST) when there is none, with a notice when
 * it is not a date.
 * @example parseDay('?day=soon', now) // { day: istDate(now), notice: '“soon” is not a date (YYYY-MM-DD), so today’s bookings are shown.' }
 */
export function parseDay(search: string, now: number): { day: string; notice: string | null } {
  const value = new URLSearchParams(search).get('day');
  const today = istDate(now);
  if (value !== null && isDate(value)) return { day: value, notice: null };
  return {
    day: today,
    notice: unknownValue(value, [], 'a date (YYYY-MM-DD)', 'today’s bookings are shown'),
  };
}

/**
 * The address's search for a day: none for today, so the tab's own address opens on today.
 * @example daySearch('2026-12-01', '2026-11-30') // '?day=2026-12-01'
 */
export function daySearch(day: string, today: string): string {
  return day === today ? '' : `?day=${day}`;
}

/**
 * A booking's time of day in IST, from its slot id; the id itself when it is not one.
 * @example slotTime('2026-12-01T10:30') // '10:30'
 */
export function slotTime(slot: string): string {
  return parseSlotId(slot) === null ? slot : slot.slice(11, 16);
}

/**
 * Whether a booking's outcome may be marked at `now`: it is still booked and its call has begun.
 * @example outcomeDue('booked', '2026-12-01T10:30', Date.parse('2026-12-01T05:00:00Z')) // true (10:30 IST)
 */
export function outcomeDue(status: BookingStatus, slot: string, now: number): boolean {
  const start = parseSlotId(slot);
  return status === 'booked' && start !== null && start <= now;
}

/**
 * The day (IST) until which a note written at `at` is kept: NOTE_RETENTION_DAYS after it. Derived
 * where read; nothing stores it (a client cannot write the server's time plus a duration).
 * @example noteKeptUntil(Date.parse('2026-12-01T05:00:00Z')) // '2031-12-01'
 */
export function noteKeptUntil(at: number): string {
  return istDate(at + NOTE_RETENTION_DAYS * DAY_MS);
}

/**
 * A note's problem before it is added, or undefined: empty, or longer than BOOKING_LIMITS.note.
 * @example checkNote('  ') // 'Please write the note.'
 */
export function checkNote(text: string): string | undefined {
  if (text.trim() === '') return 'Please write the note.';
  if (text.length > BOOKING_LIMITS.note) return `Please keep the note to ${BOOKING_LIMITS.note} characters or fewer.`;
  return undefined;
}
