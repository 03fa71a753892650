/**
 * The booking's requests: the free slots (GET /api/slots, never cached), a booking and a change
 * to one (POST /api/submit, the site's one public write). Never throws: a failure comes back as
 * null (the slots) or as an outcome with words to show.
 */
import { appCheckHeaders, type NoticeLanguage } from '@meridian/shared';
import type { BookingChange, BookingFields, BookingSubmission } from '@meridian/shared/booking';
import { consentGiven, sendPublicForm, sendSubmission, type SenderSignals } from '@meridian/shared/submissions';
import { readBookingAnswer, readSlots, type BookingOutcome } from '../domain/booking';

export const SLOTS_PATH = '/api/slots';

export async function loadSlots(): Promise<string[] | null> {
  try {
    const response = await fetch(SLOTS_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
    return response.ok ? readSlots(await response.json()) : null;
  } catch {
    return null;
  }
}

export async function sendBooking(
  slot: string,
  fields: BookingFields,
  page: string,
  signals: SenderSignals,
  unreachable: string,
  language: NoticeLanguage,
): Promise<BookingOutcome> {
  const sent = await sendPublicForm<BookingSubmission>(
    { kind: 'booking', slot, fields, consent: consentGiven(language), page },
    signals,
    appCheckHeaders,
  );
  return readBookingAnswer(sent, unreachable);
}

export async function sendBookingChange(change: BookingChange, unreachable: string): Promise<BookingOutcome> {
  const sent = await sendSubmission(change, appCheckHeaders);
  return readBookingAnswer(sent, unreachable);
}
