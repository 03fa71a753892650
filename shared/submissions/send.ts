import { isRecord } from '../src/contracts/documents';
import { HONEYPOT_FIELD } from './form-basics';

/** Where the site's public writes go (the shell's Hosting site rewrites it to the function). */
export const SUBMIT_PATH = '/api/submit';

/** How long a form waits for the server before it says it could not reach it. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What the endpoint answered: its status, its JSON body (unchecked) and its Retry-After header. */
export interface SentSubmission {
  status: number;
  answer: unknown;
  retryAfter: string | null;
}

/**
 * Posts a submission (a lead, a consultation request, a complaint) to the public-write endpoint
 * with the headers `headers` gives (App Check, a session), waiting at most SUBMIT_TIMEOUT_MS.
 * Never throws: null when the headers could not be had, the server could not be reached or its
 * answer was not JSON; each form reads the answer with its own reader.
 */
export async function sendSubmission(
  body: object,
  headers: () => Promise<Record<string, string>>,
): Promise<SentSubmission | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const response = await fetch(SUBMIT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await headers()) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    return answer === null
      ? null
      : { status: response.status, answer, retryAfter: response.headers.get('retry-after') };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** What a person's form says of its sender besides its fields (../form-kit's useSenderSignals). */
export interface SenderSignals {
  /** What the hidden field holds ('' from a person). */
  honeypot: string;
  /** Milliseconds since the form appeared. */
  elapsedMs: number;
}

/**
 * Posts a public form (a lead, a consultation request, a complaint, a subscription) with its
 * sender's signals as the endpoint reads them (the honeypot's field, whole milliseconds), as
 * sendSubmission does.
 */
export function sendPublicForm<Submission extends { [HONEYPOT_FIELD]: string; elapsedMs: number }>(
  submission: Omit<Submission, typeof HONEYPOT_FIELD | 'elapsedMs'>,
  signals: SenderSignals,
  headers: () => Promise<Record<string, string>>,
): Promise<SentSubmission | null> {
  return sendSubmission(
    { ...submission, [HONEYPOT_FIELD]: signals.honeypot, elapsedMs: Math.round(signals.elapsedMs) },
    headers,
  );
}

/** A public form's answer as what it shows: sent, refused (a message per field), limited, or failed. */
export type SubmitOutcome =
  | { kind: 'sent'; answer: Record<string, unknown> }
  | { kind: 'refused'; message: string; errors: Record<string, string> }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

/**
 * The endpoint's answer (sendSubmission's, null when none came) as a SubmitOutcome: accepted
 * (`ok: true`), refused with the messages of the fields `fields` names, limited (for
 * `retryAfterSeconds`, else Retry-After's seconds, else a minute), or failed with the server's
 * message; an answer that cannot be read says `unreachable`.
 * @example readSubmitAnswer({ status: 202, answer: { ok: true }, retryAfter: null }, [], '…').kind // 'sent'
 */
export function readSubmitAnswer(
  sent: SentSubmission | null,
  fields: readonly string[],
  unreachable: string,
): SubmitOutcome {
  const answer = sent?.answer;
  if (!isRecord(answer) || typeof answer.ok !== 'boolean') return { kind: 'failed', message: unreachable };
  if (answer.ok) return { kind: 'sent', answer };
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : unreachable;
  if (answer.reason === 'limited') {
    const header = sent?.retryAfter ? Number(sent.retryAfter) : Number.NaN;
    const seconds = typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : header;
    return {
      kind: 'limited',
      message,
      retryAfterSeconds: Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 60,
    };
  }
  if (answer.reason !== 'invalid') return { kind: 'failed', message };
  const errors: Record<string, string> = {};
  const given = isRecord(answer.errors) ? answer.errors : {};
  for (const field of fields) {
    const text = given[field];
    if (typeof text === 'string' && text !== '') errors[field] = text;
  }
  return { kind: 'refused', message, errors };
}
