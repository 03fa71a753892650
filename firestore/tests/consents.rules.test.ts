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
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOTICE_LANGUAGES, PRIVACY_NOTICE_VERSION } from '@meridian/shared';
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
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: 'en',
    purposes: ['account', 'saved-calculations', 'service-emails'],
    withdrawn: false,
    at: serverTimestamp(),
    ...overrides,
  });

  it.each(cases(signedIn))(
    '%s records a consent, and a withdrawal with its state, as new records',
    async (_label, who) => {
      const db = dbAs(who);
      await assertSucceeds(addDoc(collection(db, 'consents'), consent(who.uid)));
      await assertSucceeds(withdraw(db, who.uid, ['service-emails'], []));
    },
  );

  it('the rules know the current notice version: PRIVACY_NOTICE_VERSION', () => {
    const rules = readFileSync(fileURLToPath(new URL('../firestore.rules', import.meta.url)), 'utf8');
    expect(/function privacyNoticeVersion\(\) \{\s*return '([^']+)';/.exec(rules)?.[1]).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('the rules know the languages a notice is offered in: NOTICE_LANGUAGES', () => {
    const rules = readFileSync(fileURLToPath(new URL('../firestore.rules', import.meta.url)), 'utf8');
    const listed = /function noticeLanguages\(\) \{\s*return \[([^\]]*)\];/.exec(rules)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...NOTICE_LANGUAGES]);
  });

  it('a consent records the language of the notice read: Hindi too', async () => {
    await assertSucceeds(
      addDoc(collection(dbAs(actor('user')), 'consents'), consent(UID.user, { noticeLanguage: 'hi' })),
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
    ['an older notice version', { noticeVersion: '2026-11' }],
    ['a notice language not offered', { noticeLanguage: 'fr' }],
    ['a notice language that is not text', { noticeLanguage: ['en'] }],
    ['a withdrawal without its state', { withdrawn: true }],
    ['withdrawn as text', { withdrawn: 'no' }],
    ['an extra key', { ip: '203.0.113.7' }],
  ])('a user cannot record a consent with %s', async (_label, overrides) => {
    await assertFails(addDoc(collection(dbAs(actor('user')), 'consents'), consent(UID.user, overrides)));
  });

  it.each(['userId', 'noticeVersion', 'noticeLanguage', 'purposes', 'withdrawn', 'at'])(
    'a consent needs %s',
    async (key) => {
      await assertFails(addDoc(collection(dbAs(actor('user')), 'consents'), without(consent(UID.user), key)));
    },
  );

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

// ---------------------------------------------------------------------------------------------
// consentState/{uid} and withdrawal: a withdrawn purpose stops being used (issue 19, item 3)
// ---------------------------------------------------------------------------------------------

/** One batch, as the Privacy tab writes it: the withdrawal record and the state naming it. */
function withdraw(db: Firestore, uid: string, purposes: string[], before: string[]): Promise<void> {
  const batch = writeBatch(db);
  const record = doc(collection(db, 'consents'));
  batch.set(record, {
    userId: uid,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: 'en',
    purposes,
    withdrawn: true,
    at: serverTimestamp(),
  });
  batch.set(doc(db, 'consentState', uid), {
    withdrawn: [...new Set([...before, ...purposes])],
    recordId: record.id,
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

/** Giving a consent again: the record and the state without its purposes. */
function giveAgain(db: Firestore, uid: string, purposes: string[], after: string[]): Promise<void> {
  const batch = writeBatch(db);
  const record = doc(collection(db, 'consents'));
  batch.set(record, {
    userId: uid,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: 'en',
    purposes,
    withdrawn: false,
    at: serverTimestamp(),
  });
  batch.set(doc(db, 'consentState', uid), { withdrawn: after, recordId: record.id, updatedAt: serverTimestamp() });
  return batch.commit();
}

const calculation = (userId: string): DocumentData => ({
  userId,
  calculator: 'sip',
  inputs: { monthly: 5000 },
  results: { total: 100 },
  createdAt: serverTimestamp(),
});

describe('consentState/{uid} and withdrawal', () => {
  it('a withdrawal is recorded with its time and stops the purpose: no saved calculation, no email updates', async () => {
    const db = dbAs(actor('user'));
    await assertSucceeds(addDoc(collection(db, 'calculations'), calculation(UID.user)));
    await assertSucceeds(withdraw(db, UID.user, ['saved-calculations'], []));
    // A stale tab that still shows the consent cannot use it.
    await assertFails(addDoc(collection(db, 'calculations'), calculation(UID.user)));
    await assertSucceeds(
      setDoc(doc(db, 'userPreferences', UID.user), { emailNotifications: true, defaultCalculator: 'sip' }),
    );
    await assertSucceeds(
      (() => {
        const batch = writeBatch(db);
        const record = doc(collection(db, 'consents'));
        batch.set(record, {
          userId: UID.user,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          noticeLanguage: 'en',
          purposes: ['service-emails'],
          withdrawn: true,
          at: serverTimestamp(),
        });
        batch.set(doc(db, 'consentState', UID.user), {
          withdrawn: ['saved-calculations', 'service-emails'],
          recordId: record.id,
          updatedAt: serverTimestamp(),
        });
        batch.set(doc(db, 'userPreferences', UID.user), { emailNotifications: false, defaultCalculator: 'sip' });
        return batch.commit();
      })(),
    );
    await assertFails(
      setDoc(doc(db, 'userPreferences', UID.user), { emailNotifications: true, defaultCalculator: 'sip' }),
    );
    await assertSucceeds(
      setDoc(doc(db, 'userPreferences', UID.user), { emailNotifications: false, defaultCalculator: 'emi' }),
    );
    const state = await assertSucceeds(getDoc(doc(db, 'consentState', UID.user)));
    expect(state.data()?.withdrawn).toEqual(['saved-calculations', 'service-emails']);
  });

  it('a consent given again, with its state, lets the purpose be used again', async () => {
    const db = dbAs(actor('user'));
    await assertSucceeds(withdraw(db, UID.user, ['saved-calculations'], []));
    // Giving it again without updating the state is refused (the state would still withdraw it).
    await assertFails(
      addDoc(collection(db, 'consents'), {
        userId: UID.user,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeLanguage: 'en',
        purposes: ['saved-calculations'],
        withdrawn: false,
        at: serverTimestamp(),
      }),
    );
    await assertSucceeds(giveAgain(db, UID.user, ['saved-calculations'], []));
    await assertSucceeds(addDoc(collection(db, 'calculations'), calculation(UID.user)));
  });

  it.each<[string, (db: Firestore) => Promise<void>]>([
    ['a state that drops a withdrawn purpose without a consent given', (db) => withdraw(db, UID.user, ['account'], [])],
    [
      'a state with no record',
      (db) =>
        setDoc(doc(db, 'consentState', UID.user), { withdrawn: [], recordId: 'nothing', updatedAt: serverTimestamp() }),
    ],
    [
      'a state naming an old record',
      (db) =>
        setDoc(doc(db, 'consentState', UID.user), { withdrawn: [], recordId: 'c-old', updatedAt: serverTimestamp() }),
    ],
  ])('refuses %s', async (_label, write) => {
    await seed({
      'consents/c-old': {
        ...{
          userId: UID.user,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          noticeLanguage: 'en',
          purposes: ['saved-calculations'],
          withdrawn: false,
        },
        at: PAST,
      },
      [`consentState/${UID.user}`]: { withdrawn: ['saved-calculations'], recordId: 'c-old', updatedAt: PAST },
    });
    await assertFails(write(dbAs(actor('user'))));
  });

  it('nobody else reads, writes or deletes a person’s state, and the owner does not delete it', async () => {
    await seed({ [`consentState/${UID.user}`]: { withdrawn: ['service-emails'], recordId: 'c1', updatedAt: PAST } });
    for (const who of everyone.filter((a) => a.uid !== UID.user)) {
      await assertFails(getDoc(doc(dbAs(who), 'consentState', UID.user)));
      if (who.uid) await assertFails(withdraw(dbAs(who), UID.user, ['account'], ['service-emails']));
    }
    await assertSucceeds(getDoc(doc(dbAs(actor('user')), 'consentState', UID.user)));
    await assertFails(deleteDoc(doc(dbAs(actor('user')), 'consentState', UID.user)));
  });

  it('another person cannot withdraw for someone else', async () => {
    await assertFails(withdraw(dbAs(actor('admin')), UID.user, ['service-emails'], []));
  });
});
