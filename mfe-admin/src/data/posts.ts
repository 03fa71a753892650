import { loadFirestore, settleWrite, type SessionUser } from '@meridian/shared';
import {
  POST_CATEGORIES,
  POST_CONTENT_KEYS,
  POST_TRANSITIONS,
  readStoredPost,
  readStoredRevision,
  statusAfterSave,
  uniqueSlug,
  type PostAction,
  type PostContent,
  type PostStatus,
} from '@meridian/shared/posts';
import { saverName } from '../domain/post-history';
import { actorOf, commitAudited, type Actor } from './audit';
import { early } from './early-reads';

// The editorial desk's reads and writes (issue 20): posts/{id}, their revisions and addresses
// (slugs/{slug}), in exactly the batches firestore.rules accepts (posts.rules.test.ts):
// a new post with its address and first revision; a save with its revision (and its address
// when new); a step of the workflow with its audit entry ('post.status').

/** A post as the desk reads it. */
export interface PostRow extends PostContent {
  id: string;
  status: PostStatus;
  /** When it goes (or went) live; null until first published. */
  publishAt: Date | null;
  createdBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  updatedBy: string;
  /** Why it was sent back, while it is; '' once submitted again (the audit entry keeps it). */
  reviewNote: string;
  revisionId: string;
  /** The revision its last publish published; '' when it never was (or was before this was recorded). */
  publishedRevisionId: string;
}

/** One save of a post, as its revision keeps it. */
export interface RevisionRow extends PostContent {
  id: string;
  savedBy: string;
  /** The saver's display name then; '' for a revision saved before names were kept. */
  byName: string;
  savedAt: Date | null;
}

/** Who saves: the uid (the authority) and what names them on the revision. */
export type Saver = Pick<SessionUser, 'uid' | 'displayName' | 'email'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const dateOf = (millis: number | null): Date | null => (millis === null ? null : new Date(millis));

/** The content as the desk edits it (readPostContent): a post with no category takes the first. */
const deskContent = (content: PostContent): PostContent => ({
  ...content,
  category: content.category || POST_CATEGORIES[0],
});

function postFrom(id: string, data: Record<string, unknown>): PostRow {
  const { status, publishAt, createdAt, updatedAt, ...rest } = readStoredPost(data);
  return {
    ...rest,
    ...deskContent(rest),
    id,
    status: status ?? 'draft',
    publishAt: dateOf(publishAt),
    createdAt: dateOf(createdAt),
    updatedAt: dateOf(updatedAt),
  };
}

/**
 * How many posts the list reads at a time, last changed first. A post is read whole, its text too
 * (about 10 KB each), so a page is kept small; "Show older posts" reads the next.
 */
export const POSTS_PAGE = 20;

/** A page of the list: its posts, and where the next page starts (null after the last). */
export interface PostsPage {
  rows: PostRow[];
  next: unknown;
}

/**
 * A page of the posts of one status, or all, last changed first (POSTS_PAGE at most), after
 * `after` (the page before's `next`), or the first. One status is ordered by the composite index
 * (status, updatedAt) in firestore.indexes.json.
 */
export function listPosts(status: PostStatus | 'all', after: unknown = null): Promise<PostsPage> {
  // As the tab opens, its first page may have been started early (page-reads.ts).
  return after === null ? early.take(`posts:${status}`, () => readPosts(status, null)) : readPosts(status, after);
}

async function readPosts(status: PostStatus | 'all', after: unknown): Promise<PostsPage> {
  const { db, sdk } = await loadFirestore();
  const constraints = [
    ...(status === 'all' ? [] : [sdk.where('status', '==', status)]),
    sdk.orderBy('updatedAt', 'desc'),
    ...(after === null ? [] : [sdk.startAfter(after)]),
    sdk.limit(POSTS_PAGE),
  ];
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'posts'), ...constraints));
  return {
    rows: snapshot.docs.map((document) => postFrom(document.id, document.data())),
    next: snapshot.docs.length === POSTS_PAGE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** One post, or null when there is none with that id. */
export async function readPost(id: string): Promise<PostRow | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'posts', id));
  const data = snapshot.data();
  return data ? postFrom(id, data) : null;
}

export const REVISIONS_MAX = 50;

/** A post's revisions, newest first (at most REVISIONS_MAX). */
export async function listRevisions(id: string): Promise<RevisionRow[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'posts', id, 'revisions'), sdk.orderBy('savedAt', 'desc'), sdk.limit(REVISIONS_MAX)),
  );
  return snapshot.docs.map((document) => revisionFrom(document.id, document.data()));
}

function revisionFrom(id: string, data: Record<string, unknown>): RevisionRow {
  const { savedAt, ...rest } = readStoredRevision(data);
  return { ...rest, ...deskContent(rest), id, savedAt: dateOf(savedAt) };
}

/** One revision of a post, or null when there is none with that id. */
export async function readRevision(postId: string, revisionId: string): Promise<RevisionRow | null> {
  const { db, sdk } = await loadFirestore();
  const data = (await sdk.getDoc(sdk.doc(db, 'posts', postId, 'revisions', revisionId))).data();
  return data ? revisionFrom(revisionId, data) : null;
}

/** Our own refusal, worded for the editor (explainChangeFailure shows it as it is). */
export class DeskRefusal extends Error {}

/** The addresses taken that start with `base` (the slugs/ ids from base to base + '\uf8ff'). */
async function takenLike(base: string): Promise<Map<string, string>> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'slugs'),
      sdk.where(sdk.documentId(), '>=', base),
      sdk.where(sdk.documentId(), '<=', `${base}\uf8ff`),
      sdk.limit(100),
    ),
  );
  return new Map(snapshot.docs.map((document) => [document.id, text(document.data().postId)]));
}

/**
 * The address a new post gets: `slug`, or `slug-2`, `slug-3`… when another post has it (no two
 * posts share an address, and an old one keeps answering for its post).
 */
export async function freeSlug(slug: string): Promise<string> {
  return uniqueSlug(slug, new Set((await takenLike(slug)).keys()));
}

/** Which post an address belongs to, or null when it is free. */
async function ownerOf(slug: string): Promise<string | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'slugs', slug));
  const data = snapshot.data();
  return data ? text(data.postId) : null;
}

const contentMap = (content: PostContent) =>
  Object.fromEntries(POST_CONTENT_KEYS.map((key) => [key, key === 'tags' ? [...content.tags] : content[key]]));

/**
 * Creates a draft: the post, its address and its first revision, in one batch. Returns its id
 * and the address it got (the one asked for, or the next free one).
 */
export async function createPost(user: Saver, content: PostContent): Promise<{ id: string; slug: string }> {
  const slug = await freeSlug(content.slug);
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const post = sdk.doc(sdk.collection(db, 'posts'));
  const revision = sdk.doc(sdk.collection(db, 'posts', post.id, 'revisions'));
  const stored = contentMap({ ...content, slug });
  const batch = sdk.writeBatch(db);
  batch.set(post, {
    ...stored,
    status: 'draft',
    publishAt: null,
    createdBy: user.uid,
    createdAt: sdk.serverTimestamp(),
    updatedAt: sdk.serverTimestamp(),
    updatedBy: user.uid,
    reviewNote: '',
    revisionId: revision.id,
  });
  batch.set(sdk.doc(db, 'slugs', slug), { postId: post.id, at: sdk.serverTimestamp() });
  batch.set(revision, { ...stored, savedBy: user.uid, byName: saverName(user), savedAt: sdk.serverTimestamp() });
  await settleWrite(handle, batch.commit());
  return { id: post.id, slug };
}

/**
 * Saves new content over `post` (as the editor last read it), with its revision and, for an
 * address new to the post, the address. Refused when someone else saved or moved it meanwhile
 * (its revision or status is no longer the one read), or the address is another post's.
 */
export async function savePost(
  user: Saver,
  post: PostRow,
  content: PostContent,
): Promise<{ revisionId: string; status: PostStatus }> {
  const current = await readPost(post.id);
  if (!current || current.revisionId !== post.revisionId || current.status !== post.status) {
    throw new DeskRefusal(
      'Someone else changed this post since you opened it. Your text is kept here: copy what you need, reload the post, then save again.',
    );
  }
  const owner = content.slug === post.slug ? post.id : await ownerOf(content.slug);
  if (owner !== null && owner !== post.id) {
    throw new DeskRefusal(`The address /blog/${content.slug} belongs to another post. Choose another.`);
  }
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const revision = sdk.doc(sdk.collection(db, 'posts', post.id, 'revisions'));
  const stored = contentMap(content);
  const status = statusAfterSave(post.status);
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, 'posts', post.id), {
    ...stored,
    status,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: user.uid,
    revisionId: revision.id,
  });
  batch.set(revision, { ...stored, savedBy: user.uid, byName: saverName(user), savedAt: sdk.serverTimestamp() });
  if (owner === null) batch.set(sdk.doc(db, 'slugs', content.slug), { postId: post.id, at: sdk.serverTimestamp() });
  await settleWrite(handle, batch.commit());
  return { revisionId: revision.id, status };
}

/** What a step sends with it: the reason for sending a post back, the time to publish at. */
export interface StepDetails {
  reason?: string;
  /** A time (ms) to publish at, or 'now' (the server's time). */
  publishAt?: number | 'now';
}

/** Takes a step of the workflow on `post`, audited ('post.status') in the same batch. */
export async function takeStep(
  actor: Actor,
  post: PostRow,
  action: PostAction,
  details: StepDetails = {},
): Promise<void> {
  const to = POST_TRANSITIONS[action].to;
  const target = `posts/${post.id}`;
  const reason = details.reason?.trim() ?? '';
  await commitAudited(
    actor,
    {
      action: 'post.status',
      target,
      before: { status: post.status },
      after: { status: to },
      // The reason whole (REASON_MAX is the audit note's bound): the rules require it.
      note: reason,
    },
    (batch, auditId, { db, sdk }) =>
      batch.update(sdk.doc(db, target), {
        status: to,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: actor.uid,
        auditId,
        // The reason is the audit entry's note too: submitting clears it from the post.
        ...(action === 'request_changes' ? { reviewNote: reason } : {}),
        ...(action === 'submit' ? { reviewNote: '' } : {}),
        // The revision the approver was shown: the rules refuse it when the post was saved since.
        ...(action === 'approve' ? { approvedRevisionId: post.revisionId } : {}),
        ...(action === 'publish'
          ? {
              // A public post carries no staff uid and no review note (the audit entries keep them).
              createdBy: '',
              updatedBy: '',
              reviewNote: '',
              publishAt:
                details.publishAt === undefined || details.publishAt === 'now'
                  ? sdk.serverTimestamp()
                  : sdk.Timestamp.fromMillis(details.publishAt),
              // The revision published: the desk compares later ones with it.
              publishedRevisionId: post.revisionId,
            }
          : {}),
      }),
  );
}

/**
 * Moves a published post to a new address (manage_blog): the post and a new revision (the same
 * text at the new address, now the published one), the new address taken (or taken back, when it
 * was this post's before), and the old one's redirect (redirects/{old} → the new address), which
 * the public site answers with a 301; audited ('post.status', with the slug before and after).
 * Refused when the post changed meanwhile or the address is another post's.
 */
export async function changeSlug(user: Saver, post: PostRow, slug: string): Promise<void> {
  const current = await readPost(post.id);
  if (!current || current.revisionId !== post.revisionId || current.status !== 'published') {
    throw new DeskRefusal('Someone else changed this post since you opened it. Reload it, then try again.');
  }
  const owner = await ownerOf(slug);
  if (owner !== null && owner !== post.id) {
    throw new DeskRefusal(`The address /blog/${slug} belongs to another post. Choose another.`);
  }
  const { db, sdk } = await loadFirestore();
  // The post may be taking back an address it left: that address's redirect goes.
  const redirectThere = owner === post.id ? (await sdk.getDoc(sdk.doc(db, 'redirects', slug))).exists() : false;
  const target = `posts/${post.id}`;
  await commitAudited(
    actorOf(user),
    {
      action: 'post.status',
      target,
      before: { status: post.status, slug: post.slug },
      after: { status: post.status, slug },
    },
    (batch, auditId, handle) => {
      const revision = handle.sdk.doc(handle.sdk.collection(handle.db, 'posts', post.id, 'revisions'));
      const stored = contentMap({ ...post, slug });
      const now = handle.sdk.serverTimestamp();
      batch.update(handle.sdk.doc(handle.db, target), {
        slug,
        revisionId: revision.id,
        publishedRevisionId: revision.id,
        updatedAt: now,
        // Public: no staff uid (the audit entry says who moved it).
        createdBy: '',
        updatedBy: '',
        auditId,
      });
      batch.set(revision, { ...stored, savedBy: user.uid, byName: saverName(user), savedAt: now });
      if (owner === null) batch.set(handle.sdk.doc(handle.db, 'slugs', slug), { postId: post.id, at: now });
      batch.set(handle.sdk.doc(handle.db, 'redirects', post.slug), {
        to: slug,
        postId: post.id,
        at: now,
        by: user.uid,
      });
      if (redirectThere) batch.delete(handle.sdk.doc(handle.db, 'redirects', slug));
    },
  );
}
