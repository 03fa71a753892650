import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { PostStatus } from '@meridian/shared/posts';
import {
  actor,
  ANONYMOUS,
  audited,
  cases,
  commitBatch,
  dbAs,
  everyone,
  PAST,
  postContent,
  profileOf,
  readAsAdmin,
  seed,
  setUpRulesEnvironment,
  signedIn,
  storedPost,
  UID,
  without,
  type SignedInActor,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// The history of a post (issue 20): the revision a publish published (publishedRevisionId), the
// saver's name on each revision (byName), and a published post's change of address with the old
// address's redirect (redirects/{slug}).
// ---------------------------------------------------------------------------------------------

const EDITOR = actor('editor');
const ADMIN = actor('admin');
const OLD = 'how-a-sip-grows';
const NEW = 'how-an-sip-grows';

async function seedPost(id: string, status: PostStatus, overrides: DocumentData = {}): Promise<void> {
  const post = storedPost(status, overrides);
  await seed({
    [`posts/${id}`]: post,
    [`slugs/${String(post.slug)}`]: { postId: id, at: PAST },
    [`posts/${id}/revisions/rev-1`]: { ...postContent(), savedBy: UID.editor, savedAt: PAST },
  });
}

/** A step from `from` to `to`, audited as 'post.status'. */
function step(who: SignedInActor, id: string, from: PostStatus, to: PostStatus, change: DocumentData = {}) {
  return audited(
    who,
    { action: 'post.status', target: `posts/${id}`, before: { status: from }, after: { status: to } },
    (batch, db, auditId) =>
      batch.update(doc(db, 'posts', id), {
        status: to,
        updatedAt: serverTimestamp(),
        updatedBy: who.uid,
        auditId,
        ...change,
      }),
  );
}

describe('publishedRevisionId: the revision a publish published', () => {
  it('is set to the post’s revision by the publish, and by nothing else', async () => {
    await seedPost('p', 'approved');
    // Publishing leaves no staff uid in the public post (issue 37).
    const publish = { publishAt: serverTimestamp(), createdBy: '', updatedBy: '' };
    await assertFails(step(ADMIN, 'p', 'approved', 'published', publish));
    await assertFails(step(ADMIN, 'p', 'approved', 'published', { ...publish, publishedRevisionId: 'rev-0' }));
    await assertSucceeds(step(ADMIN, 'p', 'approved', 'published', { ...publish, publishedRevisionId: 'rev-1' }));
    expect((await readAsAdmin('posts/p'))?.publishedRevisionId).toBe('rev-1');
  });

  it('stays through unpublishing, and no other step or save sets or changes it', async () => {
    await seedPost('p', 'published', { publishedRevisionId: 'rev-1' });
    await assertFails(step(ADMIN, 'p', 'published', 'unpublished', { publishedRevisionId: 'rev-2' }));
    await assertSucceeds(step(ADMIN, 'p', 'published', 'unpublished'));
    expect((await readAsAdmin('posts/p'))?.publishedRevisionId).toBe('rev-1');
    await seedPost('q', 'in_review', { slug: 'q-post' });
    await assertFails(
      step(ADMIN, 'q', 'in_review', 'approved', { approvedRevisionId: 'rev-1', publishedRevisionId: 'rev-1' }),
    );
    // A save of the unpublished post keeps it and may not touch it.
    const save = (change: DocumentData) =>
      commitBatch(EDITOR, (batch, db) => {
        batch.update(doc(db, 'posts', 'p'), {
          body: 'New text.',
          status: 'draft',
          updatedAt: serverTimestamp(),
          updatedBy: UID.editor,
          revisionId: 'rev-2',
          ...change,
        });
        batch.set(doc(db, 'posts', 'p', 'revisions', 'rev-2'), {
          ...postContent({ body: 'New text.' }),
          savedBy: UID.editor,
          byName: UID.editor,
          savedAt: serverTimestamp(),
        });
      });
    await assertFails(save({ publishedRevisionId: 'rev-2' }));
    await assertSucceeds(save({}));
    expect((await readAsAdmin('posts/p'))?.publishedRevisionId).toBe('rev-1');
  });

  it('a new post is created without one', async () => {
    await assertFails(
      commitBatch(EDITOR, (batch, db) => {
        batch.set(doc(db, 'posts', 'n'), {
          ...postContent(),
          status: 'draft',
          publishAt: null,
          createdBy: UID.editor,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
          updatedBy: UID.editor,
          reviewNote: '',
          revisionId: 'rev-new',
          publishedRevisionId: 'rev-new',
        });
        batch.set(doc(db, 'posts', 'n', 'revisions', 'rev-new'), {
          ...postContent(),
          savedBy: UID.editor,
          byName: UID.editor,
          savedAt: serverTimestamp(),
        });
        batch.set(doc(db, 'slugs', OLD), { postId: 'n', at: serverTimestamp() });
      }),
    );
  });
});

describe('byName: who saved a revision, as a label', () => {
  /** A save of post 'p' (a draft) by the editor, its revision named `byName` (absent when undefined). */
  const saveNamed = (byName: unknown) =>
    commitBatch(EDITOR, (batch, db) => {
      batch.update(doc(db, 'posts', 'p'), {
        body: 'New text.',
        updatedAt: serverTimestamp(),
        updatedBy: UID.editor,
        revisionId: 'rev-2',
      });
      batch.set(doc(db, 'posts', 'p', 'revisions', 'rev-2'), {
        ...postContent({ body: 'New text.' }),
        savedBy: UID.editor,
        ...(byName === undefined ? {} : { byName }),
        savedAt: serverTimestamp(),
      });
    });

  it.each([
    ['without a name', undefined],
    ['with an empty name', ''],
    ['with a name over 100 characters', 'x'.repeat(101)],
    ['with a name of two lines', 'Esha\nEditor'],
    ['with a name that is not text', 42],
  ])('refuses a revision %s', async (_label, byName) => {
    await seedPost('p', 'draft');
    await assertFails(saveNamed(byName));
  });

  it('keeps the saver’s own name, as their profile holds it', async () => {
    await seedPost('p', 'draft');
    await seed({ [`users/${UID.editor}`]: { ...profileOf(UID.editor, 'editor'), displayName: 'Esha Editor' } });
    await assertSucceeds(saveNamed('Esha Editor'));
    expect((await readAsAdmin('posts/p/revisions/rev-2'))?.byName).toBe('Esha Editor');
  });

  it('refuses any other name: the history cannot read “saved by Compliance” (issue 37, item 4)', async () => {
    await seedPost('p', 'draft');
    await seed({ [`users/${UID.editor}`]: { ...profileOf(UID.editor, 'editor'), displayName: 'Esha Editor' } });
    await assertFails(saveNamed('Compliance'));
    await assertFails(saveNamed('Esha Editor (checked by Compliance)'));
  });

  it('with no name in the profile, takes the profile’s email', async () => {
    await seedPost('p', 'draft');
    const unnamed = without(profileOf(UID.editor, 'editor'), 'displayName');
    await seed({ [`users/${UID.editor}`]: unnamed });
    await assertFails(saveNamed('Esha Editor'));
    await assertSucceeds(saveNamed(String(unnamed.email)));
  });
});

// ---------------------------------------------------------------------------------------------
// A published post's change of address
// ---------------------------------------------------------------------------------------------

interface Move {
  /** The post's new address. */
  to?: string;
  /** Takes the new address in the batch (false: it is already the post's, or a test leaves it out). */
  takeSlug?: boolean;
  /** The redirect written (null: none). */
  redirect?: DocumentData | null;
  /** Deletes the redirect of the new address. */
  deleteRedirectThere?: boolean;
  /** Overrides of the post's update. */
  change?: DocumentData;
  /** The audit entry's before and after (the slug's when not given). */
  audit?: { before: DocumentData; after: DocumentData };
}

/** The desk's batch that moves post 'p' from OLD (or `from`) to `move.to`. */
function moveSlug(who: SignedInActor, move: Move = {}, from = OLD) {
  const to = move.to ?? NEW;
  return audited(
    who,
    {
      action: 'post.status',
      target: 'posts/p',
      before: move.audit?.before ?? { status: 'published', slug: from },
      after: move.audit?.after ?? { status: 'published', slug: to },
    },
    (batch: WriteBatch, db: Firestore, auditId: string) => {
      const revisionId = `rev-${Math.random().toString(36).slice(2)}`;
      batch.update(doc(db, 'posts', 'p'), {
        slug: to,
        revisionId,
        publishedRevisionId: revisionId,
        updatedAt: serverTimestamp(),
        // A published post carries no staff uid (issue 37).
        createdBy: '',
        updatedBy: '',
        auditId,
        ...move.change,
      });
      batch.set(doc(db, 'posts', 'p', 'revisions', revisionId), {
        ...postContent({ slug: to }),
        savedBy: who.uid,
        byName: who.uid,
        savedAt: serverTimestamp(),
      });
      if (move.takeSlug !== false) batch.set(doc(db, 'slugs', to), { postId: 'p', at: serverTimestamp() });
      if (move.redirect !== null) {
        batch.set(doc(db, 'redirects', from), {
          to,
          postId: 'p',
          at: serverTimestamp(),
          by: who.uid,
          ...move.redirect,
        });
      }
      if (move.deleteRedirectThere) batch.delete(doc(db, 'redirects', to));
    },
  );
}

describe('redirects/{slug}: a published post moves to a new address', () => {
  it('manage_blog moves it: the new address is taken, the old one redirects, the published revision follows', async () => {
    await seedPost('p', 'published', { publishedRevisionId: 'rev-1' });
    await assertSucceeds(moveSlug(ADMIN));
    const post = await readAsAdmin('posts/p');
    expect(post).toMatchObject({ slug: NEW, status: 'published' });
    expect(post?.publishedRevisionId).toBe(post?.revisionId);
    expect((await readAsAdmin(`slugs/${NEW}`))?.postId).toBe('p');
    expect((await readAsAdmin(`slugs/${OLD}`))?.postId).toBe('p');
    expect(await readAsAdmin(`redirects/${OLD}`)).toMatchObject({ to: NEW, postId: 'p', by: UID.admin });
  });

  it.each(cases(signedIn.filter((who) => who.label !== 'admin' && who.label !== 'superadmin')))(
    '%s may not move it (manage_blog only)',
    async (_label, who) => {
      await seedPost('p', 'published');
      await assertFails(moveSlug(who));
      expect((await readAsAdmin('posts/p'))?.slug).toBe(OLD);
    },
  );

  it('a visitor may not move it nor write a redirect', async () => {
    await seedPost('p', 'published');
    const db = dbAs(ANONYMOUS);
    await assertFails(updateDoc(doc(db, 'posts', 'p'), { slug: NEW }));
    await assertFails(setDoc(doc(db, 'redirects', OLD), { to: NEW, postId: 'p', at: serverTimestamp(), by: 'x' }));
  });

  it.each(['draft', 'in_review', 'approved', 'unpublished', 'archived'] as const)(
    'refuses to move a post that is %s this way',
    async (status) => {
      await seedPost('p', status);
      await assertFails(moveSlug(ADMIN, { audit: { before: { status, slug: OLD }, after: { status, slug: NEW } } }));
    },
  );

  it('refuses an address another post has, or one that is not an address', async () => {
    await seedPost('p', 'published');
    await seedPost('other', 'draft', { slug: NEW });
    await assertFails(moveSlug(ADMIN, { takeSlug: false }));
    await assertFails(moveSlug(ADMIN));
    await assertFails(moveSlug(ADMIN, { to: 'Not An Address' }));
    await assertFails(moveSlug(ADMIN, { to: OLD }));
    expect((await readAsAdmin('posts/p'))?.slug).toBe(OLD);
  });

  it('refuses a move without its redirect, its new address, its revision or its audit entry', async () => {
    await seedPost('p', 'published');
    await assertFails(moveSlug(ADMIN, { redirect: null }));
    await assertFails(moveSlug(ADMIN, { redirect: { to: 'somewhere-else' } }));
    await assertFails(moveSlug(ADMIN, { redirect: { by: UID.editor } }));
    await assertFails(moveSlug(ADMIN, { takeSlug: false }));
    await assertFails(moveSlug(ADMIN, { audit: { before: { status: 'published' }, after: { status: 'published' } } }));
    await assertFails(moveSlug(ADMIN, { change: { publishedRevisionId: 'rev-1' } }));
    await assertFails(moveSlug(ADMIN, { change: { body: 'Rewritten while moving.' } }));
    await assertFails(moveSlug(ADMIN, { change: { status: 'unpublished' } }));
  });

  it('refuses a redirect without a move of its post', async () => {
    await seedPost('p', 'published');
    const db = dbAs(ADMIN);
    await assertFails(
      setDoc(doc(db, 'redirects', OLD), { to: NEW, postId: 'p', at: serverTimestamp(), by: UID.admin }),
    );
    await assertFails(
      setDoc(doc(db, 'redirects', 'some-other-address'), {
        to: OLD,
        postId: 'p',
        at: serverTimestamp(),
        by: UID.admin,
      }),
    );
  });

  it('takes an address it left back, its redirect going in the same batch', async () => {
    await seedPost('p', 'published');
    await assertSucceeds(moveSlug(ADMIN));
    // Back to the first address: it is already the post's, and its redirect must go.
    await assertFails(moveSlug(ADMIN, { to: OLD, takeSlug: false }, NEW));
    await assertSucceeds(moveSlug(ADMIN, { to: OLD, takeSlug: false, deleteRedirectThere: true }, NEW));
    expect((await readAsAdmin('posts/p'))?.slug).toBe(OLD);
    expect(await readAsAdmin(`redirects/${OLD}`)).toBeUndefined();
    expect(await readAsAdmin(`redirects/${NEW}`)).toMatchObject({ to: OLD, postId: 'p' });
  });

  it('a redirect is read by anyone one at a time, never listed, and changed or deleted by no one alone', async () => {
    await seedPost('p', 'published', { slug: NEW });
    await seed({ [`redirects/${OLD}`]: { to: NEW, postId: 'p', at: PAST, by: UID.admin } });
    for (const who of everyone) {
      const db = dbAs(who);
      await assertSucceeds(getDoc(doc(db, 'redirects', OLD)));
      await assertFails(getDocs(collection(db, 'redirects')));
    }
    const db = dbAs(actor('superadmin'));
    await assertFails(updateDoc(doc(db, 'redirects', OLD), { to: 'elsewhere' }));
    await assertFails(deleteDoc(doc(db, 'redirects', OLD)));
    await assertFails(getDoc(doc(dbAs(ANONYMOUS), 'slugs', NEW)));
  });
});
