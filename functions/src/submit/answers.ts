/**
 * The public write's answers (POST /api/submit): JSON in the body, never cached, and the one
 * words of a submission over its limits. Apart from handler.ts so that the booking's handling
 * (../booking/submit.ts) answers in the same way.
 */
import type { BookingAccepted, BookingTaken } from '@meridian/shared/booking';
import type { GrievanceAccepted } from '@meridian/shared/grievance';
import type { CommentAccepted } from '@meridian/shared/posts';
import { retryWhen, type SubmitAnswer } from '@meridian/shared/submissions';

export interface SubmitRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, as received (JSON text). */
  body: string;
  socketAddress: string | undefined;
}

/** Every body the endpoint answers with. */
export type SubmitBody = SubmitAnswer | GrievanceAccepted | CommentAccepted | BookingAccepted | BookingTaken;

export interface SubmitResponse {
  status: number;
  headers: Record<string, string>;
  body: SubmitBody;
}

export const NO_STORE = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

export function answer(status: number, body: SubmitBody, headers: Record<string, string> = {}): SubmitResponse {
  return { status, headers: { ...NO_STORE, ...headers }, body };
}

export const header = (request: SubmitRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** A limited submission's answer: 429 with Retry-After. */
export function limited(retryAfterMs: number): SubmitResponse {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
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
