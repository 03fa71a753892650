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
  ANONYMOUS,
  everyone,
  signedIn,
  cases,
  actor,
  without,
  dbAs,
  seed,
  setUpRulesEnvironment,
  PAST,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// consents/{id}: the record of what a person agreed to (DPDP Act 2023)
// ---------------------------------------------------------------------------------------------

describe('consents/{id}', () => {
  const consent = (userId: string | null, overrides: DocumentData = {}): DocumentData => ({
    userId,
    noticeVersion: '2026-11',
    purposes: ['account', 'saved-calculations', 'service-emails'],
    withdrawn: false,
    at: serverTimestamp(),
    ...overrides,
  });

  it.each(cases(signedIn))('%s records a consent, and a withdrawal, as new records', async (_label, who) => {
    const db = dbAs(who);
    await assertSucceeds(addDoc(collection(db, 'consents'), consent(who.uid)));
    await assertSucceeds(
      addDoc(collection(db, 'consents'), consent(who.uid, { purposes: ['service-emails'], withdrawn: true })),
    );
  });

  it('a signed-out visitor records nothing', async () => {
    await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'consents'), consent(null)));
  });

  it.each<[string, DocumentData]>([
    ["someone else's userId", { userId: UID.editor }],
    ['a client-chosen time', { at: PAST }],
    ['no purposes', { purposes: [] }],
    ['an unknown purpose', { purposes: ['marketing-to-partners'] }],
    ['purposes that are text', { purposes: 'account' }],
    ['a notice version over 20 characters', { noticeVersion: 'x'.repeat(21) }],
    ['withdrawn as text', { withdrawn: 'no' }],
    ['an extra key', { ip: '203.0.113.7' }],
  ])('a user cannot record a consent with %s', async (_label, overrides) => {
    await assertFails(addDoc(collection(dbAs(actor('user')), 'consents'), consent(UID.user, overrides)));
  });

  it.each(['userId', 'noticeVersion', 'purposes', 'withdrawn', 'at'])('a consent needs %s', async (key) => {
    await assertFails(addDoc(collection(dbAs(actor('user')), 'consents'), without(consent(UID.user), key)));
  });

  it('the owner reads their own records; nobody else reads them, a superadmin included', async () => {
    await seed({ 'consents/c1': consent(UID.user, { at: PAST }) });
    const mine = await assertSucceeds(
      getDocs(query(collection(dbAs(actor('user')), 'consents'), where('userId', '==', UID.user))),
    );
    expect(mine.size).toBe(1);
    for (const who of everyone.filter((a) => a.uid !== UID.user)) {
      await assertFails(getDoc(doc(dbAs(who), 'consents', 'c1')));
    }
  });

  it.each(cases(everyone))('%s cannot change or delete a consent record, even their own', async (_label, who) => {
    const owner = who.uid ?? UID.user;
    await seed({ 'consents/c1': consent(owner, { at: PAST }) });
    const reference = doc(dbAs(who), 'consents', 'c1');
    await assertFails(updateDoc(reference, { withdrawn: true }));
    await assertFails(setDoc(reference, consent(owner)));
    await assertFails(deleteDoc(reference));
  });
});
