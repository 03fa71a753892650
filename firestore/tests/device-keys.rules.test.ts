import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
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
import {
  actor,
  ANONYMOUS,
  cases,
  dbAs,
  profileOf,
  readAsAdmin,
  seed,
  setUpRulesEnvironment,
  signedIn,
  UID,
  without,
} from './harness';

setUpRulesEnvironment();

// deviceKeys/{uid}: the person's key for sealing what their devices keep (shared/src/firebase/
// device-key.ts): the admin's lists of people. The owner alone reads and creates it, while their
// session counts and their role sees people, and deletes it whatever their role; nobody changes it
// or lists the keys.

/** The owner: the least role that sees lists of people. */
const OWNER = actor('reviewer');
/** 32 random bytes in base64url without padding, as the browser makes one: 43 characters. */
const KEY = 'q3Xv_0-9AbCdEfGhIjKlMnOpQrStUvWxYz012345678';
const deviceKey = (overrides: DocumentData = {}): DocumentData => ({
  key: KEY,
  createdAt: serverTimestamp(),
  ...overrides,
});
/** The key as stored (seeded with the rules off, at a time long past). */
const storedKey = { key: KEY, createdAt: Timestamp.fromMillis(1_700_000_000_000) };
const others = signedIn.filter((who) => who.uid !== UID.reviewer);
/** The roles that see a list of people (view_users, view_leads or view_complaints), and the others. */
const seeing = [actor('superadmin'), actor('admin'), actor('reviewer')];
const notSeeing = [actor('editor'), actor('user')];
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('deviceKeys/{uid}', () => {
  it('the owner creates, reads and deletes their key', async () => {
    const ref = doc(dbAs(OWNER), 'deviceKeys', UID.reviewer);
    await assertSucceeds(setDoc(ref, deviceKey()));
    expect((await assertSucceeds(getDoc(ref))).data()).toMatchObject({ key: KEY });
    await assertSucceeds(deleteDoc(ref));
    expect(await readAsAdmin(`deviceKeys/${UID.reviewer}`)).toBeUndefined();
  });

  it.each(cases(seeing))('%s creates and reads their own key', async (_label, who) => {
    const ref = doc(dbAs(who), 'deviceKeys', who.uid);
    await assertSucceeds(setDoc(ref, deviceKey()));
    await assertSucceeds(getDoc(ref));
  });

  it.each(cases(notSeeing))(
    '%s, who sees no list of people, cannot create or read a key of their own, but may delete it',
    async (_label, who) => {
      const ref = doc(dbAs(who), 'deviceKeys', who.uid);
      await assertFails(setDoc(ref, deviceKey()));
      await seed({ [`deviceKeys/${who.uid}`]: storedKey });
      await assertFails(getDoc(ref));
      await assertSucceeds(deleteDoc(ref));
      expect(await readAsAdmin(`deviceKeys/${who.uid}`)).toBeUndefined();
    },
  );

  it('staff whose role was taken away cannot read the key they had (a list they no longer see stays sealed)', async () => {
    await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey });
    const ref = doc(dbAs(OWNER), 'deviceKeys', UID.reviewer);
    await assertSucceeds(getDoc(ref));
    await seed({ [`users/${UID.reviewer}`]: profileOf(UID.reviewer, 'editor') });
    await assertFails(getDoc(ref));
    await seed({ [`users/${UID.reviewer}`]: profileOf(UID.reviewer, 'user') });
    await assertFails(getDoc(ref));
  });

  it('staff whose ID token does not carry their verified email cannot read or create their key', async () => {
    await assertFails(setDoc(doc(dbAs(OWNER, { email_verified: false }), 'deviceKeys', UID.reviewer), deviceKey()));
    await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey });
    await assertFails(getDoc(doc(dbAs(OWNER, { email_verified: false }), 'deviceKeys', UID.reviewer)));
    await assertFails(getDoc(doc(dbAs(OWNER, { email: 'someone.else@example.com' }), 'deviceKeys', UID.reviewer)));
  });

  it('the owner reads a key that does not exist yet (as the browser does before creating one)', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(dbAs(OWNER), 'deviceKeys', UID.reviewer)));
    expect(snapshot.exists()).toBe(false);
  });

  it('the owner deletes a key that does not exist (as deleting the account does)', async () => {
    await assertSucceeds(deleteDoc(doc(dbAs(OWNER), 'deviceKeys', UID.reviewer)));
  });

  it.each([
    ['a whole new document', () => deviceKey({ key: 'Z'.repeat(43) })],
    ['the same key again', () => deviceKey()],
    ['a new createdAt only', () => ({ createdAt: serverTimestamp() })],
  ])('the owner cannot change their key: %s', async (_label, data) => {
    await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey });
    const ref = doc(dbAs(OWNER), 'deviceKeys', UID.reviewer);
    await assertFails(setDoc(ref, data()));
    await assertFails(updateDoc(ref, data()));
    expect(await readAsAdmin(`deviceKeys/${UID.reviewer}`)).toEqual(storedKey);
  });

  it('the owner replaces their key by deleting it, then creating another', async () => {
    await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey });
    const ref = doc(dbAs(OWNER), 'deviceKeys', UID.reviewer);
    await assertSucceeds(deleteDoc(ref));
    await assertSucceeds(setDoc(ref, deviceKey({ key: 'Z'.repeat(43) })));
    expect(await readAsAdmin(`deviceKeys/${UID.reviewer}`)).toMatchObject({ key: 'Z'.repeat(43) });
  });

  it.each(cases([...others, ANONYMOUS]))(
    '%s cannot read, create, change or delete the owner’s key',
    async (_label, who) => {
      const ref = doc(dbAs(who), 'deviceKeys', UID.reviewer);
      await assertFails(setDoc(ref, deviceKey()));
      await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey });
      await assertFails(getDoc(ref));
      await assertFails(setDoc(ref, deviceKey()));
      await assertFails(updateDoc(ref, { key: 'Z'.repeat(43) }));
      await assertFails(deleteDoc(ref));
      expect(await readAsAdmin(`deviceKeys/${UID.reviewer}`)).toEqual(storedKey);
    },
  );

  it.each(cases([OWNER, actor('superadmin'), actor('admin'), ANONYMOUS]))(
    '%s cannot list the keys, even filtered',
    async (_label, who) => {
      await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey, [`deviceKeys/${UID.admin}`]: storedKey });
      const keys = collection(dbAs(who), 'deviceKeys');
      await assertFails(getDocs(keys));
      await assertFails(getDocs(query(keys, where('key', '==', KEY))));
      await assertFails(getDocs(query(keys, where(documentId(), '==', UID.reviewer))));
    },
  );

  it.each<[string, () => DocumentData]>([
    ['without key', () => without(deviceKey(), 'key')],
    ['without createdAt', () => without(deviceKey(), 'createdAt')],
    ['with an extra field', () => deviceKey({ uid: UID.reviewer })],
    ['with an empty key', () => deviceKey({ key: '' })],
    ['with a 42-character key', () => deviceKey({ key: KEY.slice(1) })],
    ['with a 44-character key', () => deviceKey({ key: `${KEY}A` })],
    ['with a padded key (base64, =)', () => deviceKey({ key: `${KEY.slice(1)}=` })],
    ['with a key in base64, not base64url (+)', () => deviceKey({ key: `+${KEY.slice(1)}` })],
    ['with a key in base64, not base64url (/)', () => deviceKey({ key: `/${KEY.slice(1)}` })],
    ['with a space in the key', () => deviceKey({ key: ` ${KEY.slice(1)}` })],
    ['with a key on two lines', () => deviceKey({ key: `${KEY}\n${KEY}` })],
    ['with a key that is a number', () => deviceKey({ key: 42 })],
    ['with a key that is bytes in a list', () => deviceKey({ key: Array.from({ length: 32 }, () => 7) })],
    ['with a key that is null', () => deviceKey({ key: null })],
    ['with a client-chosen createdAt', () => deviceKey({ createdAt: Timestamp.fromMillis(Date.now()) })],
    ['with a createdAt long past', () => deviceKey({ createdAt: storedKey.createdAt })],
    ['with a createdAt that is text', () => deviceKey({ createdAt: new Date().toISOString() })],
  ])('the owner cannot create a key %s', async (_label, data) => {
    await assertFails(setDoc(doc(dbAs(OWNER), 'deviceKeys', UID.reviewer), data()));
  });

  it('the owner cannot create their key under another uid (a key of theirs for someone else)', async () => {
    await assertFails(setDoc(doc(dbAs(OWNER), 'deviceKeys', UID.admin), deviceKey()));
  });

  it('a session that signed in before its account’s sessions were ended cannot read the key; a new one can', async () => {
    await seed({
      [`users/${UID.reviewer}`]: {
        ...profileOf(UID.reviewer, 'reviewer'),
        sessionsValidAfter: Timestamp.fromMillis(Date.now()),
      },
      [`deviceKeys/${UID.reviewer}`]: storedKey,
    });
    const earlier = doc(dbAs(OWNER, { auth_time: nowSeconds() - 3600 }), 'deviceKeys', UID.reviewer);
    await assertFails(getDoc(earlier));
    await assertFails(deleteDoc(earlier));
    const later = doc(dbAs(OWNER, { auth_time: nowSeconds() + 2 }), 'deviceKeys', UID.reviewer);
    await assertSucceeds(getDoc(later));
  });

  it('an ended session cannot create a key either', async () => {
    await seed({
      [`users/${UID.reviewer}`]: {
        ...profileOf(UID.reviewer, 'reviewer'),
        sessionsValidAfter: Timestamp.fromMillis(Date.now()),
      },
    });
    const earlier = dbAs(OWNER, { auth_time: nowSeconds() - 3600 });
    await assertFails(setDoc(doc(earlier, 'deviceKeys', UID.reviewer), deviceKey()));
  });

  it('a disabled account cannot read, create or delete its key', async () => {
    await seed({ [`users/${UID.reviewer}`]: { ...profileOf(UID.reviewer, 'reviewer'), status: 'disabled' } });
    const ref = doc(dbAs(OWNER), 'deviceKeys', UID.reviewer);
    await assertFails(setDoc(ref, deviceKey()));
    await seed({ [`deviceKeys/${UID.reviewer}`]: storedKey });
    await assertFails(getDoc(ref));
    await assertFails(deleteDoc(ref));
  });
});
