/**
 * The booking form's pure logic: the free slots grouped by day for the pickers, and the
 * endpoint's answers read into what the form shows. No React, no network (../data/booking.ts).
 */
import { isRecord, SHORT_MONTH_NAMES } from '@meridian/shared';
import { parseSlotId, slotWords } from '@meridian/shared/booking';
import { SHORT_WEEKDAY_NAMES } from '@meridian/shared/dates';
import { readSubmitAnswer, type SentSubmission } from '@meridian/shared/submissions';

export interface BookingDay {
  /** 'YYYY-MM-DD' (IST). */
  date: string;
  /** 'Mon 7 Dec'. */
  label: string;
  /** The day's slot ids with their times ('10:30'), in order. */
  times: { id: string; label: string }[];
}

/** 'YYYY-MM-DD' → 'Mon 7 Dec'. */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${SHORT_WEEKDAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${SHORT_MONTH_NAMES[day.getUTCMonth()] ?? ''}`;
}

/** Slot ids grouped by their day, in order; what is not a slot id is left out. */
export function groupByDay(slots: readonly string[]): BookingDay[] {
  const days: BookingDay[] = [];
  for (const id of [...slots].filter((slot) => parseSlotId(slot) !== null).sort()) {
    const date = id.slice(0, 10);
    const last = days[days.length - 1];
    const time = { id, label: id.slice(11) };
    if (last?.date === date) last.times.push(time);
    else days.push({ date, label: dayLabel(date), times: [time] });
  }
  return days;
}

/** GET /api/slots' answer as slot ids, or null when it is not one. */
export function readSlots(answer: unknown): string[] | null {
  if (!isRecord(answer) || answer.ok !== true || !Array.isArray(answer.slots)) return null;
  return answer.slots.filter((slot): slot is string => typeof slot === 'string' && parseSlotId(slot) !== null);
}

export type BookingOutcome =
  | { kind: 'booked'; slot: string; when: string }
  | { kind: 'taken'; message: string; next: string[] }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'refused'; message: string; errors: Record<string, string> };

/** What the endpoint may name when it refuses a booking (readBookingSubmission's fields). */
const BOOKING_FIELDS = ['slot', 'name', 'email', 'phone', 'topic', 'consent', 'form'] as const;

/**
 * The endpoint's answer to a booking or a change (sendSubmission's, null when none came), read by
 * the one reader (readSubmitAnswer) but for its own refusal, a slot taken meanwhile (with the free
 * ones after it): booked, with the slot in words; taken; limited (when to try again); or refused,
 * with the fields' messages, or the server's (or `unreachable`) words alone.
 */
export function readBookingAnswer(sent: SentSubmission | null, unreachable: string): BookingOutcome {
  const answer = sent !== null && isRecord(sent.answer) ? sent.answer : null;
  if (answer !== null && answer.ok === false && answer.reason === 'taken') {
    const next = Array.isArray(answer.next) ? answer.next : [];
    return {
      kind: 'taken',
      message: typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : unreachable,
      next: next.filter((slot): slot is string => typeof slot === 'string' && parseSlotId(slot) !== null),
    };
  }
  const outcome = readSubmitAnswer(sent, BOOKING_FIELDS, unreachable);
  switch (outcome.kind) {
    case 'sent': {
      const booked = isRecord(outcome.answer.booking) ? outcome.answer.booking : null;
      return booked && typeof booked.slot === 'string'
        ? { kind: 'booked', slot: booked.slot, when: slotWords(booked.slot) }
        : { kind: 'refused', message: unreachable, errors: {} };
    }
    case 'limited':
    case 'refused':
      return outcome;
    case 'failed':
      return { kind: 'refused', message: outcome.message, errors: {} };
  }
}
