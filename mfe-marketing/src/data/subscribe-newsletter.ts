import { appCheckHeaders } from '@meridian/shared';
import {
  consentGiven,
  HONEYPOT_FIELD,
  sendSubmission,
  type NewsletterSubmission,
  type SubmitAnswer,
} from '@meridian/shared/submissions';

function isAnswer(value: unknown): value is SubmitAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

export interface NewsletterInput {
  email: string;
  /** The consent box was ticked (the form sends nothing without it). */
  consent: true;
  page: string;
  honeypot: string;
  elapsedMs: number;
}

/** Accepted, or why not (the server's words, and the field it names: 'email' or 'consent'). */
export type NewsletterOutcome = { ok: true } | { ok: false; message: string; field: 'email' | 'consent' | null };

export const NEWSLETTER_UNREACHABLE =
  'We could not reach our server. Please check your connection and try again in a moment.';

/**
 * Subscribes to the newsletter through the public-write endpoint (POST /api/submit), which stores
 * the subscription (subscriptions/{id}) with the notice version of the consent and the server's
 * time. Never throws.
 */
export async function subscribeNewsletter(input: NewsletterInput): Promise<NewsletterOutcome> {
  const body: NewsletterSubmission = {
    kind: 'newsletter',
    fields: { email: input.email },
    consent: consentGiven(),
    page: input.page,
    [HONEYPOT_FIELD]: input.honeypot,
    elapsedMs: Math.round(input.elapsedMs),
  };
  const sent = await sendSubmission(body, appCheckHeaders);
  const answer = sent?.answer;
  if (!isAnswer(answer)) return { ok: false, message: NEWSLETTER_UNREACHABLE, field: null };
  if (answer.ok) return { ok: true };
  if (answer.reason === 'invalid') {
    if (answer.errors.email) return { ok: false, message: answer.errors.email, field: 'email' };
    if (answer.errors.consent) return { ok: false, message: answer.errors.consent, field: 'consent' };
  }
  return { ok: false, message: answer.message, field: null };
}
