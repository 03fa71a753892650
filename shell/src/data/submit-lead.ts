import { appCheckHeaders } from '@meridian/shared';
import {
  consentGiven,
  HONEYPOT_FIELD,
  sendSubmission,
  type LeadFields,
  type LeadSubmission,
  type SubmitAnswer,
} from '@meridian/shared/submissions';

export interface LeadInput {
  fields: LeadFields;
  /** Whether the person ticked the consent box (the form sends nothing without it). */
  consent: true;
  /** The path of the page the form was sent from. */
  page: string;
  /** What the hidden field holds ('' from a person). */
  honeypot: string;
  /** Milliseconds since the form appeared. */
  elapsedMs: number;
}

/** The answer to show: accepted, or why not (with a message per field, or when to try again). */
export type LeadOutcome =
  { ok: true } | { ok: false; message: string; errors: Record<string, string>; retryAfterSeconds: number | null };

const UNREACHABLE = 'We could not reach our server. Please check your connection and try again in a moment.';

function isAnswer(value: unknown): value is SubmitAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/**
 * Sends a contact-form message to the site's public-write endpoint (POST /api/submit), which
 * checks it with the same contract, limits how often one visitor may send, and stores it as a
 * lead. Never throws: every failure comes back as an outcome with words to show.
 */
export async function submitLead(input: LeadInput): Promise<LeadOutcome> {
  const body: LeadSubmission = {
    kind: 'lead',
    fields: input.fields,
    consent: consentGiven(),
    page: input.page,
    [HONEYPOT_FIELD]: input.honeypot,
    elapsedMs: Math.round(input.elapsedMs),
  };
  const sent = await sendSubmission(body, appCheckHeaders);
  const answer = sent?.answer;
  if (!isAnswer(answer)) return { ok: false, message: UNREACHABLE, errors: {}, retryAfterSeconds: null };
  if (answer.ok) return { ok: true };
  return {
    ok: false,
    message: answer.message,
    errors: answer.reason === 'invalid' ? answer.errors : {},
    retryAfterSeconds: answer.reason === 'limited' ? answer.retryAfterSeconds : null,
  };
}
