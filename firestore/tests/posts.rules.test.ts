import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, ROLES, type Role } from '@meridian/shared';
import {
  availableActions,
  canEdit,
  POST_ACTIONS,
  POST_STATUSES,
  POST_TRANSITIONS,
  type PostAction,
  type PostStatus,
} from '@meridian/shared/posts';
import {
  actor,
  ANONYMOUS,
  audited,
  cases,
  commitBatch,
  dbAs,
  everyone,
  PAST,
  readAsAdmin,
  seed,
  UID,
  UNVERIFIED,
  type Actor,
  type SignedInActor,
  setUpRulesEnvironment,
  postContent,
  storedPost,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// posts/{id}, slugs/{slug}, posts/{id}/revisions/{revisionId}: the editorial desk (issue 20).
// The workflow table of shared/posts/workflow.ts is walked role by role against the rules.
// ---------------------------------------------------------------------------------------------

const EDITOR = actor('editor');
const ADMIN = actor('admin');

async function seedPost(id: string, status: PostStatus, overrides: DocumentData = {}): Promise<void> {
  const post = storedPost(status, overrides);
  await seed({
    [`posts/${id}`]: post,
    [`slugs/${String(post.slug)}`]: { postId: id, at: PAST },
    [`posts/${id}/revisions/rev-1`]: { ...postContent(), savedBy: UID.editor, savedAt: PAST },
  });
}

/** The batch of a save: the post, its revision (a copy of the content) and its address when new. */
function writeSave(
  batch: WriteBatch,
  db: Firestore,
  id: string,
  post: DocumentData,
  options: { slug?: boolean; revision?: DocumentData | null } = {},
): void {
  const revisionId = String(post.revisionId);
  batch.set(doc(db, 'posts', id), post, { merge: true });
  if (options.revision !== null) {
    const copy = Object.fromEntries(Object.keys(postContent()).map((key) => [key, post[key] ?? postContent()[key]]));
    batch.set(doc(db, 'posts', id, 'revisions', revisionId), {
      ...copy,
      savedBy: post.updatedBy,
      // The saver's display name as their profile holds it (the harness names a profile by its uid).
      byName: post.updatedBy,
      savedAt: serverTimestamp(),
      ...options.revision,
    });
  }
  if (options.slug !== false) {
    batch.set(doc(db, 'slugs', String(post.slug ?? postContent().slug)), { postId: id, at: serverTimestamp() });
  }
}

/** A new draft as its author sends it. */
function newDraft(who: SignedInActor, overrides: DocumentData = {}): DocumentData {
  return {
    ...postContent(),
    status: 'draft',
    publishAt: null,
    createdBy: who.uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: who.uid,
    reviewNote: '',
    revisionId: 'rev-new',
    ...overrides,
  };
}

const createDraft = (who: SignedInActor, id: string, overrides: DocumentData = {}, options = {}) =>
  commitBatch(who, (batch, db) => writeSave(batch, db, id, newDraft(who, overrides), options));

/** A save of new content over a stored post, as `who`. */
const saveContent = (who: SignedInActor, id: string, change: DocumentData, options = {}) =>
  commitBatch(who, (batch, db) =>
    writeSave(
      batch,
      db,
      id,
      {
        ...postContent(),
        ...change,
        updatedAt: serverTimestamp(),
        updatedBy: who.uid,
        revisionId: `rev-${Math.random().toString(36).slice(2)}`,
      },
      { slug: 'slug' in change, ...options },
    ),
  );

/** A step of the workflow on post `id`, audited as 'post.status'. */
/**
 * A step of the workflow on post `id`, audited as 'post.status'. `options.claimedFrom` is the
 * status the audit entry says the post was in (`from` unless a test lies), `options.token` changes
 * the ID token.
 */
function step(
  who: SignedInActor,
  id: string,
  from: PostStatus,
  to: PostStatus,
  change: DocumentData = {},
  options: { claimedFrom?: PostStatus; token?: TokenOptions; note?: string } = {},
) {
  // Sending back: the audit entry's note is the reason (unless a test says otherwise).
  const note = options.note ?? (to === 'changes_requested' ? change.reviewNote : undefined);
  return audited(
    who,
    {
      action: 'post.status',
      target: `posts/${id}`,
      before: { status: options.claimedFrom ?? from },
      after: { status: to },
    },
    (batch, db, auditId) =>
      batch.update(doc(db, 'posts', id), {
        status: to,
        updatedAt: serverTimestamp(),
        updatedBy: who.uid,
        auditId,
        ...change,
      }),
    { token: options.token, entry: typeof note === 'string' ? { note } : {} },
  );
}

/** What a step sends with it: publishing a time, sending back a reason. */
function stepFields(action: PostAction): DocumentData {
  if (action === 'publish') return PUBLISH;
  if (action === 'request_changes') return { reviewNote: 'The second table needs a source.' };
  if (action === 'approve') return { approvedRevisionId: 'rev-1' };
  if (action === 'submit') return { reviewNote: '' };
  return {};
}

/** What publishing sends besides the status: the time, the revision, and no staff uid. */
const PUBLISH: DocumentData = {
  publishAt: serverTimestamp(),
  publishedRevisionId: 'rev-1',
  createdBy: '',
  updatedBy: '',
};

const staffRoles = ROLES.filter((role) => role !== 'user');

describe('posts/{id}: read', () => {
  it.each(cases(everyone))('%s reads a live post, and lists the live ones', async (_label, who) => {
    await seedPost('live', 'published');
    const db = dbAs(who);
    await assertSucceeds(getDoc(doc(db, 'posts', 'live')));
    await assertSucceeds(
      getDocs(
        query(
          collection(db, 'posts'),
          where('status', '==', 'published'),
          // A minute back: the rules compare with the server's time, which a client's clock may be ahead of.
          where('publishAt', '<=', Timestamp.fromMillis(Date.now() - 60_000)),
        ),
      ),
    );
  });

  const desk: Role[] = ['superadmin', 'admin', 'editor'];
  it.each(ROLES)('%s reads a draft and a post scheduled for later only if on the desk', async (role) => {
    await seedPost('draft', 'draft');
    await seedPost('later', 'published', {
      publishAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      slug: 'later-post',
    });
    const db = dbAs(actor(role));
    const reads = [getDoc(doc(db, 'posts', 'draft')), getDoc(doc(db, 'posts', 'later'))];
    for (const read of reads) await (desk.includes(role) ? assertSucceeds(read) : assertFails(read));
    const all = getDocs(collection(db, 'posts'));
    await (desk.includes(role) ? assertSucceeds(all) : assertFails(all));
  });

  it('a visitor cannot read a draft, list every post, a revision or an address', async () => {
    await seedPost('draft', 'draft');
    const db = dbAs(ANONYMOUS);
    await assertFails(getDoc(doc(db, 'posts', 'draft')));
    await assertFails(getDocs(collection(db, 'posts')));
    await assertFails(getDoc(doc(db, 'posts', 'draft', 'revisions', 'rev-1')));
    await assertFails(getDoc(doc(db, 'slugs', 'how-a-sip-grows')));
  });

  it('staff powers need the profile’s own verified email', async () => {
    await seedPost('draft', 'draft');
    await assertFails(getDoc(doc(dbAs(EDITOR, UNVERIFIED), 'posts', 'draft')));
  });
});

describe('posts/{id}: create', () => {
  it.each(ROLES)('%s creates a draft only with create_posts', async (role) => {
    const write = createDraft(actor(role), 'p1');
    await (ROLE_PERMISSIONS[role].includes('create_posts') ? assertSucceeds(write) : assertFails(write));
  });

  it('a visitor cannot create a post', async () => {
    await assertFails(commitBatch(ANONYMOUS, (batch, db) => writeSave(batch, db, 'x', newDraft(EDITOR))));
  });

  it.each([
    ['published at once', { status: 'published', publishAt: serverTimestamp() }],
    ['in review at once', { status: 'in_review' }],
    ['by someone else', { createdBy: UID.admin }],
    ['with a time of its own', { createdAt: PAST }],
    ['with a review note', { reviewNote: 'Fine' }],
    ['a short title', { title: 'Too short' }],
    ['a title over 120 characters', { title: 'x'.repeat(121) }],
    ['a title of two lines', { title: 'How a SIP grows\nover time' }],
    ['a slug with capitals', { slug: 'How-A-SIP' }],
    ['a short excerpt', { excerpt: 'Short.' }],
    ['a body over 60,000 characters', { body: 'x'.repeat(60_001) }],
    ['an unknown category', { category: 'Crypto' }],
    ['nine tags', { tags: ['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'hh', 'ii'] }],
    ['a one-letter tag', { tags: ['a'] }],
    ['a tag twice', { tags: ['SIP', 'SIP'] }],
    ['a search title over 60', { searchTitle: 'x'.repeat(61) }],
    ['a description over 160', { description: 'x'.repeat(161) }],
    ['an unknown classification', { classification: 'advertorial' }],
    ['an approval date that is not a date', { approvalDate: 'soon' }],
    ['a field of its own', { extra: true }],
  ])('refuses a draft %s', async (_name, overrides) => {
    await assertFails(createDraft(EDITOR, 'p1', overrides));
  });

  it('refuses a draft without its revision, or with a revision that differs', async () => {
    await assertFails(createDraft(EDITOR, 'p1', {}, { revision: null }));
    await assertFails(createDraft(EDITOR, 'p1', {}, { revision: { body: 'Something else' } }));
    await assertFails(createDraft(EDITOR, 'p1', {}, { revision: { savedBy: UID.admin } }));
  });

  it('refuses a draft that does not take its address in the same batch', async () => {
    await assertFails(createDraft(EDITOR, 'p1', {}, { slug: false }));
  });

  it('never gives one address to two posts', async () => {
    await seedPost('first', 'draft');
    await assertFails(createDraft(EDITOR, 'second'));
    await assertSucceeds(createDraft(EDITOR, 'second', { slug: 'how-a-sip-grows-2' }));
    expect((await readAsAdmin('slugs/how-a-sip-grows'))?.postId).toBe('first');
  });
});

describe('posts/{id}: saving the content', () => {
  // canEdit of shared/posts/workflow.ts, for every staff role and status, against the rules.
  it.each(POST_STATUSES)('a post that is %s is saved by exactly whom canEdit names', async (status) => {
    for (const role of staffRoles) {
      await seedPost('p', status);
      const expected = canEdit(
        { status, classification: 'educational', approvalRef: null, approvalDate: null, createdBy: UID.editor },
        ROLE_PERMISSIONS[role],
        UID[role],
      ).ok;
      const save = saveContent(actor(role), 'p', {
        body: `New text by ${role}.`,
        status: status === 'changes_requested' ? 'changes_requested' : 'draft',
      });
      await (expected ? assertSucceeds(save) : assertFails(save));
    }
  });

  it('a save of an approved post puts it back to draft, and no other status will do', async () => {
    await seedPost('p', 'approved');
    await assertFails(saveContent(EDITOR, 'p', { body: 'New text.', status: 'approved' }));
    await assertSucceeds(saveContent(EDITOR, 'p', { body: 'New text.', status: 'draft' }));
    expect((await readAsAdmin('posts/p'))?.status).toBe('draft');
  });

  it('a save keeps a revision, and a save without one is refused', async () => {
    await seedPost('p', 'draft');
    await assertFails(saveContent(EDITOR, 'p', { body: 'New text.', status: 'draft' }, { revision: null }));
    await assertFails(
      saveContent(EDITOR, 'p', { body: 'New text.', status: 'draft' }, { revision: { body: 'Other text.' } }),
    );
  });

  it('a new address is taken in the same batch, and the old one stays the post’s', async () => {
    await seedPost('p', 'unpublished');
    await assertFails(saveContent(EDITOR, 'p', { slug: 'a-new-address', status: 'draft' }, { slug: false }));
    await assertSucceeds(saveContent(EDITOR, 'p', { slug: 'a-new-address', status: 'draft' }));
    expect((await readAsAdmin('slugs/how-a-sip-grows'))?.postId).toBe('p');
    expect((await readAsAdmin('slugs/a-new-address'))?.postId).toBe('p');
  });

  it('a save cannot take another post’s address, or change who made the post or its workflow fields', async () => {
    await seedPost('p', 'draft');
    await seedPost('other', 'draft', { slug: 'other-post' });
    await assertFails(saveContent(EDITOR, 'p', { slug: 'other-post', status: 'draft' }, { slug: false }));
    await assertFails(saveContent(EDITOR, 'p', { createdBy: UID.admin, status: 'draft' }));
    await assertFails(saveContent(EDITOR, 'p', { publishAt: serverTimestamp(), status: 'draft' }));
    await assertFails(saveContent(EDITOR, 'p', { reviewNote: 'Approved by me', status: 'draft' }));
  });

  it('an address is never changed or deleted', async () => {
    await seedPost('p', 'draft');
    const db = dbAs(actor('superadmin'));
    await assertFails(updateDoc(doc(db, 'slugs', 'how-a-sip-grows'), { postId: 'other' }));
    await assertFails(deleteDoc(doc(db, 'slugs', 'how-a-sip-grows')));
  });

  it('a revision is never changed or deleted, and a revision alone is refused', async () => {
    await seedPost('p', 'draft');
    const db = dbAs(actor('superadmin'));
    await assertFails(updateDoc(doc(db, 'posts', 'p', 'revisions', 'rev-1'), { body: 'Rewritten history.' }));
    await assertFails(deleteDoc(doc(db, 'posts', 'p', 'revisions', 'rev-1')));
    await assertFails(
      commitBatch(EDITOR, (batch, batchDb) =>
        batch.set(doc(batchDb, 'posts', 'p', 'revisions', 'rev-2'), {
          ...postContent(),
          savedBy: UID.editor,
          byName: UID.editor,
          savedAt: serverTimestamp(),
        }),
      ),
    );
  });
});

describe('posts/{id}: the workflow', () => {
  // Every action, from every status, by every staff role: allowed exactly when the workflow table
  // of shared/posts/workflow.ts says so.
  for (const action of POST_ACTIONS) {
    it.each(POST_STATUSES)(`${action} from %s: allowed for exactly the roles the table names`, async (from) => {
      const to = POST_TRANSITIONS[action].to;
      for (const role of staffRoles) {
        await seedPost('p', from);
        const allowed = availableActions(
          { status: from, classification: 'educational', approvalRef: null, approvalDate: null, createdBy: UID.editor },
          ROLE_PERMISSIONS[role],
        ).includes(action);
        const write = step(actor(role), 'p', from, to, stepFields(action));
        await (allowed ? assertSucceeds(write) : assertFails(write));
      }
    });
  }

  it('a client, a visitor and an unverified editor take no step', async () => {
    await seedPost('p', 'draft');
    await assertFails(step(actor('user'), 'p', 'draft', 'in_review'));
    await assertFails(
      updateDoc(doc(dbAs(ANONYMOUS), 'posts', 'p'), { status: 'in_review', updatedAt: serverTimestamp() }),
    );
    await assertFails(step(EDITOR, 'p', 'draft', 'in_review', {}, { token: UNVERIFIED }));
  });

  it('a step without its audit entry, or with a wrong one, is refused', async () => {
    await seedPost('p', 'in_review');
    const db = dbAs(ADMIN);
    await assertFails(
      updateDoc(doc(db, 'posts', 'p'), { status: 'approved', updatedAt: serverTimestamp(), updatedBy: UID.admin }),
    );
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved', {}, { claimedFrom: 'draft' }));
  });

  it('a promotional post is approved only with its approval reference and date', async () => {
    await seedPost('p', 'in_review', { classification: 'promotional' });
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved'));
    await seedPost('q', 'in_review', { classification: 'promotional', approvalRef: 'CO-2026-014', slug: 'q-post' });
    await assertFails(step(ADMIN, 'q', 'in_review', 'approved'));
    await seedPost('r', 'in_review', {
      classification: 'promotional',
      approvalRef: 'CO-2026-014',
      approvalDate: '2026-11-20',
      slug: 'r-post',
    });
    await assertSucceeds(step(ADMIN, 'r', 'in_review', 'approved', { approvedRevisionId: 'rev-1' }));
  });

  it('sending a post back needs a reason', async () => {
    await seedPost('p', 'in_review');
    await assertFails(step(ADMIN, 'p', 'in_review', 'changes_requested'));
    await assertFails(step(ADMIN, 'p', 'in_review', 'changes_requested', { reviewNote: '   ' }));
    await assertFails(step(ADMIN, 'p', 'in_review', 'changes_requested', { reviewNote: 'x'.repeat(501) }));
    await assertSucceeds(step(ADMIN, 'p', 'in_review', 'changes_requested', { reviewNote: 'Cite the source.' }));
  });

  it('publishes now or at a later time, but not in the past nor over a year ahead', async () => {
    const day = 86_400_000;
    for (const [publishAt, ok] of [
      [Timestamp.fromMillis(Date.now() + day), true],
      [Timestamp.fromMillis(Date.now() - day), false],
      [Timestamp.fromMillis(Date.now() + 400 * day), false],
      [null, false],
    ] as const) {
      await seedPost('p', 'approved');
      const write = step(ADMIN, 'p', 'approved', 'published', { ...PUBLISH, publishAt });
      await (ok ? assertSucceeds(write) : assertFails(write));
    }
  });

  it('a step changes nothing but the workflow’s fields', async () => {
    await seedPost('p', 'in_review');
    const approve = { approvedRevisionId: 'rev-1' };
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { ...approve, body: 'Rewritten while approving.' }));
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { ...approve, reviewNote: 'Nice.' }));
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { ...approve, publishAt: serverTimestamp() }));
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { ...approve, createdBy: UID.admin }));
    await assertSucceeds(step(ADMIN, 'p', 'in_review', 'approved', approve));
  });

  it('nobody deletes a post', async () => {
    for (const who of everyone) {
      await seedPost('p', 'draft');
      await assertFails(deleteDoc(doc(dbAs(who as Actor), 'posts', 'p')));
    }
  });
});

describe('posts/{id}: what staff write stays internal (issue 37, item 2)', () => {
  it('submitting again clears the review note; the reason stays whole in the audit entry of the request', async () => {
    await seedPost('p', 'in_review');
    const reason = 'Compliance: remove the guaranteed 12% return claim.';
    // The audit entry's note must be the reason itself.
    await assertFails(step(ADMIN, 'p', 'in_review', 'changes_requested', { reviewNote: reason }, { note: '' }));
    await assertSucceeds(step(ADMIN, 'p', 'in_review', 'changes_requested', { reviewNote: reason }));
    await assertFails(step(EDITOR, 'p', 'changes_requested', 'in_review'));
    await assertSucceeds(step(EDITOR, 'p', 'changes_requested', 'in_review', { reviewNote: '' }));
    expect((await readAsAdmin('posts/p'))?.reviewNote).toBe('');
  });

  it('publishing clears the staff uids and refuses a review note; the public reads neither', async () => {
    await seedPost('p', 'approved', { reviewNote: 'Compliance: remove the guaranteed 12% return claim.' });
    await assertFails(step(ADMIN, 'p', 'approved', 'published', PUBLISH));
    await assertFails(step(ADMIN, 'p', 'approved', 'published', { ...PUBLISH, reviewNote: '', updatedBy: UID.admin }));
    await assertFails(step(ADMIN, 'p', 'approved', 'published', { ...PUBLISH, reviewNote: '', createdBy: UID.editor }));
    await assertSucceeds(step(ADMIN, 'p', 'approved', 'published', { ...PUBLISH, reviewNote: '' }));
    const seen = (await getDoc(doc(dbAs(ANONYMOUS), 'posts', 'p'))).data();
    expect(seen).toMatchObject({ status: 'published', reviewNote: '', createdBy: '', updatedBy: '' });
    expect(JSON.stringify(seen)).not.toContain(UID.editor);
    expect(JSON.stringify(seen)).not.toContain(UID.admin);
  });

  it('unpublishing names who did it again (the post is no longer public)', async () => {
    await seedPost('p', 'published', { createdBy: '', updatedBy: '' });
    await assertFails(step(ADMIN, 'p', 'published', 'unpublished', { updatedBy: '' }));
    await assertSucceeds(step(ADMIN, 'p', 'published', 'unpublished'));
  });
});

describe('posts/{id}: an approval is for the text that was read (issue 37, item 3)', () => {
  /** A post in review whose text was saved again (rev-2) after the approver opened it at rev-1. */
  async function savedMeanwhile(): Promise<void> {
    await seedPost('p', 'in_review', { revisionId: 'rev-2' });
    await seed({
      'posts/p/revisions/rev-2': { ...postContent({ body: 'New text.' }), savedBy: UID.editor, savedAt: PAST },
    });
  }

  it('records the revision shown, and refuses one that is no longer the post’s', async () => {
    await savedMeanwhile();
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved'));
    await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-1' }));
    await assertSucceeds(step(ADMIN, 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-2' }));
  });

  it('publishes only the approved revision', async () => {
    await seedPost('p', 'approved', { revisionId: 'rev-2', approvedRevisionId: 'rev-1' });
    await assertFails(step(ADMIN, 'p', 'approved', 'published', { ...PUBLISH, publishedRevisionId: 'rev-2' }));
    // Approved before approvals recorded their revision: approved again first.
    const legacy = storedPost('approved', { slug: 'q-post' });
    delete legacy.approvedRevisionId;
    await seed({ 'posts/q': legacy });
    await assertFails(step(ADMIN, 'q', 'approved', 'published', PUBLISH));
  });

  it('no other step or save sets the approved revision', async () => {
    await seedPost('p', 'draft');
    await assertFails(step(EDITOR, 'p', 'draft', 'in_review', { approvedRevisionId: 'rev-1' }));
    await assertFails(saveContent(EDITOR, 'p', { body: 'New text.', status: 'draft', approvedRevisionId: 'rev-x' }));
  });

  describe('a promotional post is not approved by its author (SEBI’s advertisement code: a second pair of eyes)', () => {
    const promotional = { classification: 'promotional', approvalRef: 'CO-2026-014', approvalDate: '2026-11-20' };

    it('refuses its creator', async () => {
      await seedPost('p', 'in_review', { ...promotional, createdBy: UID.admin });
      await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-1' }));
      await assertSucceeds(step(actor('superadmin'), 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-1' }));
    });

    it('refuses the saver of the text approved', async () => {
      await seedPost('p', 'in_review', { ...promotional, revisionId: 'rev-2' });
      await seed({ 'posts/p/revisions/rev-2': { ...postContent(promotional), savedBy: UID.admin, savedAt: PAST } });
      await assertFails(step(ADMIN, 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-2' }));
      await assertSucceeds(step(actor('superadmin'), 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-2' }));
    });

    it('lets the author of an educational post approve it', async () => {
      await seedPost('p', 'in_review', { createdBy: UID.admin });
      await assertSucceeds(step(ADMIN, 'p', 'in_review', 'approved', { approvedRevisionId: 'rev-1' }));
    });
  });
});
