/**
 * The booking's documents in Firestore (issue 36, item 2), one home for their shape:
 * - advisers/{uid}: an adviser's weekly availability and days off, which they set in the admin's
 *   Clients tab (manage_clients, their own document only); read by staff who may see clients and
 *   by the public write (Admin SDK), never by visitors: the booking page gets free slots from
 *   GET /api/slots.
 * - bookedSlots/{adviser uid}_{slot id}: that an adviser's slot is held, and by which booking.
 *   Written only by the public write, in the transaction that creates the booking: its create
 *   fails when another holds the slot, so two people can never hold one. Released (deleted) when
 *   the booking is cancelled or moved. No client reads or writes it.
 * - bookings/{id}: the booking itself, with the visitor's details (read by staff who may see
 *   clients; manage_clients marks it held or missed).
 * - bookings/{id}/notes/{id}: what the adviser noted of the call: kept five years from `at`,
 *   never changed or deleted by a client, read only by staff who may see clients.
 */
import type { NoticeLanguage, StoredTime } from '../src/contracts/documents';
import { isRecord } from '../src/contracts/stored';
import type { BookingTopic } from './request';
import type { AdviserCalendar, TimeWindow, Weekday } from './slots';

export const BOOKING_LIMITS = {
  /** Windows an adviser may set on one day of the week. */
  windowsPerDay: 4,
  /** Days off an adviser may list at once. */
  daysOff: 60,
  /** The name a visitor's confirmation gives for their adviser. */
  adviserName: 80,
  /** One note of a call. */
  note: 2000,
} as const;

/** How long a call's notes are kept: five years (SEBI's record-keeping, issue 36). */
export const NOTE_RETENTION_DAYS = 1826;

export const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** advisers/{uid} as stored. */
export interface AdviserDocument {
  displayName: string;
  /** Windows by ISO weekday ('1' Monday … '7' Sunday), each 'HH:MM' in IST; a day absent has none. */
  weekly: Partial<Record<WeekdayKey, TimeWindow[]>>;
  /** 'YYYY-MM-DD' (IST), at most BOOKING_LIMITS.daysOff. */
  daysOff: string[];
  updatedAt: StoredTime;
}

/** bookedSlots/{adviser}_{slot} as stored. */
export interface BookedSlotDocument {
  booking: string;
  adviser: string;
  slot: string;
  start: StoredTime;
}

/**
 * booked: held for the call; cancelled: by the visitor (the slot released); held: the call took
 * place; missed: the visitor did not come. A booking moved to another slot stays booked, with
 * its new slot.
 */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'held', 'missed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** bookings/{id} as stored. */
export interface BookingDocument {
  name: string;
  email: string;
  phone: string;
  topic: BookingTopic;
  /** The slot's id, 'YYYY-MM-DDTHH:MM' (IST), and its start and end. */
  slot: string;
  start: StoredTime;
  end: StoredTime;
  adviser: string;
  adviserName: string;
  status: BookingStatus;
  /** The SHA-256 (hex) of the key in the confirmation's link: the key itself is never stored. */
  keyHash: string;
  page: string;
  noticeVersion: string;
  /** The language the person read the notice in (since 29 November 2026; older bookings: English). */
  noticeLanguage?: NoticeLanguage;
  consentedAt: StoredTime;
  createdAt: StoredTime;
  /** 0 when booked; one more with each change (its calendar files' SEQUENCE). */
  sequence: number;
  /** When a visitor cancelled or last moved it. */
  changedAt?: StoredTime;
  /** Who marked it held or missed (staff uid), and when. */
  outcomeBy?: string;
  outcomeAt?: StoredTime;
}

/** bookings/{id}/notes/{id} as stored. */
export interface BookingNoteDocument {
  text: string;
  /** The staff member who wrote it (their uid). */
  by: string;
  at: StoredTime;
}
// Kept NOTE_RETENTION_DAYS after `at` (derived where read: a client cannot write the server's
// time plus a duration, so the rules cannot ask for a stored keepUntil).

const isWindow = (value: unknown): value is TimeWindow =>
  isRecord(value) && typeof value.from === 'string' && typeof value.to === 'string';

/**
 * An adviser's stored availability read as a calendar, whatever it holds: what is not a window
 * or a date is left out (the slot arithmetic also ignores a window with a malformed time).
 */
export function readCalendar(data: unknown): AdviserCalendar {
  const record = isRecord(data) ? data : {};
  const weekly: AdviserCalendar['weekly'] = {};
  const stored = isRecord(record.weekly) ? record.weekly : {};
  WEEKDAY_KEYS.forEach((key, index) => {
    const windows = stored[key];
    if (Array.isArray(windows)) weekly[(index + 1) as Weekday] = windows.filter(isWindow);
  });
  const daysOff = Array.isArray(record.daysOff)
    ? record.daysOff.filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day))
    : [];
  return { weekly, daysOff };
}
