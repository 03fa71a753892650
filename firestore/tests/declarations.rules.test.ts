import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DECLARATION_VERSION } from '@meridian/shared/onboarding';
import {
  actor,
  cases,
  dbAs,
  everyone,
  PAST,
  readAsAdmin,
  seed,
  seedOnce,
  setUpRulesEnvironment,
  UID,
  without,
} from './harness';

setUpRulesEnvironment();

// declarations/{uid}: a person's declaration of advice, not distribution, with their PAN (issue
// 36, item 3). Made once by the person, as the server's time says; read by them and by staff who
// may see clients; never changed or removed.

const OWNER = actor('user');
const declaration = (overrides: DocumentData = {}): DocumentData => ({
  uid: UID.user,
  pan: 'ABCPE1234F',
  choice: 'advisory',
  version: DECLARATION_VERSION,
  at: serverTimestamp(),
  ...overrides,
});
const stored = { ...declaration(), at: PAST };

describe('declarations/{uid}: making one', () => {
  it('the person makes theirs, and reads it back', async () => {
    const ref = doc(dbAs(OWNER), 'declarations', UID.user);
    await assertSucceeds(setDoc(ref, declaration()));
    expect((await assertSucceeds(getDoc(ref))).data()).toMatchObject({ pan: 'ABCPE1234F', choice: 'advisory' });
  });

  it.each([
    ['a person (P)', 'ABCPE1234F'],
    ['a family (HUF, H)', 'AAAHA9999Z'],
    ['a trust (T)', 'AAATT0001T'],
  ])('takes the PAN of %s', async (_label, pan) => {
    await assertSucceeds(setDoc(doc(dbAs(OWNER), 'declarations', UID.user), declaration({ pan })));
  });

  it.each<[string, DocumentData]>([
    ['a PAN in small letters', declaration({ pan: 'abcpe1234f' })],
    ['a PAN with a space', declaration({ pan: 'ABCPE 1234F' })],
    ['a PAN whose fourth letter is no status', declaration({ pan: 'ABCXE1234F' })],
    ['a PAN of 9 characters', declaration({ pan: 'ABCPE1234' })],
    ['a PAN that is a number', declaration({ pan: 1234 })],
    ['distribution as the choice', declaration({ choice: 'distribution' })],
    ['an older version of the words', declaration({ version: '2026-01-01' })],
    ['a time of its own', declaration({ at: PAST })],
    ['another person’s uid inside', declaration({ uid: UID.admin })],
    ['a field more', declaration({ name: 'Uma' })],
    ['no PAN', without(declaration(), 'pan')],
    ['no time', without(declaration(), 'at')],
  ])('is refused with %s', async (_label, data) => {
    await assertFails(setDoc(doc(dbAs(OWNER), 'declarations', UID.user), data));
    expect(await readAsAdmin(`declarations/${UID.user}`)).toBeUndefined();
  });

  it.each(cases(everyone.filter((who) => who.uid !== UID.user)))(
    '%s cannot make the person’s declaration',
    async (_label, who) => {
      await assertFails(setDoc(doc(dbAs(who), 'declarations', UID.user), declaration()));
    },
  );

  it('a disabled account cannot make its declaration', async () => {
    await seed({
      [`users/${UID.user}`]: {
        uid: UID.user,
        email: 'uid-user@example.com',
        displayName: 'u',
        role: 'user',
        status: 'disabled',
      },
    });
    await assertFails(setDoc(doc(dbAs(OWNER), 'declarations', UID.user), declaration()));
  });
});

describe('declarations/{uid}: once made', () => {
  seedOnce({ [`declarations/${UID.user}`]: stored });

  it('stands as made: the person cannot change, make again or remove it', async () => {
    const ref = doc(dbAs(OWNER), 'declarations', UID.user);
    await assertFails(updateDoc(ref, { pan: 'ZZZPZ9999Z' }));
    await assertFails(setDoc(ref, declaration({ pan: 'ZZZPZ9999Z' })));
    await assertFails(deleteDoc(ref));
    expect(await readAsAdmin(`declarations/${UID.user}`)).toMatchObject({ pan: 'ABCPE1234F' });
  });

  it.each(cases([actor('superadmin'), actor('admin'), actor('reviewer')]))(
    '%s (view_clients) reads and lists the declarations, and changes none',
    async (_label, who) => {
      const db = dbAs(who);
      await assertSucceeds(getDoc(doc(db, 'declarations', UID.user)));
      expect((await assertSucceeds(getDocs(collection(db, 'declarations')))).size).toBe(1);
      await assertFails(updateDoc(doc(db, 'declarations', UID.user), { choice: 'advisory' }));
      await assertFails(deleteDoc(doc(db, 'declarations', UID.user)));
    },
  );

  it.each(cases(everyone.filter((who) => !['superadmin', 'admin', 'reviewer', 'user'].includes(who.label))))(
    '%s reads no one’s declaration',
    async (_label, who) => {
      const db = dbAs(who);
      await assertFails(getDoc(doc(db, 'declarations', UID.user)));
      await assertFails(getDocs(collection(db, 'declarations')));
    },
  );

  it('the person reads their own but does not list the declarations', async () => {
    const db = dbAs(OWNER);
    await assertSucceeds(getDoc(doc(db, 'declarations', UID.user)));
    await assertFails(getDocs(collection(db, 'declarations')));
  });
});
