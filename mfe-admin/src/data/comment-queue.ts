import { loadFirestore, storedMillis, type CommentStatus } from '@meridian/shared';
import { COMMENT_STATUSES } from '@meridian/shared/posts';
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

const isStatus = (value: unknown): value is CommentStatus =>
  typeof value === 'string' && (COMMENT_STATUSES as readonly string[]).includes(value);

function toQueued(id: string, data: Record<string, unknown>): QueuedComment {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  return {
    id,
    slug: text('slug'),
    uid: text('uid'),
    displayName: text('displayName'),
    text: text('text'),
    status: isStatus(data.status) ? data.status : 'pending',
    createdAt: storedMillis(data.createdAt),
  };
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
    rows: snapshot.docs.map((document) => toQueued(document.id, document.data())),
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
