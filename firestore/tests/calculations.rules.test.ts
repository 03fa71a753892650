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
  readAsAdmin,
  profileOf,
  commitBatch,
  type Actor,
  setUpRulesEnvironment,
  PAST,
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

/** The counter every save and delete moves (stats/calculations). */
const COUNTER = 'stats/calculations';

/**
 * What the calculators section does to save: one batch, as `who`, with the calculation at a new
 * id and the counter moved by `step` (default +1: increment(1), merged, so it also starts it)
 * naming `counted` (default: the new id). `withCounter: false` leaves the counter out. Resolves
 * to the new id.
 */
async function saveCounted(
  who: Actor,
  data: DocumentData,
  options: { step?: number; counted?: string; withCounter?: boolean; token?: TokenOptions } = {},
): Promise<string> {
  let id = '';
  await commitBatch(
    who,
    (batch, db) => {
      const reference = doc(collection(db, 'calculations'));
      id = reference.id;
      batch.set(reference, data);
      if (options.withCounter !== false) {
        batch.set(
          doc(db, COUNTER),
          { count: increment(options.step ?? 1), calculationId: options.counted ?? id },
          { merge: true },
        );
      }
    },
    options.token,
  );
  return id;
}

/** What the account section does to delete one: the calculation and the counter - 1, in one batch. */
function deleteCounted(
  who: Actor,
  id: string,
  options: { step?: number; counted?: string; withCounter?: boolean } = {},
): Promise<void> {
  return commitBatch(who, (batch, db) => {
    batch.delete(doc(db, 'calculations', id));
    if (options.withCounter !== false) {
      batch.set(
        doc(db, COUNTER),
        { count: increment(options.step ?? -1), calculationId: options.counted ?? id },
        { merge: true },
      );
    }
  });
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

    it.each(cases(allowed))('%s (save_calculations) saves their own calculation, counted', async (_label, who) => {
      const id = await assertSucceeds(saveCounted(who, calculationOf(who.uid)));
      expect(await readAsAdmin(COUNTER)).toEqual({ count: 1, calculationId: id });
    });

    it('a user saves one without a path or headline (as saved before they were stored)', async () => {
      const old = without(without(calculationOf(UID.user), 'path'), 'headline');
      await assertSucceeds(saveCounted(actor('user'), old));
    });

    it('a user saves 32 inputs that are all text of 64 characters (the costliest to check)', async () => {
      const inputs = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`goal${i}`, `${i}`.padEnd(64, 'x')]));
      await assertSucceeds(saveCounted(actor('user'), { ...calculationOf(UID.user), inputs }));
    });

    it('a user saves the largest calculation allowed: 32 inputs of every kind, 12 results', async () => {
      const inputs = Object.fromEntries(
        Array.from({ length: 32 }, (_, i) => [`input${i}`, i % 3 === 0 ? 'x'.repeat(64) : i % 3 === 1 ? i : true]),
      );
      const results = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`result${i}`, i * 1.5]));
      await assertSucceeds(saveCounted(actor('user'), { ...calculationOf(UID.user), inputs, results }));
    });

    it.each(cases(denied))('%s cannot save a calculation', async (_label, who) => {
      await assertFails(saveCounted(who, calculationOf(who.uid)));
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
      await assertFails(saveCounted(actor('user'), { ...calculationOf(UID.user), ...change }));
    });

    it('a user cannot save one without results', async () => {
      await assertFails(saveCounted(actor('user'), without(calculationOf(UID.user), 'results')));
    });
  });

  describe('the counter (stats/calculations) on save', () => {
    it('a save moves an existing counter by one', async () => {
      await seed({ [COUNTER]: { count: 41, calculationId: 'older' } });
      const id = await assertSucceeds(saveCounted(actor('user'), calculationOf(UID.user)));
      expect(await readAsAdmin(COUNTER)).toEqual({ count: 42, calculationId: id });
    });

    it('a save without the counter is refused', async () => {
      await assertFails(saveCounted(actor('user'), calculationOf(UID.user), { withCounter: false }));
      await assertFails(addDoc(collection(dbAs(actor('user')), 'calculations'), calculationOf(UID.user)));
    });

    it.each([2, 0, -1])('a save that moves the counter by %d is refused', async (step) => {
      await seed({ [COUNTER]: { count: 5, calculationId: 'older' } });
      await assertFails(saveCounted(actor('user'), calculationOf(UID.user), { step }));
    });

    it('a save whose counter names another calculation is refused', async () => {
      await assertFails(saveCounted(actor('user'), calculationOf(UID.user), { counted: 'another-id' }));
    });

    it('two saves in one batch with one step of the counter are refused', async () => {
      await assertFails(
        commitBatch(actor('user'), (batch, db) => {
          const first = doc(collection(db, 'calculations'));
          batch.set(first, calculationOf(UID.user));
          batch.set(doc(collection(db, 'calculations')), calculationOf(UID.user));
          batch.set(doc(db, COUNTER), { count: increment(1), calculationId: first.id }, { merge: true });
        }),
      );
    });

    it('a counter written with another field, or a count that is not a whole number, is refused', async () => {
      await assertFails(
        commitBatch(actor('user'), (batch, db) => {
          const reference = doc(collection(db, 'calculations'));
          batch.set(reference, calculationOf(UID.user));
          batch.set(doc(db, COUNTER), { count: 1, calculationId: reference.id, bonus: true });
        }),
      );
      // A count of 1.5 (written some other way) cannot go on to 2.5: the count is a whole number.
      await seed({ [COUNTER]: { count: 1.5, calculationId: 'older' } });
      await assertFails(
        commitBatch(actor('user'), (batch, db) => {
          const reference = doc(collection(db, 'calculations'));
          batch.set(reference, calculationOf(UID.user));
          batch.set(doc(db, COUNTER), { count: 2.5, calculationId: reference.id });
        }),
      );
    });
  });

  describe('read, update and delete', () => {
    beforeEach(async () => {
      // (seeded with the rules off)
      await seed({
        'calculations/mine': { ...calculationOf(UID.user), createdAt: PAST },
        'calculations/theirs': { ...calculationOf(UID.superadmin), createdAt: PAST },
        [COUNTER]: { count: 2, calculationId: 'theirs' },
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
      await assertSucceeds(deleteCounted(actor('user'), 'mine'));
      expect(await readAsAdmin(COUNTER)).toEqual({ count: 1, calculationId: 'mine' });
    });

    it('a delete without the counter, or with a step other than -1, is refused', async () => {
      await assertFails(deleteCounted(actor('user'), 'mine', { withCounter: false }));
      await assertFails(deleteDoc(doc(dbAs(actor('user')), 'calculations', 'mine')));
      await assertFails(deleteCounted(actor('user'), 'mine', { step: -2 }));
      await assertFails(deleteCounted(actor('user'), 'mine', { step: 1 }));
      await assertFails(deleteCounted(actor('user'), 'mine', { counted: 'theirs' }));
    });

    it('a delete without the counter is refused even when the counter already names it', async () => {
      await seed({ [COUNTER]: { count: 2, calculationId: 'mine' } });
      await assertFails(deleteCounted(actor('user'), 'mine', { withCounter: false }));
      await assertSucceeds(deleteCounted(actor('user'), 'mine'));
    });

    it('a delete of two calculations with one step of the counter is refused (one a batch)', async () => {
      await seed({
        'calculations/mine-2': { ...calculationOf(UID.user), createdAt: PAST },
      });
      await assertFails(
        commitBatch(actor('user'), (batch, db) => {
          batch.delete(doc(db, 'calculations', 'mine'));
          batch.delete(doc(db, 'calculations', 'mine-2'));
          batch.set(doc(db, COUNTER), { count: increment(-1), calculationId: 'mine' }, { merge: true });
        }),
      );
      await assertSucceeds(deleteCounted(actor('user'), 'mine'));
      await assertSucceeds(deleteCounted(actor('user'), 'mine-2'));
      expect((await readAsAdmin(COUNTER))?.count).toBe(0);
    });

    it.each<[string, DocumentData]>([
      ['+1 naming a calculation that already existed', { count: 3, calculationId: 'mine' }],
      ['+1 naming no calculation', { count: 3, calculationId: 'made-up' }],
      ["-1 naming someone else's calculation", { count: 1, calculationId: 'theirs' }],
      ['-1 naming a calculation that is not deleted', { count: 1, calculationId: 'mine' }],
      ['+2', { count: 4, calculationId: 'mine' }],
      ['a reset to 0', { count: 0, calculationId: 'mine' }],
    ])('escalation: a user cannot move the counter alone: %s', async (_label, counter) => {
      await assertFails(setDoc(doc(dbAs(actor('user')), COUNTER), counter));
    });

    it("escalation: a user cannot count a delete of someone else's calculation", async () => {
      await assertFails(deleteCounted(actor('user'), 'theirs'));
      await assertFails(deleteCounted(actor('admin'), 'theirs'));
    });

    it('nobody deletes the counter', async () => {
      for (const role of ['superadmin', 'admin', 'user'] as const) {
        await assertFails(deleteDoc(doc(dbAs(actor(role)), COUNTER)));
      }
    });

    it('a disabled account reads, saves and deletes none of its calculations', async () => {
      await seed({ [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), status: 'disabled' } });
      const db = dbAs(actor('user'));
      await assertFails(getDoc(doc(db, 'calculations', 'mine')));
      await assertFails(getDocs(query(collection(db, 'calculations'), where('userId', '==', UID.user))));
      await assertFails(saveCounted(actor('user'), calculationOf(UID.user)));
      await assertFails(deleteCounted(actor('user'), 'mine'));
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
        await assertFails(deleteCounted(who, 'mine'));
      },
    );

    it('nobody lists or counts all calculations, not even a superadmin or view_analytics', async () => {
      await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'calculations')));
      await assertFails(getDocs(collection(dbAs(actor('user')), 'calculations')));
      await assertFails(getCountFromServer(collection(dbAs(actor('admin')), 'calculations')));
      await assertFails(getCountFromServer(collection(dbAs(actor('superadmin')), 'calculations')));
    });

    it('the owner cannot change a saved calculation', async () => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'calculations', 'mine'), { results: { emi: 1 } }));
    });
  });
});
