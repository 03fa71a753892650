import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { UID, everyone, signedIn, cases, actor, dbAs, seed, setUpRulesEnvironment } from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// userPreferences/{uid}
// ---------------------------------------------------------------------------------------------

describe('userPreferences/{uid}', () => {
  const preferences = { emailNotifications: true, defaultCalculator: 'sip' };

  it.each(cases(signedIn))('%s creates, reads, updates and deletes their own', async (_label, who) => {
    const reference = doc(dbAs(who), 'userPreferences', who.uid);
    await assertSucceeds(setDoc(reference, preferences));
    await assertSucceeds(getDoc(reference));
    await assertSucceeds(updateDoc(reference, { emailNotifications: false }));
    await assertSucceeds(setDoc(reference, { emailNotifications: true, defaultCalculator: 'home-loan' }));
    await assertSucceeds(deleteDoc(reference));
  });

  it.each(cases(everyone.filter((a) => a.uid !== UID.user)))(
    "%s cannot read or write a user's preferences",
    async (_label, who) => {
      await seed({ [`userPreferences/${UID.user}`]: preferences });
      const reference = doc(dbAs(who), 'userPreferences', UID.user);
      await assertFails(getDoc(reference));
      await assertFails(setDoc(reference, preferences));
      await assertFails(updateDoc(reference, { emailNotifications: false }));
      await assertFails(deleteDoc(reference));
    },
  );

  it("nobody lists everyone's preferences", async () => {
    await seed({ [`userPreferences/${UID.user}`]: preferences });
    await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'userPreferences')));
    await assertFails(getDocs(collection(dbAs(actor('user')), 'userPreferences')));
  });

  it.each<[string, DocumentData]>([
    ['without emailNotifications', { defaultCalculator: 'sip' }],
    ['without defaultCalculator', { emailNotifications: true }],
    ['with an extra key', { ...preferences, theme: 'dark' }],
    ['with a string emailNotifications', { ...preferences, emailNotifications: 'yes' }],
    ['with an empty defaultCalculator', { ...preferences, defaultCalculator: '' }],
    ['with a 41-character defaultCalculator', { ...preferences, defaultCalculator: 'x'.repeat(41) }],
    ['with a defaultCalculator that is no calculator', { ...preferences, defaultCalculator: 'lottery' }],
    ['with a numeric defaultCalculator', { ...preferences, defaultCalculator: 7 }],
  ])('the owner cannot save preferences %s', async (_label, data) => {
    await assertFails(setDoc(doc(dbAs(actor('user')), 'userPreferences', UID.user), data));
  });

  it('the owner cannot add a key through an update', async () => {
    await seed({ [`userPreferences/${UID.user}`]: preferences });
    await assertFails(updateDoc(doc(dbAs(actor('user')), 'userPreferences', UID.user), { role: 'admin' }));
  });
});
