// The comments under an article as the reader sees them, and the endpoint's answers read: pure,
// with no React or Firebase (the data module and the section use these).
import { formatIndianNumber, isRecord, type CommentStatus } from '@meridian/shared';
import { formatDay } from '@meridian/shared/dates';
import { COMMENT_MAX_LENGTH, readStoredComment } from '@meridian/shared/posts';
import { readSubmitAnswer, submitLimited, type SentSubmission } from '@meridian/shared/submissions';

/** A comment as the article shows it. */
export interface ShownComment {
  id: string;
  name: string;
  text: string;
  /** e.g. '25 Nov 2026'; '' when the server's time is not known yet. */
  date: string;
  /** The server's time in milliseconds, for the order; null when not known. */
  at: number | null;
  status: CommentStatus;
  /** Whether the reader wrote it (their own pending ones are shown to them alone). */
  mine: boolean;
}

/** A stored comment as shown, or null for a document that is not one (never shown). */
export function shownComment(id: string, data: unknown, uid: string | null): ShownComment | null {
  const comment = readStoredComment(data);
  if (!comment) return null;
  const millis = comment.createdAt;
  return {
    id,
    name: comment.displayName !== '' ? comment.displayName : 'Reader',
    text: comment.text,
    date: millis === null ? '' : formatDay(millis, 'india'),
    at: millis,
    status: comment.status,
    mine: uid !== null && comment.uid === uid,
  };
}

/**
 * What the article lists: the approved comments, oldest first, and the reader's own that await
 * approval (after them); each once, whichever read brought it.
 */
export function commentsToShow(approved: readonly ShownComment[], mine: readonly ShownComment[]): ShownComment[] {
  const seen = new Set(approved.map((comment) => comment.id));
  const waiting = mine.filter((comment) => comment.status === 'pending' && !seen.has(comment.id));
  const at = (comment: ShownComment) => comment.at ?? Number.MAX_SAFE_INTEGER;
  return [...approved, ...waiting].sort((a, b) => at(a) - at(b));
}

export type CommentOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'refused'; message: string }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

export const COMMENT_UNREACHABLE =
  'Your comment could not be sent. Check your connection and try again; what you typed is kept.';

/** What the endpoint may name when it refuses a comment, in the order its reason is looked for. */
const COMMENT_FIELDS = ['text', 'postId', 'form'] as const;

/**
 * The endpoint's answer to a comment (sendSubmission's, null when none came), read by the one
 * reader (readSubmitAnswer): stored (awaiting approval); limited, in the public forms' words
 * (submitLimited); refused with its reason (a field's message before the answer's, our own words
 * when the sign-in was not confirmed); or failed.
 */
export function readCommentAnswer(sent: SentSubmission | null): CommentOutcome {
  const outcome = readSubmitAnswer(sent, COMMENT_FIELDS, COMMENT_UNREACHABLE);
  if (outcome.kind === 'sent') {
    const { comment } = outcome.answer;
    return isRecord(comment) && typeof comment.id === 'string'
      ? { kind: 'sent', id: comment.id }
      : { kind: 'failed', message: COMMENT_UNREACHABLE };
  }
  if (outcome.kind === 'limited') {
    const { retryAfterSeconds } = outcome;
    return { kind: 'limited', message: submitLimited(retryAfterSeconds), retryAfterSeconds };
  }
  if (sent?.status === 401)
    return { kind: 'refused', message: 'Please sign in again to comment; what you typed is kept.' };
  if (outcome.kind === 'refused') {
    const reason = COMMENT_FIELDS.map((field) => outcome.errors[field]).find((text) => text !== undefined);
    return { kind: 'refused', message: reason ?? outcome.message };
  }
  return outcome.message === COMMENT_UNREACHABLE ? outcome : { kind: 'refused', message: outcome.message };
}

/** '1,234 of 2,000 characters' */
export function charactersUsed(text: string): string {
  return `${formatIndianNumber(text.length)} of ${formatIndianNumber(COMMENT_MAX_LENGTH)} characters`;
}
