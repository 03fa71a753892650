/**
 * The consultation form's pure logic: the endpoint's answer read into what the form shows, and
 * the preferred time as a sentence. No React, no network (../data/submit-consultation.ts sends).
 */
import { isRecord } from '@meridian/shared';
import {
  CONSULTATION_SLOT_LABELS,
  EMPTY_CONSULTATION,
  type ConsultationErrors,
  type ConsultationFields,
  type ConsultationSlot,
} from '@meridian/shared/submissions';

export type ConsultationOutcome = { kind: 'sent' } | { kind: 'failed'; message: string; errors: ConsultationErrors };

/**
 * The endpoint's JSON answer as an outcome: accepted, or refused with its message and the
 * messages of the form's own fields. Anything unreadable is `unreachable`.
 * @example readConsultationAnswer({ ok: true }, '…') // { kind: 'sent' }
 */
export function readConsultationAnswer(answer: unknown, unreachable: string): ConsultationOutcome {
  if (!isRecord(answer) || typeof answer.ok !== 'boolean') return { kind: 'failed', message: unreachable, errors: {} };
  if (answer.ok) return { kind: 'sent' };
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : unreachable;
  const errors: ConsultationErrors = {};
  if (isRecord(answer.errors)) {
    for (const key of Object.keys(EMPTY_CONSULTATION) as (keyof ConsultationFields)[]) {
      const text = answer.errors[key];
      if (typeof text === 'string' && text !== '') errors[key] = text;
    }
  }
  return { kind: 'failed', message, errors };
}

/**
 * A preferred day and slot as a sentence: 'Thursday 26 November, morning (9:30 am to 12:30 pm)'.
 * The day is read as a calendar date, whatever the browser's time zone.
 */
export function preferredTime(date: string, slot: ConsultationSlot): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const when = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return `${when}, ${CONSULTATION_SLOT_LABELS[slot].replace(/^\w/, (first) => first.toLowerCase())}`;
}
