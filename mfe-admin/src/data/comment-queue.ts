import { loadFirestore, type CommentStatus } from '@meridian/shared';
import { readStoredComment, type StoredComment } from '@meridian/shared/posts';
import { commitAudited, type Actor } from './audit';

/**
 * Readers' comments for moderation (issue 20, item 5): read by approve_comments, one status at a
 * time, oldest first; moved from pending to approved, rejected or spam (or an approved one taken
 * down), with its audit entry ('comment.moderate') in the same batch, as the rules require.
 */
export interface QueuedComment {
  id: string;
  slug: string;
  uid: string;
  displayName: string;
  text: string;
  status: CommentStatus;
  createdAt: number | null;
}

export const COMMENT_QUEUE_PAGE_SIZE = 25;

function toQueued(id: string, comment: StoredComment): QueuedComment {
  const { slug, uid, displayName, text, status, createdAt } = comment;
  return { id, slug, uid, displayName, text, status, createdAt };
}

/** A page of the comments with `status`, oldest first (the index status ASC, createdAt ASC). */
export async function listQueuedComments(
  status: CommentStatus,
  after: unknown = null,
): Promise<{ rows: QueuedComment[]; next: unknown }> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'comments'),
      sdk.where('status', '==', status),
      sdk.orderBy('createdAt', 'asc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(COMMENT_QUEUE_PAGE_SIZE),
    ),
  );
  return {
    // A document that is not a comment (readStoredComment) is left out of the page.
    rows: snapshot.docs.flatMap((document) => {
      const comment = readStoredComment(document.data());
      return comment ? [toQueued(document.id, comment)] : [];
    }),
    next: snapshot.docs.length === COMMENT_QUEUE_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** Moderates a comment: its new status and the server's time, and the audit entry, in one batch. */
export async function moderateComment(actor: Actor, comment: QueuedComment, to: CommentStatus): Promise<void> {
  const target = `comments/${comment.id}`;
  await commitAudited(
    actor,
    { action: 'comment.moderate', target, before: { status: comment.status }, after: { status: to }, note: '' },
    (batch, auditId, { db, sdk }) =>
      batch.update(sdk.doc(db, target), { status: to, moderatedAt: sdk.serverTimestamp(), auditId }),
  );
}
