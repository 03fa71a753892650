/**
 * The booking form's pure logic: the free slots grouped by day for the pickers, and the
 * endpoint's answers read into what the form shows. No React, no network (../data/booking.ts).
 */
import { isRecord, SHORT_MONTH_NAMES } from '@meridian/shared';
import { parseSlotId, slotWords } from '@meridian/shared/booking';
import { SHORT_WEEKDAY_NAMES } from '@meridian/shared/dates';

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
  | { kind: 'refused'; message: string; errors: Record<string, string> };

/** The endpoint's answer to a booking or a change; `unreachable` when there is none to read. */
export function readBookingAnswer(answer: unknown, unreachable: string): BookingOutcome {
  if (!isRecord(answer) || typeof answer.ok !== 'boolean') return { kind: 'refused', message: unreachable, errors: {} };
  const booked = isRecord(answer.booking) ? answer.booking : null;
  if (answer.ok && booked && typeof booked.slot === 'string')
    return { kind: 'booked', slot: booked.slot, when: slotWords(booked.slot) };
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : unreachable;
  if (answer.reason === 'taken') {
    const next = Array.isArray(answer.next)
      ? answer.next.filter((slot): slot is string => typeof slot === 'string')
      : [];
    return { kind: 'taken', message, next: next.filter((slot) => parseSlotId(slot) !== null) };
  }
  const errors: Record<string, string> = {};
  if (isRecord(answer.errors)) {
    for (const [key, text] of Object.entries(answer.errors))
      if (typeof text === 'string' && text !== '') errors[key] = text;
  }
  return { kind: 'refused', message, errors };
}
