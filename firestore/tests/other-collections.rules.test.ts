import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { UID, ANONYMOUS, actor, dbAs, seed, setUpRulesEnvironment } from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// Everything else
// ---------------------------------------------------------------------------------------------

describe('other collections', () => {
  it.each(['settings', 'reactions', 'anything'])('nobody reads or writes %s, not even a superadmin', async (name) => {
    await seed({ [`${name}/d1`]: { owner: UID.superadmin } });
    for (const who of [actor('superadmin'), actor('user'), ANONYMOUS]) {
      const db = dbAs(who);
      await assertFails(getDoc(doc(db, name, 'd1')));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, name, 'd2'), { owner: who.uid }));
      await assertFails(updateDoc(doc(db, name, 'd1'), { owner: who.uid }));
      await assertFails(deleteDoc(doc(db, name, 'd1')));
    }
  });

  it('nobody reads or writes under a profile (subcollections)', async () => {
    const db = dbAs(actor('user'));
    await assertFails(setDoc(doc(db, 'users', UID.user, 'private', 'p1'), { a: 1 }));
    await assertFails(getDoc(doc(db, 'users', UID.user, 'private', 'p1')));
  });
});
