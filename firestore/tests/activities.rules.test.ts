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
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  UID,
  roleActors,
  ANONYMOUS,
  everyone,
  signedIn,
  cases,
  actor,
  without,
  split,
  dbAs,
  seed,
  setUpRulesEnvironment,
  PAST,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// activities/{id}
// ---------------------------------------------------------------------------------------------

describe('activities/{id}', () => {
  const activity = (userId: string, overrides: DocumentData = {}): DocumentData => ({
    userId,
    type: 'login',
    details: { method: 'password' },
    timestamp: serverTimestamp(),
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
    ...overrides,
  });

  describe('create', () => {
    it.each(cases(signedIn))("%s logs their own 'login', and their one 'signup'", async (_label, who) => {
      const db = dbAs(who);
      await assertSucceeds(addDoc(collection(db, 'activities'), activity(who.uid)));
      await assertSucceeds(addDoc(collection(db, 'activities'), activity(who.uid, { details: { method: 'google' } })));
      await assertSucceeds(setDoc(doc(db, 'activities', `signup-${who.uid}`), activity(who.uid, { type: 'signup' })));
    });

    it("a 'signup' is logged once: not again, and not at another id", async () => {
      const db = dbAs(actor('user'));
      await assertSucceeds(setDoc(doc(db, 'activities', `signup-${UID.user}`), activity(UID.user, { type: 'signup' })));
      await assertFails(setDoc(doc(db, 'activities', `signup-${UID.user}`), activity(UID.user, { type: 'signup' })));
      await assertFails(addDoc(collection(db, 'activities'), activity(UID.user, { type: 'signup' })));
      await assertFails(setDoc(doc(db, 'activities', `signup-${UID.editor}`), activity(UID.user, { type: 'signup' })));
    });

    it("a 'login' cannot take the id of the account's signup", async () => {
      await assertFails(setDoc(doc(dbAs(actor('user')), 'activities', `signup-${UID.user}`), activity(UID.user)));
    });

    // Ids beginning 'signup-' are sign-ups' alone: a 'login' written at another account's would
    // keep that account from ever logging its sign-up.
    it.each(cases(signedIn))(
      "%s cannot log a 'login' at the signup id of another account, existing or not yet",
      async (_label, who) => {
        const db = dbAs(who);
        const other = who.uid === UID.editor ? UID.user : UID.editor;
        for (const id of [`signup-${other}`, 'signup-uid-not-yet-signed-up', 'signup-', `signup-${who.uid}-2`]) {
          await assertFails(setDoc(doc(db, 'activities', id), activity(who.uid)));
        }
        // The other account's sign-up is still theirs to log.
        await assertSucceeds(
          setDoc(
            doc(dbAs({ label: 'other', uid: other }), 'activities', `signup-${other}`),
            activity(other, { type: 'signup' }),
          ),
        );
      },
    );

    it('a signed-out visitor cannot log an activity', async () => {
      await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'activities'), activity('')));
      await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'activities'), activity(UID.user)));
    });

    it.each(cases(roleActors))("%s cannot log an activity with someone else's userId", async (_label, who) => {
      const other = who.uid === UID.user ? UID.editor : UID.user;
      await assertFails(addDoc(collection(dbAs(who), 'activities'), activity(other)));
    });

    it.each<[string, DocumentData]>([
      ["type 'logout'", { type: 'logout' }],
      ["type 'role_change'", { type: 'role_change' }],
      ['an extra key', { role: 'admin' }],
      ['an ipAddress (the browser does not know it)', { ipAddress: '203.0.113.7' }],
      ['details that are a string', { details: 'logged in' }],
      ['details with another key', { details: { method: 'password', note: 'x' } }],
      ['details that are 600 KB', { details: { method: 'password', blob: 'x'.repeat(600_000) } }],
      ['an unknown method', { details: { method: 'facebook' } }],
      ['empty details', { details: {} }],
      ['a client-chosen timestamp string', { timestamp: '2026-01-01T10:00:00.000Z' }],
      ['a client-chosen timestamp', { timestamp: PAST }],
      ['a userAgent over 512 characters', { userAgent: 'x'.repeat(513) }],
      ['a userAgent that is not text', { userAgent: 42 }],
    ])('a user cannot log an activity with %s', async (_label, overrides) => {
      await assertFails(addDoc(collection(dbAs(actor('user')), 'activities'), activity(UID.user, overrides)));
    });

    it.each(['userId', 'type', 'details', 'timestamp', 'userAgent'])(
      'a user cannot log an activity without %s',
      async (key) => {
        await assertFails(addDoc(collection(dbAs(actor('user')), 'activities'), without(activity(UID.user), key)));
      },
    );
  });

  /** An activity as stored (seeded with the rules off): its timestamp a real time. */
  const stored = (userId: string): DocumentData => activity(userId, { timestamp: PAST });

  describe('update and delete', () => {
    it.each(cases(everyone))('%s cannot update or delete an activity, even their own', async (_label, who) => {
      const owner = who.uid ?? UID.user;
      await seed({ 'activities/a1': stored(owner) });
      const reference = doc(dbAs(who), 'activities', 'a1');
      await assertFails(updateDoc(reference, { type: 'signup' }));
      await assertFails(setDoc(reference, activity(owner, { details: { method: 'google' } })));
      await assertFails(deleteDoc(reference));
    });
  });

  describe('read', () => {
    seedOnce({ 'activities/of-user': stored(UID.user), 'activities/of-editor': stored(UID.editor) });

    it('a user reads their own activity, and lists their own', async () => {
      const db = dbAs(actor('user'));
      await assertSucceeds(getDoc(doc(db, 'activities', 'of-user')));
      const mine = await assertSucceeds(getDocs(query(collection(db, 'activities'), where('userId', '==', UID.user))));
      expect(mine.size).toBe(1);
    });

    const { allowed, denied } = split(['superadmin', 'admin']);

    it.each(cases(allowed))('%s (view_analytics) reads and lists everyone’s activities', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'activities', 'of-user')));
      const all = await assertSucceeds(getDocs(collection(dbAs(who), 'activities')));
      expect(all.size).toBe(2);
    });

    it.each(cases(denied))("%s cannot read another user's activity, nor list them all", async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'activities', who.uid === UID.editor ? 'of-user' : 'of-editor')));
      await assertFails(getDocs(collection(dbAs(who), 'activities')));
    });
  });
});
