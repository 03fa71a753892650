// The comments' reads and the sending of one: Firebase through the shared client only.
import { appCheckHeaders, loadAuthSdk, loadFirestore } from '@meridian/shared';
import type { CommentSubmission } from '@meridian/shared/posts';
import { sendSubmission } from '@meridian/shared/submissions';
import { readCommentAnswer, shownComment, type CommentOutcome, type ShownComment } from './comment-view';

/** The most comments an article lists. */
export const COMMENTS_LIMIT = 100;

export interface ReadComments {
  approved: ShownComment[];
  mine: ShownComment[];
}

/**
 * The article's approved comments (anyone may list them: the query asks for that status, as the
 * rules require) and, for a signed-in reader, their own on it whatever their status.
 */
export async function readComments(postId: string, uid: string | null): Promise<ReadComments> {
  const { db, sdk } = await loadFirestore();
  const comments = sdk.collection(db, 'comments');
  const [approved, mine] = await Promise.all([
    sdk.getDocs(
      sdk.query(
        comments,
        sdk.where('postId', '==', postId),
        sdk.where('status', '==', 'approved'),
        sdk.orderBy('createdAt', 'asc'),
        sdk.limit(COMMENTS_LIMIT),
      ),
    ),
    uid
      ? sdk.getDocs(
          sdk.query(
            comments,
            sdk.where('postId', '==', postId),
            sdk.where('uid', '==', uid),
            sdk.limit(COMMENTS_LIMIT),
          ),
        )
      : null,
  ]);
  const shown = (snapshot: typeof approved | null) =>
    (snapshot?.docs ?? []).flatMap((document) => shownComment(document.id, document.data(), uid) ?? []);
  return { approved: shown(approved), mine: shown(mine) };
}

/**
 * Sends a comment to the public-write endpoint (POST /api/submit, kind 'comment') with the
 * signed-in reader's ID token, which it requires; it checks the text, limits how often, and
 * stores it awaiting approval. Never throws.
 */
export async function sendComment(postId: string, text: string): Promise<CommentOutcome> {
  const body: CommentSubmission = { kind: 'comment', postId, text };
  const sent = await sendSubmission(body, async () => {
    const { auth } = await loadAuthSdk();
    const [appCheck, token] = await Promise.all([appCheckHeaders(), auth.currentUser?.getIdToken()]);
    return { ...appCheck, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  });
  return readCommentAnswer(sent);
}
