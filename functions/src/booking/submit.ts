/**
 * A booking of the first conversation through the public write (POST /api/submit, kinds
 * 'booking', 'booking-cancel' and 'booking-move'; issue 36, item 2). Pure but for its `deps`.
 *
 * A booking is read and checked (readBookingSubmission), the slot is checked against the
 * advisers' calendars as stored now (candidatesFor), and the store, in one transaction, counts it
 * against the same limits as every public write, holds the slot for the first candidate still
 * free (bookedSlots/{adviser}_{slot}: its create fails when another holds it), stores the booking
 * and queues its confirmation with the calendar file and the link to change it. A slot taken
 * meanwhile answers 409 with the next free ones. The link's key is made here (128 random bits),
 * mailed, and only its SHA-256 stored; a change must bring the key.
 */
import { createHash } from 'node:crypto';
import {
  bookingManageLink,
  readBookingChange,
  readBookingSubmission,
  SLOT_TAKEN_MESSAGE,
  type BookingSubmission,
  type BookingTopic,
} from '@meridian/shared/booking';
import type { NoticeLanguage } from '@meridian/shared/documents';
import { automatedRefusal } from '@meridian/shared/submissions';
import { answer, header, limited, type SubmitRequest, type SubmitResponse } from '../submit/answers';
import { clientAddress, privateKey } from '../submit/client-address';
import { countersFor, type Counter } from '../submit/limits';
import { candidatesFor, nextFreeAfter, type AdviserSlots } from './calendar';

/** A booking as the handler gives it to the store: the visitor's, checked, and the key's hash. */
export interface BookingToStore {
  name: string;
  email: string;
  phone: string;
  topic: BookingTopic;
  slot: string;
  page: string;
  noticeVersion: string;
  noticeLanguage: NoticeLanguage;
  keyHash: string;
}

export type Candidate = Pick<AdviserSlots, 'uid' | 'displayName'>;

export type BookOutcome =
  { kind: 'booked'; id: string; adviserName: string } | { kind: 'limited'; retryAfterMs: number } | { kind: 'taken' };

/** What a confirmation's link asks: cancel (to: null), or move to a slot one of `candidates` can take. */
export interface BookingChangeToStore {
  booking: string;
  keyHash: string;
  to: null | { slot: string; candidates: Candidate[] };
}

export type ChangeOutcome =
  | { kind: 'changed'; slot: string; adviserName: string }
  | { kind: 'limited'; retryAfterMs: number }
  | { kind: 'taken' }
  /** No booking with that id and key that can still change (cancelled, or its call begun). */
  | { kind: 'unknown' };

export interface BookingStore {
  /** Every adviser's calendar and the slots they hold from `now` on. */
  advisers(now: number): Promise<AdviserSlots[]>;
  /**
   * In one transaction: the counters (as SubmitStore.admit), then the first of `candidates`
   * whose slot is not held: holds it, stores the booking (booked) and queues its confirmation,
   * whose link is manageLink(the booking's id). Taken when every candidate's slot is held.
   */
  book(
    counters: Counter[],
    booking: BookingToStore,
    candidates: readonly Candidate[],
    now: number,
    manageLink: (id: string) => string,
  ): Promise<BookOutcome>;
  /**
   * In one transaction: the counters, then, if the booking's key hash matches, it is still booked
   * and its call not begun: releases its slot and cancels it, or holds the new slot (for the first
   * free of `to.candidates`) and moves it there; and queues the email that says so.
   */
  change(
    counters: Counter[],
    change: BookingChangeToStore,
    now: number,
    manageLink: (id: string) => string,
  ): Promise<ChangeOutcome>;
}

export interface BookingDeps {
  bookings: BookingStore;
  /** The site's origin, for the confirmation's link. */
  siteUrl: string;
  /** A new key for a confirmation's link: 32 hexadecimal characters. */
  newKey: () => string;
  salt: string;
  trustedHops: number;
}

export const keyHashOf = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

function countersOf(request: SubmitRequest, deps: BookingDeps, contact: string): Counter[] {
  const address = clientAddress(header(request, 'x-forwarded-for'), request.socketAddress, deps.trustedHops);
  return countersFor(privateKey(address, deps.salt), privateKey(contact, deps.salt));
}

const taken = (next: string[]): SubmitResponse =>
  answer(409, { ok: false, reason: 'taken', message: SLOT_TAKEN_MESSAGE, next });

/** POST /api/submit with kind 'booking'. */
export async function handleBooking(
  request: SubmitRequest,
  deps: BookingDeps,
  parsed: unknown,
  now: number,
): Promise<SubmitResponse> {
  const read = readBookingSubmission(parsed);
  if ('errors' in read) {
    return answer(400, {
      ok: false,
      reason: 'invalid',
      message: read.errors.form ?? read.errors.consent ?? 'Please correct the fields marked and send it again.',
      errors: read.errors,
    });
  }
  const { submission } = read;
  const counters = countersOf(request, deps, submission.fields.email.toLowerCase());
  const automated = automatedRefusal(submission);
  if (automated !== null) {
    // Counted like any, never stored, refused in words (as the other public forms).
    const counted = await deps.bookings.book(counters, toStore(submission, ''), [], now, () => '');
    if (counted.kind === 'limited') return limited(counted.retryAfterMs);
    return answer(400, { ok: false, reason: 'automated', message: automated });
  }
  const advisers = await deps.bookings.advisers(now);
  const candidates = candidatesFor(submission.slot, advisers, now);
  if (candidates.length === 0) return taken(nextFreeAfter(submission.slot, advisers, now));
  const key = deps.newKey();
  const outcome = await deps.bookings.book(
    counters,
    toStore(submission, keyHashOf(key)),
    candidates.map(({ uid, displayName }) => ({ uid, displayName })),
    now,
    (id) => bookingManageLink(deps.siteUrl, { id, slot: submission.slot, key }),
  );
  if (outcome.kind === 'limited') return limited(outcome.retryAfterMs);
  if (outcome.kind === 'taken') {
    // Read again: the slot that was just taken is no longer among the next ones.
    return taken(nextFreeAfter(submission.slot, await deps.bookings.advisers(now), now));
  }
  return answer(202, {
    ok: true,
    booking: { id: outcome.id, slot: submission.slot, adviserName: outcome.adviserName },
  });
}

function toStore(submission: BookingSubmission, keyHash: string): BookingToStore {
  const { name, email, phone, topic } = submission.fields;
  return {
    name,
    email,
    phone,
    topic: topic === '' ? 'other' : topic,
    slot: submission.slot,
    page: submission.page,
    noticeVersion: submission.consent.noticeVersion,
    noticeLanguage: submission.consent.noticeLanguage,
    keyHash,
  };
}

/** POST /api/submit with kind 'booking-cancel' or 'booking-move' (from a confirmation's link). */
export async function handleBookingChange(
  request: SubmitRequest,
  deps: BookingDeps,
  parsed: unknown,
  now: number,
): Promise<SubmitResponse> {
  const change = readBookingChange(parsed);
  if (!change) {
    return answer(400, {
      ok: false,
      reason: 'invalid',
      message: 'This link to your booking is incomplete. Please open it again from your confirmation email.',
      errors: {},
    });
  }
  const counters = countersOf(request, deps, `booking:${change.booking}`);
  let to: BookingChangeToStore['to'] = null;
  let advisers: AdviserSlots[] = [];
  if (change.kind === 'booking-move') {
    advisers = await deps.bookings.advisers(now);
    const candidates = candidatesFor(change.slot, advisers, now);
    if (candidates.length === 0) return taken(nextFreeAfter(change.slot, advisers, now));
    to = { slot: change.slot, candidates: candidates.map(({ uid, displayName }) => ({ uid, displayName })) };
  }
  const outcome = await deps.bookings.change(
    counters,
    { booking: change.booking, keyHash: keyHashOf(change.key), to },
    now,
    (id) => bookingManageLink(deps.siteUrl, { id, slot: to?.slot ?? '', key: change.key }),
  );
  if (outcome.kind === 'limited') return limited(outcome.retryAfterMs);
  if (outcome.kind === 'taken' && to) return taken(nextFreeAfter(to.slot, await deps.bookings.advisers(now), now));
  if (outcome.kind !== 'changed') {
    return answer(404, {
      ok: false,
      reason: 'invalid',
      message:
        'This booking can no longer be changed here: it was cancelled, or its time has come. Please call or email us.',
      errors: {},
    });
  }
  return answer(200, {
    ok: true,
    booking: { id: change.booking, slot: outcome.slot, adviserName: outcome.adviserName },
  });
}
