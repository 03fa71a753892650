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
 * answer was not JSON; readSubmitAnswer reads the answer.
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

/** A form's answer as what it shows: sent, refused (a message per field), limited, or failed. */
export type SubmitOutcome =
  | { kind: 'sent'; answer: Record<string, unknown> }
  | { kind: 'refused'; message: string; errors: Record<string, string> }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

/**
 * Seconds from a Retry-After header (a number of seconds, or an HTTP date read at `now`), at
 * least one; null when there is none or it is neither.
 * @example retryAfterSeconds('Tue, 24 Nov 2026 10:02:00 GMT', Date.parse('2026-11-24T10:00:00Z')) // 120
 */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * The endpoint's answer (sendSubmission's, null when none came) as a SubmitOutcome: the one reader
 * of its answers, whichever form sent (a lead, a booking, a complaint, a grievance, a comment). Accepted: a
 * 2xx with `ok: true`, the body kept for the form's own reading. Limited: a 429 or `reason:
 * 'limited'`, for the body's `retryAfterSeconds`, else Retry-After's (an HTTP date read at `now`),
 * else a minute. Refused: `reason: 'invalid'`, with the messages of the fields `fields` names.
 * Anything else failed. Each carries the server's message, or `unreachable` when it has none (no
 * answer, or one that is not an object).
 * @example readSubmitAnswer({ status: 202, answer: { ok: true }, retryAfter: null }, [], '…').kind // 'sent'
 */
export function readSubmitAnswer(
  sent: SentSubmission | null,
  fields: readonly string[],
  unreachable: string,
  now: number = Date.now(),
): SubmitOutcome {
  if (sent === null) return { kind: 'failed', message: unreachable };
  const answer = isRecord(sent.answer) ? sent.answer : {};
  if (answer.ok === true && sent.status >= 200 && sent.status < 300) return { kind: 'sent', answer };
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : unreachable;
  if (sent.status === 429 || answer.reason === 'limited') {
    const fromBody = answer.retryAfterSeconds;
    const seconds =
      typeof fromBody === 'number' && Number.isFinite(fromBody)
        ? Math.max(1, Math.ceil(fromBody))
        : retryAfterSeconds(sent.retryAfter, now);
    return { kind: 'limited', message, retryAfterSeconds: seconds ?? 60 };
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
