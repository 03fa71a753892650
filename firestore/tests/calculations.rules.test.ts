import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  increment,
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
  UNKNOWN_ROLE,
  everyone,
  cases,
  actor,
  without,
  split,
  dbAs,
  seed,
  readAsAdmin,
  profileOf,
  commitBatch,
  type Actor,
  setUpRulesEnvironment,
  PAST,
  seedOnce,
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
    title: 'Loan amount ₹25,00,000 · Interest rate 8.5% · Loan tenure 20 years',
    createdAt: serverTimestamp(),
  };
}

/**
 * What the calculators section does to save: the calculation at a new id, as `who`. Resolves to
 * the new id. (No counter: the admin's Analytics counts through the site's function.)
 */
async function save(who: Actor, data: DocumentData, token?: TokenOptions): Promise<string> {
  const reference = doc(collection(dbAs(who, token), 'calculations'));
  await setDoc(reference, data);
  return reference.id;
}

/** What the account section does to delete one. */
function remove(who: Actor, id: string): Promise<void> {
  return deleteDoc(doc(dbAs(who), 'calculations', id));
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
      const id = await assertSucceeds(save(who, calculationOf(who.uid)));
      expect(await readAsAdmin(`calculations/${id}`)).toMatchObject({ userId: who.uid, calculator: 'home-loan' });
    });

    it('a user saves one without a path, headline or title (as saved before they were stored)', async () => {
      const old = ['path', 'headline', 'title'].reduce(without, calculationOf(UID.user));
      await assertSucceeds(save(actor('user'), old));
    });

    it('a user saves 32 switches (the costliest inputs to check)', async () => {
      const inputs = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`switch${i}`, i % 2 === 0]));
      await assertSucceeds(save(actor('user'), { ...calculationOf(UID.user), inputs }));
    });

    it('a user saves the largest calculation allowed: 32 inputs of both kinds, 12 results', async () => {
      const inputs = Object.fromEntries(
        Array.from({ length: 32 }, (_, i) => [`input${i}`, i % 2 === 0 ? i * 1.5 : true]),
      );
      const results = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`result${i}`, i * 1.5]));
      await assertSucceeds(save(actor('user'), { ...calculationOf(UID.user), inputs, results }));
    });

    it.each(cases(denied))('%s cannot save a calculation', async (_label, who) => {
      await assertFails(save(who, calculationOf(who.uid)));
      await assertFails(addDoc(collection(dbAs(who), 'calculations'), calculationOf(who.uid)));
    });

    it.each([
      ["someone else's userId", { userId: UID.superadmin }],
      ['an extra field', { shared: true }],
      ['a client-chosen createdAt', { createdAt: PAST }],
      ['an empty calculator name', { calculator: '' }],
      ['a calculator name with spaces', { calculator: 'home loan' }],
      ['a calculator that does not exist', { calculator: 'lottery' }],
      ['inputs that are not a map', { inputs: 'amount=1' }],
      ['33 inputs', { inputs: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`i${i}`, i])) }],
      // Issue 37, item 7: an input of another type than the calculators store (text inputs,
      // such as a choice or a date, are in `path`'s query).
      ['a number input stored as text', { inputs: { amount: '2500000', rate: 8.5, years: 20 } }],
      ['a switch stored as text', { inputs: { amount: 2500000, stepUp: 'true' } }],
      ['a text input among the inputs', { inputs: { amount: 2500000, frequency: 'monthly' } }],
      [
        'an input in 32nd place that is text',
        { inputs: Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`i${i}`, i === 31 ? 'x' : i])) },
      ],
      ['text inputs beside the inputs', { textInputs: { frequency: 'monthly' } }],
      ['an input that is null', { inputs: { amount: null } }],
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
      ['an empty title', { title: '' }],
      ['a blank title', { title: '   ' }],
      ['a title over 120 characters', { title: 'x'.repeat(121) }],
      ['a title that is not text', { title: 42 }],
      ['a path outside the calculators', { path: '/dashboard' }],
      ['a path to another site', { path: '//evil.example/calculators/sip' }],
      ['a full URL as path', { path: 'https://evil.example/calculators/sip' }],
      ['a path over 1,200 characters', { path: `/calculators/sip?x=${'1'.repeat(1200)}` }],
      ['a path that is not a string', { path: 42 }],
    ])('a user cannot save one with %s', async (_label, change) => {
      await assertFails(save(actor('user'), { ...calculationOf(UID.user), ...change }));
    });

    it('a user cannot save one without results', async () => {
      await assertFails(save(actor('user'), without(calculationOf(UID.user), 'results')));
    });
  });

  describe('no counter', () => {
    it('a save that also writes a counter is refused (no client writes stats/…)', async () => {
      await assertFails(
        commitBatch(actor('user'), (batch, db) => {
          const reference = doc(collection(db, 'calculations'));
          batch.set(reference, calculationOf(UID.user));
          batch.set(
            doc(db, 'stats', 'calculations'),
            { count: increment(1), calculationId: reference.id },
            { merge: true },
          );
        }),
      );
    });

    it.each(['superadmin', 'admin', 'user'] as const)('%s cannot read or write stats/calculations', async (role) => {
      const db = dbAs(actor(role));
      await assertFails(getDoc(doc(db, 'stats', 'calculations')));
      await assertFails(setDoc(doc(db, 'stats', 'calculations'), { count: 0 }));
    });
  });

  describe('read, update and delete', () => {
    // (seeded with the rules off)
    seedOnce({
      'calculations/mine': { ...calculationOf(UID.user), createdAt: PAST },
      'calculations/theirs': { ...calculationOf(UID.superadmin), createdAt: PAST },
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
      await assertSucceeds(remove(actor('user'), 'mine'));
      expect(await readAsAdmin('calculations/mine')).toBeUndefined();
    });

    it('the owner deletes several of their own in one batch (as deleting the account does)', async () => {
      await seed({ 'calculations/mine-2': { ...calculationOf(UID.user), createdAt: PAST } });
      await assertSucceeds(
        commitBatch(actor('user'), (batch, db) => {
          batch.delete(doc(db, 'calculations', 'mine'));
          batch.delete(doc(db, 'calculations', 'mine-2'));
        }),
      );
    });

    it("escalation: a batch that deletes one's own and someone else's is refused whole", async () => {
      await assertFails(
        commitBatch(actor('user'), (batch, db) => {
          batch.delete(doc(db, 'calculations', 'mine'));
          batch.delete(doc(db, 'calculations', 'theirs'));
        }),
      );
      expect(await readAsAdmin('calculations/mine')).toBeDefined();
    });

    it('a disabled account reads, saves and deletes none of its calculations', async () => {
      await seed({ [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), status: 'disabled' } });
      const db = dbAs(actor('user'));
      await assertFails(getDoc(doc(db, 'calculations', 'mine')));
      await assertFails(getDocs(query(collection(db, 'calculations'), where('userId', '==', UID.user))));
      await assertFails(save(actor('user'), calculationOf(UID.user)));
      await assertFails(remove(actor('user'), 'mine'));
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

    it('nobody lists or counts all calculations, not even a superadmin or view_analytics', async () => {
      await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'calculations')));
      await assertFails(getDocs(collection(dbAs(actor('user')), 'calculations')));
      await assertFails(getCountFromServer(collection(dbAs(actor('admin')), 'calculations')));
      await assertFails(getCountFromServer(collection(dbAs(actor('superadmin')), 'calculations')));
    });

    it('the owner cannot change a saved calculation, but its title', async () => {
      const db = dbAs(actor('user'));
      await assertFails(updateDoc(doc(db, 'calculations', 'mine'), { results: { emi: 1 } }));
      await assertFails(updateDoc(doc(db, 'calculations', 'mine'), { title: 'Our flat', results: { emi: 1 } }));
      await assertFails(updateDoc(doc(db, 'calculations', 'mine'), { userId: UID.superadmin }));
      await assertSucceeds(updateDoc(doc(db, 'calculations', 'mine'), { title: 'Our flat in Pune' }));
      expect((await readAsAdmin('calculations/mine'))?.title).toBe('Our flat in Pune');
    });

    it.each<[string, unknown]>([
      ['empty', ''],
      ['blank', '  '],
      ['over 120 characters', 'x'.repeat(121)],
      ['not text', 7],
    ])('the owner cannot give it a title that is %s', async (_label, title) => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'calculations', 'mine'), { title }));
    });

    it.each(cases(everyone.filter((who) => who.uid !== UID.user)))(
      "%s cannot rename a user's calculation",
      async (_label, who) => {
        await assertFails(updateDoc(doc(dbAs(who), 'calculations', 'mine'), { title: 'Mine now' }));
      },
    );

    it('a disabled account renames none of its calculations', async () => {
      await seed({ [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), status: 'disabled' } });
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'calculations', 'mine'), { title: 'Ours' }));
    });
  });
});
