import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it, beforeEach } from 'vitest';
import {
  UID,
  UNKNOWN_ROLE,
  everyone,
  cases,
  actor,
  without,
  split,
  dbAs,
  seed,
  setUpRulesEnvironment,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// calculations/{id}
// ---------------------------------------------------------------------------------------------

function calculationOf(userId: string | null): DocumentData {
  return {
    userId,
    calculator: 'home-loan',
    path: '/calculators/home-loan?amount=2500000&rate=8.5&years=20',
    inputs: { amount: 2500000, rate: 8.5, years: 20 },
    results: { emi: 21695.58, totalInterest: 2706939.2 },
    headline: { label: 'Monthly EMI', text: '₹21,696' },
    createdAt: serverTimestamp(),
  };
}

describe('calculations/{id}', () => {
  describe('create', () => {
    const { allowed, denied } = split([
      'superadmin',
      'user',
      'no role field',
      `unknown role '${UNKNOWN_ROLE}'`,
      'no profile',
    ]);

    it.each(cases(allowed))('%s (save_calculations) saves their own calculation', async (_label, who) => {
      await assertSucceeds(addDoc(collection(dbAs(who), 'calculations'), calculationOf(who.uid)));
    });

    it('a user saves one without a path or headline (as saved before they were stored)', async () => {
      const old = without(without(calculationOf(UID.user), 'path'), 'headline');
      await assertSucceeds(addDoc(collection(dbAs(actor('user')), 'calculations'), old));
    });

    it('a user saves 32 inputs that are all text of 64 characters (the costliest to check)', async () => {
      const inputs = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`goal${i}`, `${i}`.padEnd(64, 'x')]));
      await assertSucceeds(
        addDoc(collection(dbAs(actor('user')), 'calculations'), { ...calculationOf(UID.user), inputs }),
      );
    });

    it('a user saves the largest calculation allowed: 32 inputs of every kind, 12 results', async () => {
      const inputs = Object.fromEntries(
        Array.from({ length: 32 }, (_, i) => [`input${i}`, i % 3 === 0 ? 'x'.repeat(64) : i % 3 === 1 ? i : true]),
      );
      const results = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`result${i}`, i * 1.5]));
      await assertSucceeds(
        addDoc(collection(dbAs(actor('user')), 'calculations'), { ...calculationOf(UID.user), inputs, results }),
      );
    });

    it.each(cases(denied))('%s cannot save a calculation', async (_label, who) => {
      await assertFails(addDoc(collection(dbAs(who), 'calculations'), calculationOf(who.uid)));
    });

    it.each([
      ["someone else's userId", { userId: UID.superadmin }],
      ['an extra field', { shared: true }],
      ['a client-chosen createdAt', { createdAt: Timestamp.fromMillis(1_700_000_000_000) }],
      ['an empty calculator name', { calculator: '' }],
      ['a calculator name with spaces', { calculator: 'home loan' }],
      ['a calculator that does not exist', { calculator: 'lottery' }],
      ['inputs that are not a map', { inputs: 'amount=1' }],
      ['33 inputs', { inputs: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`i${i}`, i])) }],
      ['an input text of 65 characters', { inputs: { amount: 1, note: 'x'.repeat(65) } }],
      ['an input of 600 KB', { inputs: { amount: 1, note: 'x'.repeat(600_000) } }],
      ['an input that is a map', { inputs: { amount: { nested: 'x'.repeat(1000) } } }],
      ['an input that is a list', { inputs: { amount: [1, 2, 3] } }],
      [
        'an input in 40th place that is a map',
        {
          inputs: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`i${i}`, i === 39 ? { a: 1 } : i])),
        },
      ],
      [
        'input names of 1,400 characters in all',
        { inputs: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`${i}${'x'.repeat(199)}`, i])) },
      ],
      ['13 results', { results: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`r${i}`, i])) }],
      [
        'a result in 12th place that is text',
        {
          results: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`r${i}`, i === 11 ? 'x' : i])),
        },
      ],
      ['a result that is text', { results: { emi: '21,696' } }],
      ['a result that is a map', { results: { emi: { value: 1 } } }],
      ['a headline without its text', { headline: { label: 'Monthly EMI' } }],
      ['a headline with another key', { headline: { label: 'EMI', text: '₹1', colour: 'red' } }],
      ['a headline text over 60 characters', { headline: { label: 'EMI', text: 'x'.repeat(61) } }],
      ['a headline that is text', { headline: '₹21,696' }],
      ['a path outside the calculators', { path: '/dashboard' }],
      ['a path to another site', { path: '//evil.example/calculators/sip' }],
      ['a full URL as path', { path: 'https://evil.example/calculators/sip' }],
      ['a path over 1,200 characters', { path: `/calculators/sip?x=${'1'.repeat(1200)}` }],
      ['a path that is not a string', { path: 42 }],
    ])('a user cannot save one with %s', async (_label, change) => {
      await assertFails(
        addDoc(collection(dbAs(actor('user')), 'calculations'), { ...calculationOf(UID.user), ...change }),
      );
    });

    it('a user cannot save one without results', async () => {
      await assertFails(
        addDoc(collection(dbAs(actor('user')), 'calculations'), without(calculationOf(UID.user), 'results')),
      );
    });
  });

  describe('read, update and delete', () => {
    beforeEach(async () => {
      // (seeded with the rules off)
      await seed({
        'calculations/mine': { ...calculationOf(UID.user), createdAt: Timestamp.fromMillis(1_700_000_000_000) },
        'calculations/theirs': { ...calculationOf(UID.superadmin), createdAt: Timestamp.fromMillis(1_700_000_000_000) },
      });
    });

    it('the owner reads, lists (filtered on their uid) and deletes their own', async () => {
      const db = dbAs(actor('user'));
      await assertSucceeds(getDoc(doc(db, 'calculations', 'mine')));
      const mine = await assertSucceeds(
        getDocs(query(collection(db, 'calculations'), where('userId', '==', UID.user))),
      );
      expect(mine.size).toBe(1);
      const counted = await assertSucceeds(
        getCountFromServer(query(collection(db, 'calculations'), where('userId', '==', UID.user))),
      );
      expect(counted.data().count).toBe(1);
      await assertSucceeds(deleteDoc(doc(db, 'calculations', 'mine')));
    });

    it("a user cannot count another user's calculations", async () => {
      await assertFails(
        getCountFromServer(
          query(collection(dbAs(actor('user')), 'calculations'), where('userId', '==', UID.superadmin)),
        ),
      );
    });

    it.each(cases(everyone.filter((who) => who.uid !== UID.user)))(
      "%s cannot read or delete a user's calculation",
      async (_label, who) => {
        const db = dbAs(who);
        await assertFails(getDoc(doc(db, 'calculations', 'mine')));
        await assertFails(deleteDoc(doc(db, 'calculations', 'mine')));
      },
    );

    it('nobody lists all calculations, not even a superadmin', async () => {
      await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'calculations')));
      await assertFails(getDocs(collection(dbAs(actor('user')), 'calculations')));
    });

    it('the owner cannot change a saved calculation', async () => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'calculations', 'mine'), { results: { emi: 1 } }));
    });
  });
});
