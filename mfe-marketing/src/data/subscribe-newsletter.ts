import { appCheckHeaders, type NoticeLanguage } from '@meridian/shared';
import {
  consentGiven,
  readSubmitAnswer,
  sendPublicForm,
  SUBMIT_UNREACHABLE,
  type NewsletterSubmission,
  type SenderSignals,
} from '@meridian/shared/submissions';

export interface NewsletterInput extends SenderSignals {
  email: string;
  /** The consent box was ticked (the form sends nothing without it). */
  consent: true;
  page: string;
  /** The language the person read the notice in. */
  language: NoticeLanguage;
}

/** Accepted, or why not (the server's words, and the field it names: 'email' or 'consent'). */
export type NewsletterOutcome = { ok: true } | { ok: false; message: string; field: 'email' | 'consent' | null };

/**
 * Subscribes to the newsletter through the public-write endpoint (POST /api/submit), which stores
 * the subscription (subscriptions/{id}) with the notice version of the consent and the server's
 * time. Never throws.
 */
export async function subscribeNewsletter({
  email,
  page,
  language,
  honeypot,
  elapsedMs,
}: NewsletterInput): Promise<NewsletterOutcome> {
  const sent = await sendPublicForm<NewsletterSubmission>(
    { kind: 'newsletter', fields: { email }, consent: consentGiven(language), page },
    { honeypot, elapsedMs },
    appCheckHeaders,
  );
  const outcome = readSubmitAnswer(sent, ['email', 'consent'], SUBMIT_UNREACHABLE);
  if (outcome.kind === 'sent') return { ok: true };
  if (outcome.kind === 'refused') {
    if (outcome.errors.email) return { ok: false, message: outcome.errors.email, field: 'email' };
    if (outcome.errors.consent) return { ok: false, message: outcome.errors.consent, field: 'consent' };
  }
  return { ok: false, message: outcome.message, field: null };
}
