import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../auth/roles';
import {
  UID,
  NO_ROLE_UID,
  UNKNOWN_ROLE_UID,
  NO_PROFILE_UID,
  UNKNOWN_ROLE,
  NO_ROLE,
  UNKNOWN,
  ANONYMOUS,
  everyone,
  signedIn,
  cases,
  actor,
  without,
  split,
  profileOf,
  dbAs,
  emailOf,
  seed,
  readAsAdmin,
  type Actor,
  setUpRulesEnvironment,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// users/{uid}
// ---------------------------------------------------------------------------------------------

describe('users/{uid}', () => {
  describe('read', () => {
    it.each(cases(signedIn))('%s reads their own profile', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'users', who.uid)));
    });

    const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);

    it.each(cases(allowed))("%s (view_users or manage_users) reads another user's profile", async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'users', UID.editor)));
      await assertSucceeds(getDoc(doc(dbAs(who), 'users', NO_ROLE_UID)));
    });

    it.each(cases(denied))("%s cannot read another user's profile", async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'users', who.uid === UID.editor ? UID.user : UID.editor)));
    });

    it.each(cases(allowed))('%s lists all profiles', async (_label, who) => {
      const snapshot = await assertSucceeds(getDocs(collection(dbAs(who), 'users')));
      expect(snapshot.size).toBe(ROLES.length + 2);
    });

    it.each(cases(denied))('%s cannot list profiles', async (_label, who) => {
      await assertFails(getDocs(collection(dbAs(who), 'users')));
    });
  });

  describe('create', () => {
    const newbie: Actor = { label: 'newbie', uid: 'uid-newbie' };
    const valid = (): DocumentData => ({
      uid: 'uid-newbie',
      email: emailOf('uid-newbie'),
      displayName: 'New Bie',
      photoURL: null,
      dateOfBirth: '1990-04-01',
      createdAt: serverTimestamp(),
      lastLoginAt: serverTimestamp(),
    });
    const create = (data: DocumentData, who: Actor = newbie) => setDoc(doc(dbAs(who), 'users', 'uid-newbie'), data);

    it('a user creates their own profile with no role', async () => {
      await assertSucceeds(create(valid()));
    });

    it("a user creates their own profile with role 'user', an https photo and their sign-in methods", async () => {
      await assertSucceeds(
        create({
          ...valid(),
          role: 'user',
          photoURL: 'https://lh3.googleusercontent.com/a/photo.jpg',
          signInMethods: ['google.com'],
        }),
      );
    });

    it('a user creates their own profile without a date of birth, or with a null one', async () => {
      await assertSucceeds(create(without(valid(), 'dateOfBirth')));
      await deleteDoc(doc(dbAs(newbie), 'users', 'uid-newbie'));
      await assertSucceeds(create({ ...valid(), dateOfBirth: null }));
    });

    it.each(['admin', 'superadmin', 'reviewer', 'editor', UNKNOWN_ROLE])(
      "escalation: a user cannot create their own profile with role '%s'",
      async (role) => {
        await assertFails(create({ ...valid(), role }));
      },
    );

    it.each<[string, (data: DocumentData) => DocumentData]>([
      ['only its uid', () => ({ uid: 'uid-newbie' })],
      ['a uid field of someone else', (data) => ({ ...data, uid: UID.superadmin })],
      ['no uid field', (data) => without(data, 'uid')],
      ['no email', (data) => without(data, 'email')],
      ['an email other than the one they signed in with', (data) => ({ ...data, email: 'boss@example.com' })],
      ['no displayName', (data) => without(data, 'displayName')],
      ['an empty displayName', (data) => ({ ...data, displayName: '' })],
      ['a displayName over 100 characters', (data) => ({ ...data, displayName: 'x'.repeat(101) })],
      ['a displayName with a line break', (data) => ({ ...data, displayName: 'Asha\nRao' })],
      ['a non-string displayName', (data) => ({ ...data, displayName: 42 })],
      ['an extra key', (data) => ({ ...data, isAdmin: true })],
      ['a permissions key', (data) => ({ ...data, permissions: ['manage_users'] })],
      ['a status', (data) => ({ ...data, status: 'active' })],
      ['a sessionsValidAfter', (data) => ({ ...data, sessionsValidAfter: serverTimestamp() })],
      ['a javascript: photoURL', (data) => ({ ...data, photoURL: 'javascript:alert(1)' })],
      ['an http: photoURL', (data) => ({ ...data, photoURL: 'http://example.com/a.png' })],
      ['a photoURL over 2048 characters', (data) => ({ ...data, photoURL: `https://example.com/${'x'.repeat(2048)}` })],
      ['a client-chosen createdAt', (data) => ({ ...data, createdAt: '2020-01-01T00:00:00Z' })],
      ['a client-chosen lastLoginAt', (data) => ({ ...data, lastLoginAt: Timestamp.fromMillis(1_700_000_000_000) })],
      ['a dateOfBirth that is a map', (data) => ({ ...data, dateOfBirth: { year: 1990 } })],
      ['a dateOfBirth that is not a date', (data) => ({ ...data, dateOfBirth: 'yesterday' })],
      ['a dateOfBirth of 31 February', (data) => ({ ...data, dateOfBirth: '1990-02-31' })],
      ['a dateOfBirth in the future', (data) => ({ ...data, dateOfBirth: '2999-01-01' })],
      ['a dateOfBirth before 1900', (data) => ({ ...data, dateOfBirth: '1899-12-31' })],
      ['an unknown sign-in method', (data) => ({ ...data, signInMethods: ['facebook.com'] })],
    ])('a user cannot create their own profile with %s', async (_label, change) => {
      await assertFails(create(change(valid())));
    });

    it("nobody creates someone else's profile, not even a superadmin", async () => {
      await assertFails(setDoc(doc(dbAs(newbie), 'users', 'uid-other'), { ...valid(), uid: 'uid-other' }));
      await assertFails(setDoc(doc(dbAs(actor('superadmin')), 'users', 'uid-other'), { uid: 'uid-other' }));
      await assertFails(setDoc(doc(dbAs(actor('admin')), 'users', 'uid-other'), { uid: 'uid-other' }));
    });

    it('a signed-out visitor cannot create a profile', async () => {
      await assertFails(create(valid(), ANONYMOUS));
    });
  });

  describe('update by the owner', () => {
    it.each(cases(signedIn.filter((a) => a.uid !== NO_PROFILE_UID)))(
      '%s updates their own displayName and lastLoginAt',
      async (_label, who) => {
        await assertSucceeds(
          updateDoc(doc(dbAs(who), 'users', who.uid), { displayName: 'Renamed', lastLoginAt: serverTimestamp() }),
        );
      },
    );

    it('a user cannot give their profile an over-long displayName', async () => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'users', UID.user), { displayName: 'x'.repeat(101) }));
    });

    it('a user sets their date of birth, photo and sign-in methods, and clears them', async () => {
      const reference = doc(dbAs(actor('user')), 'users', UID.user);
      await assertSucceeds(
        updateDoc(reference, {
          dateOfBirth: '1988-11-30',
          photoURL: 'https://example.com/me.png',
          signInMethods: ['password', 'google.com'],
        }),
      );
      await assertSucceeds(updateDoc(reference, { dateOfBirth: null, photoURL: deleteField() }));
    });

    it.each<[string, DocumentData]>([
      ['a client-chosen lastLoginAt', { lastLoginAt: Timestamp.fromMillis(1_900_000_000_000) }],
      ['a dateOfBirth in the future', { dateOfBirth: '2999-01-01' }],
      ['a javascript: photoURL', { photoURL: 'javascript:alert(1)' }],
      ['an email other than their sign-in’s', { email: 'someone-else@example.com' }],
      ['a client-chosen sessionsValidAfter', { sessionsValidAfter: Timestamp.fromMillis(1_700_000_000_000) }],
      ['a status', { status: 'active' }],
    ])('a user cannot update their profile with %s', async (_label, change) => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'users', UID.user), change));
    });

    it.each<[Role, Role]>([
      ['user', 'admin'],
      ['user', 'superadmin'],
      ['editor', 'admin'],
      ['reviewer', 'admin'],
      ['admin', 'superadmin'],
      ['admin', 'editor'],
      ['superadmin', 'admin'],
      ['superadmin', 'user'],
    ])("escalation: a %s cannot set their own role to '%s'", async (from, to) => {
      await assertFails(updateDoc(doc(dbAs(actor(from)), 'users', UID[from]), { role: to }));
    });

    it("a user without a role field cannot add one, not even 'user'", async () => {
      await assertFails(updateDoc(doc(dbAs(NO_ROLE), 'users', NO_ROLE_UID), { role: 'admin' }));
      await assertFails(updateDoc(doc(dbAs(NO_ROLE), 'users', NO_ROLE_UID), { role: 'user' }));
    });

    it('a user with an unknown role cannot change it', async () => {
      await assertFails(updateDoc(doc(dbAs(UNKNOWN), 'users', UNKNOWN_ROLE_UID), { role: 'admin' }));
    });

    it('a user cannot remove their own role', async () => {
      await assertFails(updateDoc(doc(dbAs(actor('editor')), 'users', UID.editor), { role: deleteField() }));
    });

    it('a user cannot change their uid, createdAt, or add unknown keys', async () => {
      const db = dbAs(actor('user'));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { uid: 'uid-someone' }));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { createdAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { isAdmin: true }));
    });

    it('a user cannot overwrite their profile with a raised role through setDoc', async () => {
      await assertFails(setDoc(doc(dbAs(actor('user')), 'users', UID.user), { ...profileOf(UID.user, 'admin') }));
    });
  });

  describe('role changes by manage_users', () => {
    it.each<[Role, Role, Role]>([
      ['admin', 'user', 'editor'],
      ['admin', 'user', 'reviewer'],
      ['admin', 'editor', 'user'],
      ['admin', 'reviewer', 'admin'],
      ['superadmin', 'user', 'admin'],
      ['superadmin', 'user', 'superadmin'],
      ['superadmin', 'admin', 'superadmin'],
    ])("a %s changes a %s's role to '%s'", async (caller, target, role) => {
      await assertSucceeds(updateDoc(doc(dbAs(actor(caller)), 'users', UID[target]), { role }));
      expect((await readAsAdmin(`users/${UID[target]}`))?.role).toBe(role);
    });

    it('an admin gives a role to a user whose profile has none, or an unknown one', async () => {
      const db = dbAs(actor('admin'));
      await assertSucceeds(updateDoc(doc(db, 'users', NO_ROLE_UID), { role: 'editor' }));
      await assertSucceeds(updateDoc(doc(db, 'users', UNKNOWN_ROLE_UID), { role: 'user' }));
    });

    it("escalation: an admin cannot grant 'superadmin' to anyone", async () => {
      const db = dbAs(actor('admin'));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { role: 'superadmin' }));
      await assertFails(updateDoc(doc(db, 'users', UID.editor), { role: 'superadmin' }));
    });

    it("an admin cannot take 'superadmin' away from a superadmin", async () => {
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'users', UID.superadmin), { role: 'user' }));
    });

    it("a superadmin takes 'superadmin' away from another superadmin", async () => {
      await seed({ 'users/uid-superadmin-2': profileOf('uid-superadmin-2', 'superadmin') });
      await assertSucceeds(updateDoc(doc(dbAs(actor('superadmin')), 'users', 'uid-superadmin-2'), { role: 'admin' }));
    });

    it('escalation: an admin cannot promote themself', async () => {
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'users', UID.admin), { role: 'superadmin' }));
    });

    it.each(['', 'root', 'Admin', 'superadmin '])("a role must be a known one, not '%s'", async (role) => {
      await assertFails(updateDoc(doc(dbAs(actor('superadmin')), 'users', UID.user), { role }));
    });

    it('a role cannot be a non-string or removed', async () => {
      const db = dbAs(actor('superadmin'));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { role: ['admin'] }));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { role: deleteField() }));
    });

    it('manage_users changes only the role, nothing else', async () => {
      const db = dbAs(actor('admin'));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { role: 'editor', displayName: 'Hijacked' }));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { displayName: 'Hijacked' }));
      await assertFails(updateDoc(doc(db, 'users', UID.user), { email: 'attacker@example.com' }));
    });

    const { denied } = split(['superadmin', 'admin']);
    it.each(cases(denied))(
      "escalation: %s (no manage_users) cannot change another user's role",
      async (_label, who) => {
        await assertFails(updateDoc(doc(dbAs(who), 'users', UID.user), { role: 'admin' }));
        await assertFails(updateDoc(doc(dbAs(who), 'users', UID.editor), { role: 'user' }));
      },
    );
  });

  describe('delete', () => {
    it.each(cases(signedIn.filter((a) => a.uid !== NO_PROFILE_UID)))(
      '%s deletes their own profile (deleting their account)',
      async (_label, who) => {
        await assertSucceeds(deleteDoc(doc(dbAs(who), 'users', who.uid)));
      },
    );

    it.each(cases(everyone.filter((a) => a.uid !== UID.user)))(
      "%s cannot delete another user's profile",
      async (_label, who) => {
        await assertFails(deleteDoc(doc(dbAs(who), 'users', UID.user)));
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Sessions: "sign out of all devices" and disabled accounts, across the user's own documents
// ---------------------------------------------------------------------------------------------

describe('ending sessions', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('a user ends their sessions by setting sessionsValidAfter to the server’s time', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs(actor('user')), 'users', UID.user), { sessionsValidAfter: serverTimestamp() }),
    );
  });

  it('after that, a session that signed in before is refused its own data; a new one is not', async () => {
    await seed({
      [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), sessionsValidAfter: Timestamp.fromMillis(Date.now()) },
      [`userPreferences/${UID.user}`]: { emailNotifications: true, defaultCalculator: 'sip' },
    });
    const earlier = dbAs(actor('user'), { auth_time: now() - 3600 });
    await assertFails(getDoc(doc(earlier, 'users', UID.user)));
    await assertFails(getDoc(doc(earlier, 'userPreferences', UID.user)));
    await assertFails(updateDoc(doc(earlier, 'users', UID.user), { displayName: 'Still here' }));
    const later = dbAs(actor('user'), { auth_time: now() + 2 });
    await assertSucceeds(getDoc(doc(later, 'users', UID.user)));
    await assertSucceeds(getDoc(doc(later, 'userPreferences', UID.user)));
  });

  it('a disabled account reads and writes none of its own data', async () => {
    await seed({
      [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), status: 'disabled' },
      [`userPreferences/${UID.user}`]: { emailNotifications: true, defaultCalculator: 'sip' },
    });
    const db = dbAs(actor('user'));
    await assertFails(getDoc(doc(db, 'users', UID.user)));
    await assertFails(getDoc(doc(db, 'userPreferences', UID.user)));
    await assertFails(
      setDoc(doc(db, 'userPreferences', UID.user), { emailNotifications: false, defaultCalculator: 'sip' }),
    );
    await assertFails(updateDoc(doc(db, 'users', UID.user), { status: 'active' }));
  });
});
