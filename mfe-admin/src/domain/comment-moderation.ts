// Which moves a comment can make from the moderation queue, and their words: pure (the rules,
// firestore.rules' validCommentModeration, refuse any other).
import type { CommentStatus } from '@meridian/shared';

export interface ModerationMove {
  to: CommentStatus;
  label: string;
}

/** The queue's views, in order, with their names. */
export const QUEUE_VIEWS: readonly { status: CommentStatus; label: string }[] = [
  { status: 'pending', label: 'Awaiting approval' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'spam', label: 'Spam' },
];

/**
 * The moves a moderator may make on a comment: a pending one is approved, rejected or marked
 * spam; an approved one taken down (rejected or spam); nothing else, and never on one's own.
 */
export function moderationMoves(status: CommentStatus, ownComment: boolean): ModerationMove[] {
  if (ownComment) return [];
  const reject = { to: 'rejected', label: 'Reject' } as const;
  const spam = { to: 'spam', label: 'Mark as spam' } as const;
  if (status === 'pending') return [{ to: 'approved', label: 'Approve' }, reject, spam];
  if (status === 'approved') return [reject, spam];
  return [];
}
