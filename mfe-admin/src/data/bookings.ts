import { loadFirestore, settleWrite, storedMillis } from '@meridian/shared';
import {
  BOOKING_STATUSES,
  isBookingTopic,
  readCalendar,
  type AdviserCalendar,
  type AdviserDocument,
  type BookingDocument,
  type BookingNoteDocument,
  type BookingStatus,
  type BookingTopic,
} from '@meridian/shared/booking';
import type { AvailabilityWrite } from '../domain/availability-form';
import { dayRange, type BookingOutcome } from '../domain/booking-day';

/**
 * The first conversations' desk (issue 36, item 2), the Clients tab's reads and writes; the
 * documents' shapes are '@meridian/shared/booking' (documents.ts). view_clients reads bookings,
 * their notes and advisers; manage_clients marks a booking held or missed, adds a note, and sets
 * its own advisers/{uid}. Not audited: a booking's outcome and a note name their author
 * (outcomeBy, by) and time themselves.
 */
export interface BookingRow {
  id: string;
  /** 'YYYY-MM-DDTHH:MM' (IST). */
  slot: string;
  name: string;
  email: string;
  phone: string;
  topic: BookingTopic;
  adviser: string;
  adviserName: string;
  status: BookingStatus;
}

export interface BookingNoteRow {
  id: string;
  text: string;
  /** The uid of the staff member who wrote it. */
  by: string;
  /** When it was written (the server's time), epoch ms. */
  at: number | null;
}

/** The stored availability of one adviser, or what a missing one reads as. */
export interface AdviserRead {
  displayName: string | null;
  calendar: AdviserCalendar;
  updatedAt: number | null;
}

/** The most bookings one day's read returns: far beyond a day's slots (48 an adviser), a bound on the read. */
export const BOOKINGS_DAY_MAX = 500;

function toBooking(id: string, data: Partial<Record<keyof BookingDocument, unknown>>): BookingRow {
  return {
    id,
    slot: String(data.slot ?? ''),
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    topic: isBookingTopic(data.topic) ? data.topic : 'other',
    adviser: String(data.adviser ?? ''),
    adviserName: String(data.adviserName ?? ''),
    status: BOOKING_STATUSES.find((status) => status === data.status) ?? 'booked',
  };
}

/**
 * The bookings of a day ('YYYY-MM-DD', IST), in time order: slot ids from its 00:00 up to the next
 * day's (one field's range and order: its single-field index, no composite one). None for a text
 * that is not a date.
 */
export async function listBookingsOn(date: string): Promise<BookingRow[]> {
  const range = dayRange(date);
  if (!range) return [];
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'bookings'),
      sdk.where('slot', '>=', range.from),
      sdk.where('slot', '<', range.to),
      sdk.orderBy('slot'),
      sdk.limit(BOOKINGS_DAY_MAX),
    ),
  );
  return snapshot.docs.map((document) => toBooking(document.id, document.data()));
}

/** How many of the newest bookings a client's file looks through: the client pipeline's read (ONBOARDING_READ_LIMIT). */
export const CALLS_READ_LIMIT = 100;

/**
 * The first calls booked with an email address, whatever its case (a booking keeps the address as
 * the visitor typed it), newest first, among the newest CALLS_READ_LIMIT bookings: the same read
 * and the same match as the client pipeline's prospects (listOnboarding). One field's order, so
 * no composite index.
 */
export async function listCallsOf(email: string): Promise<BookingRow[]> {
  const key = email.trim().toLowerCase();
  if (!key) return [];
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'bookings'), sdk.orderBy('start', 'desc'), sdk.limit(CALLS_READ_LIMIT)),
  );
  return snapshot.docs
    .map((document) => toBooking(document.id, document.data()))
    .filter((booking) => booking.email.trim().toLowerCase() === key);
}

/** Marks a booked call held or missed, by the signed-in staff member (outcomeBy), at the server's time. */
export async function setBookingOutcome(uid: string, id: string, outcome: BookingOutcome): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const change = {
    status: outcome,
    outcomeBy: uid,
    outcomeAt: sdk.serverTimestamp(),
  } satisfies Partial<Record<keyof BookingDocument, unknown>>;
  await settleWrite(handle, sdk.updateDoc(sdk.doc(db, 'bookings', id), change));
}

/** A booking's notes, oldest first. */
export async function listBookingNotes(id: string): Promise<BookingNoteRow[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'bookings', id, 'notes'), sdk.orderBy('at')));
  return snapshot.docs.map((document) => {
    const data: Partial<Record<keyof BookingNoteDocument, unknown>> = document.data();
    return { id: document.id, text: String(data.text ?? ''), by: String(data.by ?? ''), at: storedMillis(data.at) };
  });
}

/**
 * Adds a note to a booking: its text, its author and the server's time. How long it is kept is
 * derived from `at` where it is read (NOTE_RETENTION_DAYS), not stored: a client cannot write the
 * server's time plus a duration.
 */
export async function addBookingNote(uid: string, id: string, text: string): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const note = {
    text: text.trim(),
    by: uid,
    at: sdk.serverTimestamp(),
  } satisfies Record<keyof BookingNoteDocument, unknown>;
  await settleWrite(handle, sdk.addDoc(sdk.collection(db, 'bookings', id, 'notes'), note));
}

/** An adviser's stored availability (advisers/{uid}), or null when they have set none. */
export async function readAdviser(uid: string): Promise<AdviserRead | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'advisers', uid));
  if (!snapshot.exists()) return null;
  const data: Partial<Record<keyof AdviserDocument, unknown>> = snapshot.data();
  return {
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    calendar: readCalendar(data),
    updatedAt: storedMillis(data.updatedAt),
  };
}

/** Sets the signed-in staff member's own availability, whole (setDoc), at the server's time. */
export async function saveAdviser(uid: string, write: AvailabilityWrite): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const document = { ...write, updatedAt: sdk.serverTimestamp() } satisfies Record<keyof AdviserDocument, unknown>;
  await settleWrite(handle, sdk.setDoc(sdk.doc(db, 'advisers', uid), document));
}
