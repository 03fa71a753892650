/**
 * POST /api/submit: the site's one public write (SUBMIT_PATH). Pure but for its `deps`: it reads
 * the request, refuses what is malformed, answers a bot as if accepted without storing anything,
 * counts the submission against the limits and stores it only if none is reached, all in one
 * transaction of the store. The Cloud Function (../index.ts) connects it to HTTP and Firestore.
 */
import {
  looksAutomated,
  leadToStore,
  MAX_BODY_BYTES,
  readSubmission,
  retryWhen,
  type LeadSubmission,
  type SubmitAnswer,
} from '../../../shared/submissions';
import { clientAddress, privateKey } from './client-address';
import { countersFor, type Counter } from './limits';

/** A lead as the function stores it in `leads` (the admin's Leads tab reads it): LeadDocument but its time. */
export interface LeadToStore {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  status: 'new';
}

export interface SubmitStore {
  /**
   * In one transaction: if every counter is under its limit, counts one more in each and stores
   * `lead` (when not null); otherwise changes nothing and says how long until the fullest frees.
   */
  admit(
    counters: Counter[],
    lead: LeadToStore | null,
    now: number,
  ): Promise<{ admitted: true } | { admitted: false; retryAfterMs: number }>;
}

export interface SubmitDeps {
  store: SubmitStore;
  now: () => number;
  /** Salt of the hashed keys of the counters (a secret in production). */
  salt: string;
  /** How many proxies of ours add themselves to X-Forwarded-For (client-address.ts). */
  trustedHops: number;
  /** Checks an App Check token; null when App Check is not enforced (the emulators). */
  verifyAppCheck: ((token: string | undefined) => Promise<boolean>) | null;
}

export interface SubmitRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, as received (JSON text). */
  body: string;
  socketAddress: string | undefined;
}

export interface SubmitResponse {
  status: number;
  headers: Record<string, string>;
  body: SubmitAnswer;
}

const NO_STORE = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

function answer(status: number, body: SubmitAnswer, headers: Record<string, string> = {}): SubmitResponse {
  return { status, headers: { ...NO_STORE, ...headers }, body };
}

const header = (request: SubmitRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function leadOf(submission: LeadSubmission): LeadToStore {
  return { ...leadToStore(submission.fields), page: submission.page, status: 'new' };
}

export async function handleSubmit(request: SubmitRequest, deps: SubmitDeps): Promise<SubmitResponse> {
  if (request.method !== 'POST') {
    return answer(
      405,
      { ok: false, reason: 'invalid', message: 'Send the form with POST.', errors: {} },
      { allow: 'POST' },
    );
  }
  if (Buffer.byteLength(request.body, 'utf8') > MAX_BODY_BYTES) {
    return answer(413, { ok: false, reason: 'too-large', message: 'The message is too long to send.' });
  }
  if (!(header(request, 'content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return answer(400, { ok: false, reason: 'invalid', message: 'The form was not sent as JSON.', errors: {} });
  }
  if (deps.verifyAppCheck && !(await deps.verifyAppCheck(header(request, 'x-firebase-appcheck')))) {
    return answer(403, {
      ok: false,
      reason: 'unverified',
      message: 'This form could not be verified as sent from our site. Please reload the page and try again.',
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return answer(400, { ok: false, reason: 'invalid', message: 'The form could not be read.', errors: {} });
  }
  const read = readSubmission(parsed);
  if ('errors' in read) {
    return answer(400, {
      ok: false,
      reason: 'invalid',
      message: read.errors.form ?? 'Please correct the fields marked and send it again.',
      errors: read.errors,
    });
  }
  const { submission } = read;
  if (submission.kind !== 'lead') {
    return answer(400, { ok: false, reason: 'invalid', message: 'Complaints are not accepted here yet.', errors: {} });
  }
  const now = deps.now();
  const address = clientAddress(header(request, 'x-forwarded-for'), request.socketAddress, deps.trustedHops);
  const counters = countersFor(privateKey(address, deps.salt), privateKey(submission.fields.email, deps.salt));
  // A bot's submission counts against its limits like any, but is never stored.
  const result = await deps.store.admit(counters, looksAutomated(submission) ? null : leadOf(submission), now);
  if (!result.admitted) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    return answer(
      429,
      {
        ok: false,
        reason: 'limited',
        message: `We have received several messages from you in a short time. Please try again ${retryWhen(seconds)}.`,
        retryAfterSeconds: seconds,
      },
      { 'retry-after': String(seconds) },
    );
  }
  return answer(202, { ok: true });
}
