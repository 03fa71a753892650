import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actor, cases, dbAs, everyone, readAsAdmin, seed, setUpRulesEnvironment, UID } from './harness';

setUpRulesEnvironment();

// nominees/{uid}: the person a user names to exercise their rights on their death or incapacity
// (issue 19, item 4). The owner alone reads, writes and removes it; staff do not see it.

const OWNER = actor('user');
const nominee = (overrides: DocumentData = {}): DocumentData => ({
  name: 'Meera Rao',
  relationship: 'Sister',
  email: 'meera@example.in',
  phone: '+91 98765 43210',
  updatedAt: serverTimestamp(),
  ...overrides,
});
const others = everyone.filter((who) => who.uid !== UID.user);

describe('nominees/{uid}', () => {
  it('the owner names, reads, changes and removes their nominee', async () => {
    const db = dbAs(OWNER);
    const ref = doc(db, 'nominees', UID.user);
    await assertSucceeds(setDoc(ref, nominee()));
    expect((await assertSucceeds(getDoc(ref))).data()).toMatchObject({ name: 'Meera Rao', relationship: 'Sister' });
    await assertSucceeds(setDoc(ref, nominee({ name: 'Arjun Rao', relationship: 'Son', email: '' })));
    expect(await readAsAdmin(`nominees/${UID.user}`)).toMatchObject({ name: 'Arjun Rao', email: '' });
    await assertSucceeds(deleteDoc(ref));
    expect(await readAsAdmin(`nominees/${UID.user}`)).toBeUndefined();
  });

  it.each([
    ['an email only', { phone: '' }],
    ['a phone only', { email: '' }],
  ])('a nominee with %s is accepted', async (_label, change) => {
    await assertSucceeds(setDoc(doc(dbAs(OWNER), 'nominees', UID.user), nominee(change)));
  });

  it.each<[string, DocumentData]>([
    ['no name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a name over two lines', { name: 'Meera\nRao' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['no relationship', { relationship: '' }],
    ['a relationship over 60 characters', { relationship: 'x'.repeat(61) }],
    ['neither email nor phone', { email: '', phone: '' }],
    ['an email that is not one', { email: 'meera' }],
    ['a phone with letters', { phone: 'call me' }],
    ['a phone over 20 characters', { phone: '9'.repeat(21) }],
    ['a client-chosen time', { updatedAt: Timestamp.fromMillis(Date.now()) }],
    ['another field', { role: 'admin' }],
    ['a name that is a number', { name: 42 }],
  ])('a nominee with %s is refused', async (_label, change) => {
    await assertFails(setDoc(doc(dbAs(OWNER), 'nominees', UID.user), nominee(change)));
  });

  it('a nominee without updatedAt is refused', async () => {
    const rest = Object.fromEntries(Object.entries(nominee()).filter(([key]) => key !== 'updatedAt'));
    await assertFails(setDoc(doc(dbAs(OWNER), 'nominees', UID.user), rest));
  });

  it.each(cases(others))('%s cannot read, write or remove the user’s nominee', async (_label, who) => {
    await seed({ [`nominees/${UID.user}`]: { ...nominee(), updatedAt: Timestamp.fromMillis(Date.now()) } });
    const db = dbAs(who);
    const ref = doc(db, 'nominees', UID.user);
    await assertFails(getDoc(ref));
    await assertFails(setDoc(ref, nominee()));
    await assertFails(updateDoc(ref, { name: 'Someone Else', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(ref));
  });

  it('nobody lists the nominees', async () => {
    await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'nominees')));
    await assertFails(getDocs(collection(dbAs(OWNER), 'nominees')));
  });
});
