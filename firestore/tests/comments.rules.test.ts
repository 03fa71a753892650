import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type Role } from '@meridian/shared';
import { COMMENT_STATUSES } from '@meridian/shared/posts';
import {
  ANONYMOUS,
  MOVED,
  PAST,
  UID,
  UNVERIFIED,
  actor,
  audited,
  cases,
  dbAs,
  readAsAdmin,
  setUpRulesEnvironment,
  split,
  storedComment,
  storedPost,
  type AuditFields,
  type SignedInActor,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

// comments/{id}: readers' comments on the blog's articles (issue 20, item 5). Stored by the
// public-write endpoint (Admin SDK) only, pending; the public reads approved ones, the author
// their own, approve_comments (editor, superadmin) every one and moderates it, audited; the
// author deletes their own.

const PENDING = 'c-pending';
const APPROVED = 'c-approved';
const REJECTED = 'c-rejected';
const SPAM = 'c-spam';
const EDITORS_OWN = 'c-editor';

/** Who holds approve_comments. */
const MODERATORS: readonly Role[] = ['superadmin', 'editor'];

/** Approved comments of an article that is no longer (or not yet) live: issue 37, item 6. */
const OF_UNPUBLISHED = 'c-unpublished';
const OF_ARCHIVED = 'c-archived';
const OF_SCHEDULED = 'c-scheduled';

seedOnce({
  'posts/p1': storedPost('published'),
  'posts/p2': storedPost('unpublished', { slug: 'p2-post' }),
  'posts/p3': storedPost('archived', { slug: 'p3-post' }),
  'posts/p4': storedPost('published', { slug: 'p4-post', publishAt: Timestamp.fromMillis(Date.now() + 86_400_000) }),
  [`comments/${OF_UNPUBLISHED}`]: storedComment(UID.user, { postId: 'p2', status: 'approved', moderatedAt: PAST }),
  [`comments/${OF_ARCHIVED}`]: storedComment(UID.user, { postId: 'p3', status: 'approved', moderatedAt: PAST }),
  [`comments/${OF_SCHEDULED}`]: storedComment(UID.user, { postId: 'p4', status: 'approved', moderatedAt: PAST }),
  [`comments/${PENDING}`]: storedComment(UID.user),
  [`comments/${APPROVED}`]: storedComment(UID.user, { status: 'approved', moderatedAt: PAST, auditId: 'a0' }),
  [`comments/${REJECTED}`]: storedComment(UID.user, { status: 'rejected', moderatedAt: PAST, auditId: 'a0' }),
  [`comments/${SPAM}`]: storedComment(UID.user, { status: 'spam', moderatedAt: PAST, auditId: 'a0' }),
  [`comments/${EDITORS_OWN}`]: storedComment(UID.editor),
});

const comments = (who: Parameters<typeof dbAs>[0]) => collection(dbAs(who), 'comments');

describe('comments/{id}: create', () => {
  it.each(cases(split([]).denied))(
    '%s cannot create one, of any status (only the endpoint stores them)',
    async (_label, who) => {
      for (const status of COMMENT_STATUSES) {
        const data = { ...storedComment(who.uid ?? 'nobody', { status }), createdAt: serverTimestamp() };
        await assertFails(setDoc(doc(comments(who), 'c-new'), data));
        await assertFails(addDoc(comments(who), data));
      }
    },
  );
});

describe('comments/{id}: read', () => {
  it.each(cases(split([]).denied))(
    '%s reads an approved comment and lists the approved ones of a post',
    async (_label, who) => {
      await assertSucceeds(getDoc(doc(comments(who), APPROVED)));
      const snapshot = await assertSucceeds(
        getDocs(query(comments(who), where('postId', '==', 'p1'), where('status', '==', 'approved'))),
      );
      expect(snapshot.docs.map((d) => d.id)).toEqual([APPROVED]);
    },
  );

  it.each(cases(split(['user', ...MODERATORS]).denied))(
    '%s reads no comment of an article that is unpublished, archived or not yet live, nor lists them',
    async (_label, who) => {
      for (const id of [OF_UNPUBLISHED, OF_ARCHIVED, OF_SCHEDULED]) {
        await assertFails(getDoc(doc(comments(who), id)));
      }
      for (const postId of ['p2', 'p3', 'p4']) {
        await assertFails(
          getDocs(query(comments(who), where('postId', '==', postId), where('status', '==', 'approved'))),
        );
      }
    },
  );

  it.each(cases(split(['user', ...MODERATORS]).denied))(
    '%s cannot list one reader’s approved comments across articles (listing is by article)',
    async (_label, who) => {
      await assertFails(getDocs(query(comments(who), where('uid', '==', UID.user), where('status', '==', 'approved'))));
      await assertFails(getDocs(query(comments(who), where('status', '==', 'approved'))));
    },
  );

  const readers = split(['user', ...MODERATORS]);
  it.each(cases(readers.allowed))(
    '%s reads the pending, rejected and spam comments of the user',
    async (_label, who) => {
      for (const id of [PENDING, REJECTED, SPAM]) await assertSucceeds(getDoc(doc(comments(who), id)));
    },
  );
  it.each(cases(readers.denied))('%s cannot read a comment that is not approved', async (_label, who) => {
    for (const id of [PENDING, REJECTED, SPAM]) await assertFails(getDoc(doc(comments(who), id)));
  });

  it('the author lists their own, whatever the status ("awaiting approval"), and only theirs', async () => {
    const own = await assertSucceeds(getDocs(query(comments(actor('user')), where('uid', '==', UID.user))));
    expect(own.docs.map((d) => d.id).sort()).toEqual(
      [APPROVED, PENDING, REJECTED, SPAM, OF_UNPUBLISHED, OF_ARCHIVED, OF_SCHEDULED].sort(),
    );
    await assertFails(getDocs(query(comments(actor('user')), where('uid', '==', UID.editor))));
  });

  it.each(cases(split(MODERATORS).allowed))(
    '%s lists the moderation queue (pending, every post)',
    async (_label, who) => {
      const queue = await assertSucceeds(getDocs(query(comments(who), where('status', '==', 'pending'))));
      expect(queue.docs.map((d) => d.id).sort()).toEqual([EDITORS_OWN, PENDING].sort());
    },
  );

  it.each(cases(split(MODERATORS).denied))(
    '%s cannot list a post’s comments without asking for approved ones, nor the pending ones',
    async (_label, who) => {
      await assertFails(getDocs(query(comments(who), where('postId', '==', 'p1'))));
      await assertFails(getDocs(query(comments(who), where('status', '==', 'pending'))));
      await assertFails(getDocs(comments(who)));
    },
  );

  it('a moderator whose email is not verified, or whose sign-in moved, reads only approved ones', async () => {
    for (const token of [UNVERIFIED, MOVED]) {
      await assertFails(getDoc(doc(dbAs(actor('editor'), token), 'comments', PENDING)));
      await assertSucceeds(getDoc(doc(dbAs(actor('editor'), token), 'comments', APPROVED)));
    }
  });
});

/** The audited moderation of `id` from `from` to `to`, as `who` (`change` replaces fields written). */
function moderate(
  who: SignedInActor,
  id: string,
  from: string,
  to: string,
  change: DocumentData = {},
  entry: Partial<AuditFields> = {},
) {
  const fields: AuditFields = {
    action: 'comment.moderate',
    target: `comments/${id}`,
    before: { status: from },
    after: { status: to },
    ...entry,
  };
  return (options: Parameters<typeof audited>[3] = {}) =>
    audited(
      who,
      fields,
      (batch, db, auditId) =>
        batch.update(doc(db, 'comments', id), { status: to, moderatedAt: serverTimestamp(), auditId, ...change }),
      options,
    );
}

describe('comments/{id}: moderation', () => {
  const moves: [string, string, string][] = [
    [PENDING, 'pending', 'approved'],
    [PENDING, 'pending', 'rejected'],
    [PENDING, 'pending', 'spam'],
    [APPROVED, 'approved', 'rejected'],
    [APPROVED, 'approved', 'spam'],
  ];

  it.each(MODERATORS.flatMap((role) => moves.map(([id, from, to]) => [role, from, to, id] as const)))(
    '%s moves a comment %s → %s, audited',
    async (role, from, to, id) => {
      await assertSucceeds(moderate(actor(role), id, from, to)());
      expect(await readAsAdmin(`comments/${id}`)).toMatchObject({ status: to, text: storedComment(UID.user).text });
    },
  );

  it.each(cases(split(MODERATORS).denied.filter((who): who is SignedInActor => who.uid !== null)))(
    '%s cannot moderate (no approve_comments), the author included',
    async (_label, who) => {
      await assertFails(moderate(who, PENDING, 'pending', 'approved')());
    },
  );

  it('anonymous cannot change a comment', async () => {
    await assertFails(updateDoc(doc(comments(ANONYMOUS), PENDING), { status: 'approved' }));
  });

  const editor = actor('editor');
  it.each([
    [
      'without its audit entry',
      () => updateDoc(doc(comments(editor), PENDING), { status: 'approved', moderatedAt: serverTimestamp() }),
    ],
    [
      'with an entry of another action',
      moderate(editor, PENDING, 'pending', 'approved', {}, { action: 'post.status' }),
    ],
    [
      'with an entry that misstates the status before',
      moderate(editor, PENDING, 'pending', 'approved', {}, { before: { status: 'spam' } }),
    ],
    ['changing the text too', moderate(editor, PENDING, 'pending', 'approved', { text: 'Edited by staff.' })],
    ['changing the author’s name too', moderate(editor, PENDING, 'pending', 'approved', { displayName: 'Someone' })],
    ['changing the post too', moderate(editor, PENDING, 'pending', 'approved', { postId: 'p2' })],
    ['with a time of its own', moderate(editor, PENDING, 'pending', 'approved', { moderatedAt: PAST })],
    ['back to pending', moderate(editor, APPROVED, 'approved', 'pending')],
    ['from rejected to approved', moderate(editor, REJECTED, 'rejected', 'approved')],
    ['from spam to approved', moderate(editor, SPAM, 'spam', 'approved')],
    ['to an unknown status', moderate(editor, PENDING, 'pending', 'published')],
    ['to the status it has', moderate(editor, APPROVED, 'approved', 'approved')],
    ['of their own comment', moderate(editor, EDITORS_OWN, 'pending', 'approved')],
  ])('a moderator cannot move a comment %s', async (_name, write) => {
    await assertFails(write());
  });

  it('a moderator whose email is not verified cannot moderate', async () => {
    await assertFails(moderate(editor, PENDING, 'pending', 'approved')({ token: UNVERIFIED }));
  });

  it('the author cannot change their own comment, its text or its status', async () => {
    const db = dbAs(actor('user'));
    await assertFails(updateDoc(doc(db, 'comments', PENDING), { text: 'Changed after the fact.' }));
    await assertFails(updateDoc(doc(db, 'comments', PENDING), { status: 'approved' }));
    await assertFails(moderate(actor('user'), PENDING, 'pending', 'approved')());
  });
});

describe('comments/{id}: delete', () => {
  it('the author deletes their own, whatever its status', async () => {
    for (const id of [PENDING, APPROVED, SPAM]) await assertSucceeds(deleteDoc(doc(comments(actor('user')), id)));
  });

  it.each(cases(split(['user']).denied))('%s cannot delete the user’s comment', async (_label, who) => {
    await assertFails(deleteDoc(doc(comments(who), PENDING)));
    await assertFails(deleteDoc(doc(comments(who), APPROVED)));
  });
});
