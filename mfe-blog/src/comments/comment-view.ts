// The comments under an article as the reader sees them, and the endpoint's answers read: pure,
// with no React or Firebase (the data module and the section use these).
import { formatIndianNumber, isRecord, type CommentStatus } from '@meridian/shared';
import { formatDay } from '@meridian/shared/dates';
import { COMMENT_MAX_LENGTH, readStoredComment } from '@meridian/shared/posts';

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
  { kind: 'sent'; id: string } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

export const COMMENT_UNREACHABLE =
  'Your comment could not be sent. Check your connection and try again; what you typed is kept.';

/** The endpoint's answer to a comment, read: stored (awaiting approval), refused with its reason, or failed. */
export function readCommentAnswer(status: number, answer: unknown): CommentOutcome {
  if (!isRecord(answer)) return { kind: 'failed', message: COMMENT_UNREACHABLE };
  if (status === 202 && answer.ok === true && isRecord(answer.comment) && typeof answer.comment.id === 'string') {
    return { kind: 'sent', id: answer.comment.id };
  }
  const errors = isRecord(answer.errors) ? answer.errors : {};
  const reason = [errors.text, errors.postId, errors.form, answer.message].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (status === 401) return { kind: 'refused', message: 'Please sign in again to comment; what you typed is kept.' };
  return reason ? { kind: 'refused', message: reason } : { kind: 'failed', message: COMMENT_UNREACHABLE };
}

/** '1,234 of 2,000 characters' */
export function charactersUsed(text: string): string {
  return `${formatIndianNumber(text.length)} of ${formatIndianNumber(COMMENT_MAX_LENGTH)} characters`;
}
