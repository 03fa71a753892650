/**
 * A booking of the first conversation as the visitor sends it and the public write reads it
 * (issue 36, item 2): the slot chosen, a name, an email, a phone and a topic, under the booking's
 * notice and consent; and the changes its confirmation's link allows (cancel, or move to another
 * slot), which carry the booking's id and the key the email gave. Pure.
 */
import {
  checkEmail,
  checkPhone,
  cleanPhone,
  HONEYPOT_FIELD,
  leadPage,
  readConsent,
  required,
  type ConsentGiven,
} from '../submissions';
import { paths } from '../src/config/paths';
import { MONTH_NAMES } from '../src/format/months';
import { LEAD_LIMITS } from '../src/contracts/documents';
import { WEEKDAY_NAMES } from '../src/format/dates';
import { IST_OFFSET_MINUTES } from '../src/validation/age';
import { parseSlotId, SLOT_MINUTES } from './slots';

/** What a first conversation may be about: the visitor picks one, so the adviser comes prepared. */
export const BOOKING_TOPICS = ['planning', 'retirement', 'investments', 'tax', 'insurance', 'other'] as const;
export type BookingTopic = (typeof BOOKING_TOPICS)[number];

export const BOOKING_TOPIC_LABELS: Record<BookingTopic, string> = {
  planning: 'A financial plan',
  retirement: 'Retirement',
  investments: 'Investments and portfolio',
  tax: 'Tax',
  insurance: 'Insurance and protection',
  other: 'Something else',
};

export const isBookingTopic = (value: unknown): value is BookingTopic =>
  typeof value === 'string' && (BOOKING_TOPICS as readonly string[]).includes(value);

/** The booking form's fields as typed or chosen: every one required. */
export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  /** A BookingTopic, or '' not yet chosen. */
  topic: '' | BookingTopic;
}

export type BookingErrors = Partial<Record<keyof BookingFields | 'slot', string>>;

export const EMPTY_BOOKING: BookingFields = { name: '', email: '', phone: '', topic: '' };

/** The booking's fields, field by field; an empty object means they can be sent. */
export function validateBooking(fields: BookingFields, slot: string): BookingErrors {
  const errors: BookingErrors = {};
  if (parseSlotId(slot) === null) errors.slot = 'Please choose a time for the call.';
  const name = required(fields.name, 'name', LEAD_LIMITS.name, true);
  if (name) errors.name = name;
  const email = checkEmail(fields.email, LEAD_LIMITS.email);
  if (email) errors.email = email;
  const phone =
    cleanPhone(fields.phone) === ''
      ? 'Please enter a phone number we can call you on.'
      : checkPhone(fields.phone, LEAD_LIMITS.phone);
  if (phone) errors.phone = phone;
  if (!isBookingTopic(fields.topic)) errors.topic = 'Please choose what you would like to talk about.';
  return errors;
}

/** What the booking form sends to SUBMIT_PATH. */
export interface BookingSubmission {
  kind: 'booking';
  /** The slot's id, 'YYYY-MM-DDTHH:MM' (IST). */
  slot: string;
  fields: BookingFields;
  consent: ConsentGiven;
  page: string;
  [HONEYPOT_FIELD]: string;
  elapsedMs: number;
}

/** What the link in a booking's confirmation sends: cancel it, or move it to another slot. */
export type BookingChange =
  | { kind: 'booking-cancel'; booking: string; key: string }
  | { kind: 'booking-move'; booking: string; key: string; slot: string };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A request's JSON body read as a booking: the submission, or what is wrong with it, field by
 * field where it is a field. Nothing malformed gets past this.
 */
export function readBookingSubmission(
  body: unknown,
): { submission: BookingSubmission } | { errors: Record<string, string> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: { form: 'Nothing was sent.' } };
  const record = body as Record<string, unknown>;
  const raw = record.fields;
  if (record.kind !== 'booking' || typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { errors: { form: 'The form was empty.' } };
  const given = raw as Record<string, unknown>;
  const read: Record<string, string> = {};
  for (const key of Object.keys(EMPTY_BOOKING)) {
    const value = text(given[key] ?? '');
    if (value === null) return { errors: { [key]: 'This field must be text.' } };
    read[key] = value;
  }
  const fields = { ...EMPTY_BOOKING, ...read } as BookingFields;
  const slot = text(record.slot) ?? '';
  const errors: Record<string, string> = { ...validateBooking(fields, slot) };
  const consent = readConsent(record.consent);
  if ('error' in consent) errors.consent = consent.error;
  const page = text(record.page);
  const honeypot = text(record[HONEYPOT_FIELD] ?? '');
  const elapsedMs = record.elapsedMs;
  if (page === null) errors.form = 'The page it was sent from is missing.';
  if (honeypot === null || typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs))
    errors.form = 'The form was sent incomplete. Please reload the page and try again.';
  if (Object.keys(errors).length > 0 || 'error' in consent) return { errors };
  return {
    submission: {
      kind: 'booking',
      slot,
      fields: { ...fields, name: fields.name.trim(), email: fields.email.trim(), phone: cleanPhone(fields.phone) },
      consent,
      page: leadPage(page ?? '/'),
      [HONEYPOT_FIELD]: honeypot ?? '',
      elapsedMs: Number(elapsedMs),
    },
  };
}

/** A booking's id: its adviser's uid and slot id are not in it (an id the store made). */
const BOOKING_ID = /^[A-Za-z0-9]{1,40}$/;
/** The key in a confirmation's link: 32 hexadecimal characters (128 random bits). */
const BOOKING_KEY = /^[0-9a-f]{32}$/;

/** A request's JSON body read as a change to a booking, or null when it is not a well-formed one. */
export function readBookingChange(body: unknown): BookingChange | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const booking = text(record.booking) ?? '';
  const key = text(record.key) ?? '';
  if (!BOOKING_ID.test(booking) || !BOOKING_KEY.test(key)) return null;
  if (record.kind === 'booking-cancel') return { kind: 'booking-cancel', booking, key };
  const slot = text(record.slot) ?? '';
  if (record.kind === 'booking-move' && parseSlotId(slot) !== null) return { kind: 'booking-move', booking, key, slot };
  return null;
}

/** The page a confirmation links to, to cancel or move the booking. */
export const BOOKING_MANAGE_PATH = paths.booking;

/**
 * The link in a booking's confirmation: the page, with the booking, its slot and key in the
 * fragment (which a browser never sends to a server, so no log holds the key).
 */
export function bookingManageLink(origin: string, booking: { id: string; slot: string; key: string }): string {
  const fragment = new URLSearchParams({ b: booking.id, s: booking.slot, k: booking.key });
  return `${origin}${BOOKING_MANAGE_PATH}#${fragment.toString()}`;
}

/** A manage link's fragment ('#b=…&s=…&k=…') read back, or null when it is not one. */
export function readManageFragment(hash: string): { id: string; slot: string; key: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('b') ?? '';
  const slot = params.get('s') ?? '';
  const key = params.get('k') ?? '';
  return BOOKING_ID.test(id) && BOOKING_KEY.test(key) && parseSlotId(slot) !== null ? { id, slot, key } : null;
}

/**
 * A slot in words, in IST: slotWords('2026-12-01T10:30') → 'Tuesday 1 December 2026, 10:30 to
 * 11:00 IST'; the id itself when it is not one.
 */
export function slotWords(id: string): string {
  const start = parseSlotId(id);
  if (start === null) return id;
  const [date = '', time = ''] = id.split('T');
  const day = new Date(`${date}T00:00:00Z`);
  const end = new Date(start + SLOT_MINUTES * 60_000 + IST_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
  return `${WEEKDAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${time} to ${end} IST`;
}

/** GET /api/slots' answer: the slots a visitor may book now, by id, in time order. */
export interface SlotsAnswer {
  ok: true;
  slots: string[];
}

/** The public write's answer to a booking it stored, or to a change it made. */
export interface BookingAccepted {
  ok: true;
  booking: { id: string; slot: string; adviserName: string };
}

/**
 * The answer when the slot chosen is no longer free (another took it meanwhile, or it is no
 * longer offered): up to three free slots after it, to offer instead.
 */
export interface BookingTaken {
  ok: false;
  reason: 'taken';
  message: string;
  next: string[];
}

/** The words of a slot taken meanwhile (the form keeps what was typed). */
export const SLOT_TAKEN_MESSAGE =
  'Sorry, that time was booked by someone else a moment ago. Please choose another; what you typed is kept.';
