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
import type { TokenOptions } from '@firebase/rules-unit-testing';
import { ROLES, type Role, AUDIT_LIMITS, type AuditValues } from '@meridian/shared';
import { isAdult, istDateYearsBefore, istToday } from '@meridian/shared/age';
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
  roleActors,
  cases,
  actor,
  without,
  split,
  profileOf,
  dbAs,
  emailOf,
  seed,
  readAsAdmin,
  audited,
  auditEntry,
  storedInvite,
  UNVERIFIED,
  MOVED,
  MOVED_EMAIL,
  type Actor,
  type SignedInActor,
  setUpRulesEnvironment,
  commitBatch,
  PAST,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// users/{uid}
// ---------------------------------------------------------------------------------------------

/**
 * Invites to `email` that can no longer be taken up, each with what to seed and the role it
 * names: past their expiry, made before invitations expired, or made by someone who could not
 * make them today (an invitation stands on its inviter's standing when it is taken up).
 */
const UNUSABLE_INVITES: [string, (email: string) => { role: Role; seed: Record<string, DocumentData> }][] = [
  [
    'an expired invite',
    (email) => ({
      role: 'editor',
      seed: { [`invites/${email}`]: { ...storedInvite(email, 'editor'), expiresAt: PAST } },
    }),
  ],
  [
    'an invite with no expiresAt (made before invitations expired)',
    (email) => ({
      role: 'editor',
      seed: { [`invites/${email}`]: without(storedInvite(email, 'editor'), 'expiresAt') },
    }),
  ],
  [
    'an invite made by a superadmin since disabled',
    (email) => ({
      role: 'editor',
      seed: {
        [`invites/${email}`]: { ...storedInvite(email, 'editor'), invitedBy: UID.superadmin },
        [`users/${UID.superadmin}`]: { ...profileOf(UID.superadmin, 'superadmin'), status: 'disabled' },
      },
    }),
  ],
  [
    'an invite made by an admin since made a reviewer (no manage_users)',
    (email) => ({
      role: 'editor',
      seed: {
        [`invites/${email}`]: storedInvite(email, 'editor'),
        [`users/${UID.admin}`]: profileOf(UID.admin, 'reviewer'),
      },
    }),
  ],
  [
    'an invite whose inviter has no profile any more',
    (email) => ({
      role: 'editor',
      seed: { [`invites/${email}`]: { ...storedInvite(email, 'editor'), invitedBy: 'uid-gone' } },
    }),
  ],
  [
    "a 'superadmin' invite whose inviter is no longer a superadmin",
    (email) => ({
      role: 'superadmin',
      seed: {
        [`invites/${email}`]: storedInvite(email, 'superadmin'),
        [`users/${UID.superadmin}`]: profileOf(UID.superadmin, 'admin'),
      },
    }),
  ],
];

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

    it.each(cases(allowed))(
      "%s whose email is not verified cannot read or list others' profiles, only their own",
      async (_label, who) => {
        const db = dbAs(who, UNVERIFIED);
        await assertFails(getDoc(doc(db, 'users', UID.editor)));
        await assertFails(getDocs(collection(db, 'users')));
        await assertSucceeds(getDoc(doc(db, 'users', who.uid ?? '')));
      },
    );

    // A role is given to an address: an account whose sign-in moves to another one (verified)
    // leaves its staff powers with the old address.
    it.each(cases(allowed))(
      "%s signed in with another verified address than their profile's cannot read or list others' profiles, only their own",
      async (_label, who) => {
        const db = dbAs(who, MOVED);
        await assertFails(getDoc(doc(db, 'users', UID.editor)));
        await assertFails(getDocs(collection(db, 'users')));
        await assertSucceeds(getDoc(doc(db, 'users', who.uid ?? '')));
      },
    );

    it.each(cases(allowed))(
      "%s signed in with their profile's address in capitals keeps their powers",
      async (_label, who) => {
        const db = dbAs(who, { email: emailOf(who.uid ?? '').toUpperCase() });
        await assertSucceeds(getDoc(doc(db, 'users', UID.editor)));
      },
    );
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

    it.each<[string, DocumentData]>([
      ['a name with a no-break space', { displayName: 'Asha\u00a0Rao' }],
      ['a name in Devanagari', { displayName: 'अनु शर्मा' }],
      ['a name with ÿ (U+00FF, just past the C1 controls)', { displayName: 'Zoÿ' }],
      ['a photo address with an escaped space and a query', { photoURL: 'https://example.com/a%20b.png?sz=96' }],
      ['a photo address of 2,048 characters', { photoURL: `https://example.com/${'x'.repeat(2048 - 20)}` }],
    ])('a user creates their own profile with %s', async (_label, change) => {
      await assertSucceeds(create({ ...valid(), ...change }));
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
      ['a displayName with U+0080 (a C1 control)', (data) => ({ ...data, displayName: 'Asha\u0080Rao' })],
      ['a displayName with NEL (U+0085)', (data) => ({ ...data, displayName: 'Asha\u0085Rao' })],
      ['a displayName with U+009F (a C1 control)', (data) => ({ ...data, displayName: 'Asha\u009fRao' })],
      ['a displayName with a line separator (U+2028)', (data) => ({ ...data, displayName: 'Asha\u2028Rao' })],
      ['a displayName with a paragraph separator (U+2029)', (data) => ({ ...data, displayName: 'Asha\u2029Rao' })],
      ['a non-string displayName', (data) => ({ ...data, displayName: 42 })],
      ['an extra key', (data) => ({ ...data, isAdmin: true })],
      ['a permissions key', (data) => ({ ...data, permissions: ['manage_users'] })],
      ['a status', (data) => ({ ...data, status: 'active' })],
      ['a sessionsValidAfter', (data) => ({ ...data, sessionsValidAfter: serverTimestamp() })],
      ['a javascript: photoURL', (data) => ({ ...data, photoURL: 'javascript:alert(1)' })],
      ['an http: photoURL', (data) => ({ ...data, photoURL: 'http://example.com/a.png' })],
      ['a photoURL over 2048 characters', (data) => ({ ...data, photoURL: `https://example.com/${'x'.repeat(2048)}` })],
      ['a photoURL with control characters', (data) => ({ ...data, photoURL: 'https://x/\u0000\u001b[2J' })],
      ['a photoURL with DEL', (data) => ({ ...data, photoURL: 'https://example.com/a\u007f.png' })],
      ['a photoURL with NEL (U+0085)', (data) => ({ ...data, photoURL: 'https://example.com/a\u0085.png' })],
      ['a photoURL with a space', (data) => ({ ...data, photoURL: 'https://example.com/a b.png' })],
      ['a photoURL with a tab', (data) => ({ ...data, photoURL: 'https://example.com/a\t.png' })],
      ['a photoURL with a no-break space', (data) => ({ ...data, photoURL: 'https://example.com/a\u00a0.png' })],
      ['a photoURL with a line separator', (data) => ({ ...data, photoURL: 'https://example.com/a\u2028.png' })],
      ['a photoURL with a zero-width no-break space', (data) => ({ ...data, photoURL: 'https://example.com/\ufeff' })],
      ['a photoURL of https:// alone', (data) => ({ ...data, photoURL: 'https://' })],
      ['a client-chosen createdAt', (data) => ({ ...data, createdAt: '2020-01-01T00:00:00Z' })],
      ['a client-chosen lastLoginAt', (data) => ({ ...data, lastLoginAt: PAST })],
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

    describe('with an invite', () => {
      const inviteId = emailOf('uid-newbie');
      const invitee: SignedInActor = { label: 'newbie', uid: 'uid-newbie' };
      /**
       * As the newbie, one batch: their profile with `role` (and the entry's auditId), its
       * 'invite.accept' entry (before 'user', after `role`; `entry` replaces any of its fields)
       * unless told not to, and (unless told not to) the invite accepted.
       */
      const createInvited = (
        role: string,
        options: { accept?: boolean; withEntry?: boolean; entry?: DocumentData; token?: TokenOptions } = {},
      ) =>
        audited(
          invitee,
          options.withEntry === false
            ? null
            : { action: 'invite.accept', target: 'users/uid-newbie', before: { role: 'user' }, after: { role } },
          (batch, db, auditId) => {
            batch.set(doc(db, 'users', 'uid-newbie'), {
              ...valid(),
              role,
              ...(options.withEntry === false ? {} : { auditId }),
              ...(options.token?.email === undefined ? {} : { email: options.token.email }),
            });
            if (options.accept !== false) batch.update(doc(db, 'invites', inviteId), { status: 'accepted' });
          },
          options,
        );

      it.each<Role>(['editor', 'reviewer', 'admin', 'superadmin', 'user'])(
        'a user invited as %s creates their profile with that role, audited, accepting the invite',
        async (role) => {
          await seed({ [`invites/${inviteId}`]: storedInvite(inviteId, role) });
          await assertSucceeds(createInvited(role));
          const stored = await readAsAdmin('users/uid-newbie');
          expect(stored?.role).toBe(role);
          expect((await readAsAdmin(`invites/${inviteId}`))?.status).toBe('accepted');
          expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
            actor: 'uid-newbie',
            action: 'invite.accept',
            target: 'users/uid-newbie',
            before: { role: 'user' },
            after: { role },
          });
        },
      );

      it('the invite matches whatever the case of the email they signed in with', async () => {
        await seed({ [`invites/${inviteId}`]: storedInvite(inviteId, 'editor') });
        await assertSucceeds(createInvited('editor', { token: { email: inviteId.toUpperCase() } }));
      });

      it.each<[string, DocumentData | null, () => Promise<void>]>([
        [
          'without accepting the invite in the same batch',
          storedInvite(inviteId, 'editor'),
          () => createInvited('editor', { accept: false }),
        ],
        [
          'without its invite.accept audit entry',
          storedInvite(inviteId, 'editor'),
          () => createInvited('editor', { withEntry: false }),
        ],
        [
          'with an entry of another action',
          storedInvite(inviteId, 'editor'),
          () => createInvited('editor', { entry: { action: 'role.change' } }),
        ],
        [
          'with an entry whose before is not user',
          storedInvite(inviteId, 'editor'),
          () => createInvited('editor', { entry: { before: { role: 'editor' } } }),
        ],
        ['with a role other than the invite’s', storedInvite(inviteId, 'editor'), () => createInvited('admin')],
        [
          'with an invite that was revoked',
          { ...storedInvite(inviteId, 'editor'), status: 'revoked' },
          () => createInvited('editor'),
        ],
        [
          'with an invite already accepted',
          { ...storedInvite(inviteId, 'editor'), status: 'accepted' },
          () => createInvited('editor', { accept: false }),
        ],
        ['with no invite', null, () => createInvited('editor', { accept: false })],
        [
          'with an unverified email',
          storedInvite(inviteId, 'editor'),
          () => createInvited('editor', { token: UNVERIFIED }),
        ],
      ])('escalation: a user cannot create their profile with a role %s', async (_label, invite, attempt) => {
        if (invite) await seed({ [`invites/${inviteId}`]: invite });
        await assertFails(attempt());
      });

      it.each(UNUSABLE_INVITES)('a user cannot create their profile with the role of %s', async (_label, make) => {
        const { role, seed: documents } = make(inviteId);
        await seed(documents);
        await assertFails(createInvited(role));
        // Without the invite, as a plain account, they can.
        await assertSucceeds(create(valid()));
      });

      it("escalation: an invite to someone else's email gives nobody else its role", async () => {
        await seed({ [`invites/${emailOf('uid-someone')}`]: storedInvite(emailOf('uid-someone'), 'admin') });
        await assertFails(
          audited(
            invitee,
            { action: 'invite.accept', target: 'users/uid-newbie', before: { role: 'user' }, after: { role: 'admin' } },
            (batch, db, auditId) => {
              batch.set(doc(db, 'users', 'uid-newbie'), { ...valid(), role: 'admin', auditId });
              batch.update(doc(db, 'invites', emailOf('uid-someone')), { status: 'accepted' });
            },
          ),
        );
      });
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
      ['a photoURL with control characters', { photoURL: 'https://x/\u0000\u001b[2J' }],
      ['a photoURL with NEL (U+0085)', { photoURL: 'https://example.com/\u0085' }],
      ['a displayName with NEL (U+0085)', { displayName: 'Asha\u0085Rao' }],
      ['a displayName with a line separator (U+2028)', { displayName: 'Asha\u2028Rao' }],
      ['a displayName with a paragraph separator (U+2029)', { displayName: 'Asha\u2029Rao' }],
      ['an email other than their sign-in’s', { email: 'someone-else@example.com' }],
      ['a client-chosen sessionsValidAfter', { sessionsValidAfter: PAST }],
      ['a status', { status: 'active' }],
    ])('a user cannot update their profile with %s', async (_label, change) => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'users', UID.user), change));
    });

    it("a user (role 'user') moves their profile's email to their sign-in's new one", async () => {
      await assertSucceeds(updateDoc(doc(dbAs(actor('user'), MOVED), 'users', UID.user), { email: MOVED_EMAIL }));
    });

    // A staff role was given to the profile's address: the profile keeps it, so that an account
    // whose sign-in moved elsewhere cannot carry the role along (an admin makes it 'user' first).
    it.each(cases(roleActors.filter((who) => who.label !== 'user')))(
      "%s cannot move their profile's email to their sign-in's new one, and so regain their powers",
      async (_label, who) => {
        const db = dbAs(who, MOVED);
        await assertFails(updateDoc(doc(db, 'users', who.uid ?? ''), { email: MOVED_EMAIL }));
      },
    );

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

  describe('accepting an invite (update by the owner)', () => {
    const inviteId = emailOf(UID.user);

    /** As the user, one batch: their role, the 'invite.accept' entry, and (unless told not to) the invite accepted. */
    function accept(
      role: string,
      options: { accept?: boolean; withEntry?: boolean; entry?: DocumentData; token?: TokenOptions; uid?: string } = {},
    ): Promise<void> {
      const uid = options.uid ?? UID.user;
      return audited(
        actor('user'),
        options.withEntry === false
          ? null
          : { action: 'invite.accept', target: `users/${uid}`, before: { role: 'user' }, after: { role } },
        (batch, db, auditId) => {
          batch.update(doc(db, 'users', uid), { role, auditId });
          if (options.accept !== false) batch.update(doc(db, 'invites', inviteId), { status: 'accepted' });
        },
        options,
      );
    }

    it.each<Role>(['reviewer', 'editor', 'admin'])(
      'a user invited as %s takes the role, audited, accepting the invite',
      async (role) => {
        await seed({ [`invites/${inviteId}`]: storedInvite(inviteId, role) });
        await assertSucceeds(accept(role));
        const stored = await readAsAdmin(`users/${UID.user}`);
        expect(stored?.role).toBe(role);
        expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
          actor: UID.user,
          action: 'invite.accept',
          before: { role: 'user' },
          after: { role },
        });
        expect((await readAsAdmin(`invites/${inviteId}`))?.status).toBe('accepted');
      },
    );

    it.each<[string, DocumentData | null, () => Promise<void>]>([
      ['without an audit entry', storedInvite(inviteId, 'editor'), () => accept('editor', { withEntry: false })],
      ['without accepting the invite', storedInvite(inviteId, 'editor'), () => accept('editor', { accept: false })],
      ['to a role other than the invite’s', storedInvite(inviteId, 'editor'), () => accept('admin')],
      ['of a revoked invite', { ...storedInvite(inviteId, 'editor'), status: 'revoked' }, () => accept('editor')],
      [
        'of an invite already accepted (an invite is used once)',
        { ...storedInvite(inviteId, 'editor'), status: 'accepted' },
        () => accept('editor', { accept: false }),
      ],
      ['with no invite', null, () => accept('editor', { accept: false })],
      ['with an unverified email', storedInvite(inviteId, 'editor'), () => accept('editor', { token: UNVERIFIED })],
      [
        'with an entry of another action',
        storedInvite(inviteId, 'editor'),
        () => accept('editor', { entry: { action: 'role.change' } }),
      ],
      [
        'with an entry whose before is wrong',
        storedInvite(inviteId, 'editor'),
        () => accept('editor', { entry: { before: { role: 'admin' } } }),
      ],
    ])('escalation: a user cannot take a role %s', async (_label, invite, attempt) => {
      if (invite) await seed({ [`invites/${inviteId}`]: invite });
      await assertFails(attempt());
    });

    it.each(UNUSABLE_INVITES)('a user cannot take the role of %s', async (_label, make) => {
      const { role, seed: documents } = make(inviteId);
      await seed(documents);
      await assertFails(accept(role));
      expect((await readAsAdmin(`users/${UID.user}`))?.role).toBe('user');
    });

    it("a user invited as 'user' accepts the invite, audited, their role unchanged", async () => {
      await seed({ [`invites/${inviteId}`]: storedInvite(inviteId, 'user') });
      await assertSucceeds(accept('user'));
      expect((await readAsAdmin(`invites/${inviteId}`))?.status).toBe('accepted');
    });

    it("escalation: a user cannot give their invite's role to another profile", async () => {
      await seed({ [`invites/${inviteId}`]: storedInvite(inviteId, 'admin') });
      await assertFails(accept('admin', { uid: UID.editor }));
    });

    it.each<Role>(['superadmin', 'admin', 'reviewer'])(
      'an invite never changes a staff member’s role: a %s invited as user keeps theirs',
      async (role) => {
        const email = emailOf(UID[role]);
        await seed({ [`invites/${email}`]: storedInvite(email, 'user') });
        await assertFails(
          audited(
            actor(role),
            { action: 'invite.accept', target: `users/${UID[role]}`, before: { role }, after: { role: 'user' } },
            (batch, db, auditId) => {
              batch.update(doc(db, 'users', UID[role]), { role: 'user', auditId });
              batch.update(doc(db, 'invites', email), { status: 'accepted' });
            },
          ),
        );
      },
    );

    it('a user cannot change their status or sessionsValidAfter when accepting', async () => {
      await seed({ [`invites/${inviteId}`]: storedInvite(inviteId, 'editor') });
      await assertFails(
        audited(
          actor('user'),
          { action: 'invite.accept', target: `users/${UID.user}`, before: { role: 'user' }, after: { role: 'editor' } },
          (batch, db, auditId) => {
            batch.update(doc(db, 'users', UID.user), { role: 'editor', status: 'active', auditId });
            batch.update(doc(db, 'invites', inviteId), { status: 'accepted' });
          },
        ),
      );
    });
  });

  describe('changes by manage_users (audited)', () => {
    /** A change to a profile and what its audit entry says about it. */
    interface StaffChange {
      fields: DocumentData;
      action: string;
      before: AuditValues;
      after: AuditValues;
    }

    const roleChange = (from: string, to: string): StaffChange => ({
      fields: { role: to },
      action: 'role.change',
      before: { role: from },
      after: { role: to },
    });
    const disable = (from = 'active'): StaffChange => ({
      fields: { status: 'disabled', sessionsValidAfter: serverTimestamp() },
      action: 'user.disable',
      before: { status: from },
      after: { status: 'disabled' },
    });
    const enable = (from = 'disabled'): StaffChange => ({
      fields: { status: 'active' },
      action: 'user.enable',
      before: { status: from },
      after: { status: 'active' },
    });

    /** As `caller`, one batch: the profile `uid` with the change and its auditId, and the entry. */
    function staffChange(
      caller: SignedInActor,
      uid: string,
      change: StaffChange,
      options: { token?: TokenOptions; entry?: DocumentData; withEntry?: boolean } = {},
    ): Promise<void> {
      return audited(
        caller,
        options.withEntry === false
          ? null
          : { action: change.action, target: `users/${uid}`, before: change.before, after: change.after },
        (batch, db, auditId) => batch.update(doc(db, 'users', uid), { ...change.fields, auditId }),
        options,
      );
    }

    const SECOND_SUPERADMIN: SignedInActor = { label: 'another superadmin', uid: 'uid-superadmin-2' };

    describe('role changes', () => {
      it.each<[Role, Role, Role]>([
        ['admin', 'user', 'editor'],
        ['admin', 'user', 'reviewer'],
        ['admin', 'editor', 'user'],
        ['admin', 'reviewer', 'admin'],
        ['admin', 'admin', 'user'],
        ['superadmin', 'user', 'admin'],
        ['superadmin', 'user', 'superadmin'],
        ['superadmin', 'admin', 'superadmin'],
      ])("a %s changes a %s's role to '%s', with its audit entry", async (caller, target, role) => {
        // A second admin, so that 'admin → user' is about someone else.
        const uid = caller === target ? `${UID[target]}-2` : UID[target];
        if (uid !== UID[target]) await seed({ [`users/${uid}`]: profileOf(uid, target) });
        await assertSucceeds(staffChange(actor(caller), uid, roleChange(target, role)));
        const stored = await readAsAdmin(`users/${uid}`);
        expect(stored?.role).toBe(role);
        const entry = await readAsAdmin(`auditLog/${String(stored?.auditId)}`);
        expect(entry).toMatchObject({ actor: UID[caller], action: 'role.change', target: `users/${uid}` });
      });

      it("an admin gives a role to a user whose profile has none or an unknown one ('user' before)", async () => {
        await assertSucceeds(staffChange(actor('admin'), NO_ROLE_UID, roleChange('user', 'editor')));
        await assertSucceeds(staffChange(actor('admin'), UNKNOWN_ROLE_UID, roleChange('user', 'reviewer')));
      });

      it(`an audit entry records an unknown role before as 'user', not '${UNKNOWN_ROLE}'`, async () => {
        await assertFails(staffChange(actor('admin'), UNKNOWN_ROLE_UID, roleChange(UNKNOWN_ROLE, 'reviewer')));
      });

      it('a change without its audit entry is refused', async () => {
        await assertFails(staffChange(actor('admin'), UID.user, roleChange('user', 'editor'), { withEntry: false }));
        await assertFails(updateDoc(doc(dbAs(actor('admin')), 'users', UID.user), { role: 'editor' }));
        await assertFails(
          updateDoc(doc(dbAs(actor('superadmin')), 'users', UID.user), { role: 'editor', auditId: 'made-up' }),
        );
      });

      it.each<[string, DocumentData]>([
        ['another action', { action: 'user.enable' }],
        ['an unknown action', { action: 'role.grant' }],
        ["another user's profile as target", { target: `users/${UID.editor}` }],
        ['a wrong before', { before: { role: 'admin' } }],
        ['a wrong after', { after: { role: 'admin' } }],
        ['an after with another field', { after: { role: 'editor', email: 'x@example.com' } }],
        ['no before', { before: null }],
        ['a note over 500 characters', { note: 'n'.repeat(AUDIT_LIMITS.note + 1) }],
        ['another actor', { actor: UID.superadmin }],
        ['another actorEmail', { actorEmail: emailOf(UID.superadmin) }],
        ['a client-chosen time', { at: PAST }],
        ['an extra field', { ip: '10.0.0.1' }],
      ])('a change whose audit entry has %s is refused', async (_label, entry) => {
        await assertFails(staffChange(actor('admin'), UID.user, roleChange('user', 'editor'), { entry }));
      });

      it('one audit entry cannot cover two changes', async () => {
        await assertFails(
          audited(
            actor('admin'),
            {
              action: 'role.change',
              target: `users/${UID.editor}`,
              before: { role: 'editor' },
              after: { role: 'reviewer' },
            },
            (batch, db, auditId) => {
              batch.update(doc(db, 'users', UID.editor), { role: 'reviewer', auditId });
              batch.update(doc(db, 'users', UID.user), { role: 'admin', auditId });
            },
          ),
        );
      });

      it('a change cannot point at an older audit entry (each change writes its own)', async () => {
        await seed({
          'auditLog/old': {
            ...auditEntry(actor('admin'), {
              action: 'role.change',
              target: `users/${UID.user}`,
              before: { role: 'user' },
              after: { role: 'editor' },
            }),
            at: PAST,
          },
        });
        await assertFails(updateDoc(doc(dbAs(actor('admin')), 'users', UID.user), { role: 'editor', auditId: 'old' }));
      });

      it("escalation: an admin cannot grant 'superadmin' to anyone", async () => {
        await assertFails(staffChange(actor('admin'), UID.user, roleChange('user', 'superadmin')));
        await assertFails(staffChange(actor('admin'), UID.editor, roleChange('editor', 'superadmin')));
      });

      it("an admin cannot take 'superadmin' away from a superadmin", async () => {
        await assertFails(staffChange(actor('admin'), UID.superadmin, roleChange('superadmin', 'user')));
      });

      it("a superadmin takes 'superadmin' away from another superadmin, but not from themself", async () => {
        await seed({ [`users/${SECOND_SUPERADMIN.uid}`]: profileOf(SECOND_SUPERADMIN.uid, 'superadmin') });
        await assertSucceeds(
          staffChange(actor('superadmin'), SECOND_SUPERADMIN.uid, roleChange('superadmin', 'admin')),
        );
        // The last superadmin cannot demote themself, so there is always one.
        await assertFails(staffChange(actor('superadmin'), UID.superadmin, roleChange('superadmin', 'admin')));
        expect((await readAsAdmin(`users/${UID.superadmin}`))?.role).toBe('superadmin');
      });

      it.each<Role>(['admin', 'superadmin'])('escalation: a %s cannot change their own role', async (role) => {
        await assertFails(staffChange(actor(role), UID[role], roleChange(role, 'superadmin')));
        await assertFails(staffChange(actor(role), UID[role], roleChange(role, 'editor')));
      });

      it.each(['', 'root', 'Admin', 'superadmin '])("a role must be a known one, not '%s'", async (role) => {
        await assertFails(staffChange(actor('superadmin'), UID.user, roleChange('user', role)));
      });

      it('a role cannot be a non-string or removed', async () => {
        const list: StaffChange = { ...roleChange('user', 'admin'), fields: { role: ['admin'] } };
        const removed: StaffChange = { ...roleChange('user', 'user'), fields: { role: deleteField() } };
        await assertFails(staffChange(actor('superadmin'), UID.user, list));
        await assertFails(staffChange(actor('superadmin'), UID.user, removed));
      });

      it.each<[string, DocumentData]>([
        ['the displayName', { displayName: 'Hijacked' }],
        ['the email', { email: 'attacker@example.com' }],
        ['the status', { status: 'disabled' }],
        ['sessionsValidAfter', { sessionsValidAfter: serverTimestamp() }],
        ['createdAt', { createdAt: serverTimestamp() }],
      ])('manage_users cannot change %s along with a role', async (_label, extra) => {
        const change = roleChange('user', 'editor');
        await assertFails(staffChange(actor('admin'), UID.user, { ...change, fields: { ...change.fields, ...extra } }));
      });

      it("manage_users cannot change another user's name or email, audited or not", async () => {
        const db = dbAs(actor('admin'));
        await assertFails(updateDoc(doc(db, 'users', UID.user), { displayName: 'Hijacked' }));
        await assertFails(updateDoc(doc(db, 'users', UID.user), { email: 'attacker@example.com' }));
        for (const fields of [{ displayName: 'Hijacked' }, { email: 'attacker@example.com' }]) {
          await assertFails(staffChange(actor('admin'), UID.user, { ...roleChange('user', 'user'), fields }));
        }
      });

      const { denied } = split(['superadmin', 'admin']);
      it.each(cases(denied.filter((who): who is SignedInActor => who.uid !== null)))(
        "escalation: %s (no manage_users) cannot change another user's role, audit entry or not",
        async (_label, who) => {
          await assertFails(staffChange(who, UID.user, roleChange('user', 'admin')));
          await assertFails(staffChange(who, UID.editor, roleChange('editor', 'user')));
          await assertFails(updateDoc(doc(dbAs(who), 'users', UID.user), { role: 'admin' }));
        },
      );

      it.each<Role>(['admin', 'superadmin'])('a %s whose email is not verified cannot change a role', async (role) => {
        await assertFails(staffChange(actor(role), UID.user, roleChange('user', 'editor'), { token: UNVERIFIED }));
      });

      it.each<Role>(['admin', 'superadmin'])(
        "a %s signed in with another verified address than their profile's cannot change a role",
        async (role) => {
          const entry = { actorEmail: MOVED_EMAIL };
          await assertFails(staffChange(actor(role), UID.user, roleChange('user', 'editor'), { token: MOVED, entry }));
          // Back at the profile's address, they can.
          await assertSucceeds(staffChange(actor(role), UID.user, roleChange('user', 'editor')));
        },
      );
    });

    describe('disabling and enabling accounts', () => {
      it.each<[Role, Role]>([
        ['admin', 'user'],
        ['admin', 'editor'],
        ['admin', 'reviewer'],
        ['superadmin', 'admin'],
        ['superadmin', 'user'],
      ])('a %s disables a %s, which ends their sessions; and enables them again', async (caller, target) => {
        await assertSucceeds(staffChange(actor(caller), UID[target], disable()));
        const stored = await readAsAdmin(`users/${UID[target]}`);
        expect(stored?.status).toBe('disabled');
        expect(stored?.sessionsValidAfter).toBeInstanceOf(Timestamp);
        // Their open session, and any new one, reads nothing of theirs.
        await assertFails(getDoc(doc(dbAs(actor(target)), 'users', UID[target])));
        await assertFails(
          getDoc(doc(dbAs(actor(target), { auth_time: Math.floor(Date.now() / 1000) + 5 }), 'users', UID[target])),
        );

        await assertSucceeds(staffChange(actor(caller), UID[target], enable()));
        expect((await readAsAdmin(`users/${UID[target]}`))?.status).toBe('active');
        // A session begun after the enabling works; one from before the disabling does not.
        const later = Math.floor(Date.now() / 1000) + 5;
        await assertSucceeds(getDoc(doc(dbAs(actor(target), { auth_time: later }), 'users', UID[target])));
        await assertFails(
          getDoc(doc(dbAs(actor(target), { auth_time: Math.floor(Date.now() / 1000) - 3600 }), 'users', UID[target])),
        );
      });

      it('a disabled staff member loses their powers at once', async () => {
        await assertSucceeds(staffChange(actor('superadmin'), UID.admin, disable()));
        await assertFails(getDoc(doc(dbAs(actor('admin')), 'users', UID.user)));
        await assertFails(staffChange(actor('admin'), UID.user, roleChange('user', 'editor')));
      });

      it.each<[string, StaffChange]>([
        ['without ending their sessions', { ...disable(), fields: { status: 'disabled' } }],
        [
          'with a client-chosen sessionsValidAfter',
          { ...disable(), fields: { status: 'disabled', sessionsValidAfter: PAST } },
        ],
        ['audited as an enabling', { ...disable(), action: 'user.enable' }],
        ['audited as a role change', { ...disable(), action: 'role.change' }],
        ['with a wrong before', disable('disabled')],
        [
          'with an unknown status',
          { ...disable(), fields: { status: 'banned', sessionsValidAfter: serverTimestamp() } },
        ],
        [
          'together with a role change',
          { ...disable(), fields: { status: 'disabled', sessionsValidAfter: serverTimestamp(), role: 'editor' } },
        ],
      ])('an admin cannot disable a user %s', async (_label, change) => {
        await assertFails(staffChange(actor('admin'), UID.user, change));
      });

      it.each<[string, StaffChange]>([
        ['audited as a disabling', { ...enable(), action: 'user.disable' }],
        ['together with a role change', { ...enable(), fields: { status: 'active', role: 'admin' } }],
        [
          'together with a new sessionsValidAfter',
          { ...enable(), fields: { status: 'active', sessionsValidAfter: serverTimestamp() } },
        ],
      ])('an admin cannot enable a user %s', async (_label, change) => {
        await seed({ [`users/${UID.user}`]: { ...profileOf(UID.user, 'user'), status: 'disabled' } });
        await assertFails(staffChange(actor('admin'), UID.user, change));
      });

      it('an admin cannot disable or enable a superadmin; a superadmin can, but not themself', async () => {
        await seed({ [`users/${SECOND_SUPERADMIN.uid}`]: profileOf(SECOND_SUPERADMIN.uid, 'superadmin') });
        await assertFails(staffChange(actor('admin'), UID.superadmin, disable()));
        await assertFails(staffChange(actor('superadmin'), UID.superadmin, disable()));
        await assertSucceeds(staffChange(actor('superadmin'), SECOND_SUPERADMIN.uid, disable()));
        await assertFails(staffChange(actor('admin'), SECOND_SUPERADMIN.uid, enable()));
        await assertSucceeds(staffChange(actor('superadmin'), SECOND_SUPERADMIN.uid, enable()));
      });

      it('an admin cannot disable themself', async () => {
        await assertFails(staffChange(actor('admin'), UID.admin, disable()));
      });

      const { denied } = split(['superadmin', 'admin']);
      it.each(cases(denied.filter((who): who is SignedInActor => who.uid !== null)))(
        '%s (no manage_users) cannot disable or enable anyone',
        async (_label, who) => {
          await assertFails(staffChange(who, UID.user, disable()));
          await assertFails(updateDoc(doc(dbAs(who), 'users', UID.user), { status: 'disabled' }));
        },
      );

      it('an admin whose email is not verified cannot disable anyone', async () => {
        await assertFails(staffChange(actor('admin'), UID.user, disable(), { token: UNVERIFIED }));
      });
    });
  });

  describe('delete', () => {
    it.each(cases(signedIn.filter((a) => a.uid !== NO_PROFILE_UID && a.uid !== UID.superadmin)))(
      '%s deletes their own profile (deleting their account)',
      async (_label, who) => {
        await assertSucceeds(deleteDoc(doc(dbAs(who), 'users', who.uid)));
      },
    );

    // So that the site always has a superadmin, none deletes their own profile while they are
    // one (the rules cannot count them): another superadmin changes their role first.
    it('a superadmin cannot delete their own profile, even with another superadmin; once demoted by them, they can', async () => {
      const second: SignedInActor = { label: 'another superadmin', uid: 'uid-superadmin-2' };
      await seed({ [`users/${second.uid}`]: profileOf(second.uid, 'superadmin') });
      await assertFails(deleteDoc(doc(dbAs(actor('superadmin')), 'users', UID.superadmin)));
      await assertFails(deleteDoc(doc(dbAs(second), 'users', second.uid)));
      await assertSucceeds(
        audited(
          actor('superadmin'),
          {
            action: 'role.change',
            target: `users/${second.uid}`,
            before: { role: 'superadmin' },
            after: { role: 'admin' },
          },
          (batch, db, auditId) => batch.update(doc(db, 'users', second.uid), { role: 'admin', auditId }),
        ),
      );
      await assertSucceeds(deleteDoc(doc(dbAs(second), 'users', second.uid)));
    });

    describe('and re-created while an invite is pending', () => {
      // A staff member deletes their profile (their sign-in account stays) while an invite to
      // their address is pending. Re-creating it is a new account's creation: it takes the
      // invite's role only as any acceptance does, audited, with the invite accepted.
      const editor = actor('editor');
      const email = emailOf(UID.editor);
      const recreate = (withEntry: boolean) =>
        audited(
          editor,
          withEntry
            ? {
                action: 'invite.accept',
                target: `users/${UID.editor}`,
                before: { role: 'user' },
                after: { role: 'admin' },
              }
            : null,
          (batch, db, auditId) => {
            batch.set(doc(db, 'users', UID.editor), {
              uid: UID.editor,
              email,
              displayName: 'Editor',
              role: 'admin',
              createdAt: serverTimestamp(),
              lastLoginAt: serverTimestamp(),
              ...(withEntry ? { auditId } : {}),
            });
            batch.update(doc(db, 'invites', email), { status: 'accepted' });
          },
        );

      it("escalation: a staff member cannot take a pending invite's role without its audit entry", async () => {
        await seed({ [`invites/${email}`]: storedInvite(email, 'admin') });
        await assertSucceeds(deleteDoc(doc(dbAs(editor), 'users', UID.editor)));
        await assertFails(recreate(false));
        expect(await readAsAdmin(`users/${UID.editor}`)).toBeUndefined();
        expect((await readAsAdmin(`invites/${email}`))?.status).toBe('pending');
      });

      it('they take it as a new account does: audited, the invite accepted', async () => {
        await seed({ [`invites/${email}`]: storedInvite(email, 'admin') });
        await assertSucceeds(deleteDoc(doc(dbAs(editor), 'users', UID.editor)));
        await assertSucceeds(recreate(true));
        const stored = await readAsAdmin(`users/${UID.editor}`);
        expect(stored?.role).toBe('admin');
        expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
          action: 'invite.accept',
          before: { role: 'user' },
          after: { role: 'admin' },
        });
      });
    });

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

// ---------------------------------------------------------------------------------------------
// Minors (DPDP Rules 2025: nothing is stored about anyone under 18). The rules compare the date
// of birth with the IST date of request.time 18 years back (adultDateOfBirth); the emulator's
// clock is now, so the cases are dates around that cut-off, computed by the site's own age
// check (@meridian/shared/age, whose unit tests hold the IST day boundary and 29 February).
// ---------------------------------------------------------------------------------------------

/** The 'YYYY-MM-DD' date `days` days after another. */
function daysAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

describe('users/{uid}: no profile of a minor', () => {
  // The last date of birth of someone 18 today in India, and the one after it (17 until tomorrow).
  const eighteenToday = () => istDateYearsBefore(Date.now(), 18);
  const under18: [string, () => string][] = [
    ['18 tomorrow (IST)', () => daysAfter(eighteenToday(), 1)],
    ['17 years old', () => istDateYearsBefore(Date.now(), 17)],
    ['15 years old', () => istDateYearsBefore(Date.now(), 15)],
    ['born last week', () => daysAfter(istToday(Date.now()), -7)],
  ];
  const adults: [string, () => string][] = [
    ['18 today (IST)', eighteenToday],
    ['18 yesterday', () => daysAfter(eighteenToday(), -1)],
    ['120 years old today', () => istDateYearsBefore(Date.now(), 120)],
  ];
  const newbie: Actor = { label: 'newbie', uid: 'uid-newbie' };
  const profile = (dateOfBirth: string): DocumentData => ({
    uid: 'uid-newbie',
    email: emailOf('uid-newbie'),
    displayName: 'New Bie',
    dateOfBirth,
    createdAt: serverTimestamp(),
    lastLoginAt: serverTimestamp(),
  });

  it('the test dates are what they say (the site’s age check agrees)', () => {
    for (const [, date] of under18) expect(isAdult(date(), Date.now())).toBe(false);
    for (const [, date] of adults) expect(isAdult(date(), Date.now())).toBe(true);
    expect(daysAfter('2008-02-28', 1)).toBe('2008-02-29');
    expect(daysAfter('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysAfter('2026-01-01', -1)).toBe('2025-12-31');
  });

  it.each(under18)('create: refused with a date of birth of someone %s', async (_label, date) => {
    await assertFails(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), profile(date())));
    expect(await readAsAdmin('users/uid-newbie')).toBeUndefined();
  });

  it.each(adults)('create: allowed with a date of birth of someone %s', async (_label, date) => {
    await assertSucceeds(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), profile(date())));
  });

  it('create: refused more than 120 years back', async () => {
    const tooOld = daysAfter(istDateYearsBefore(Date.now(), 120), -1);
    await assertFails(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), profile(tooOld)));
  });

  it('create: refused in a batch with preferences and consent as the site writes them', async () => {
    await assertFails(
      commitBatch(newbie, (batch, db) => {
        batch.set(doc(db, 'users', 'uid-newbie'), profile(istDateYearsBefore(Date.now(), 16)));
        batch.set(doc(db, 'userPreferences', 'uid-newbie'), { emailNotifications: true, defaultCalculator: 'sip' });
      }),
    );
    expect(await readAsAdmin('userPreferences/uid-newbie')).toBeUndefined();
  });

  it.each(under18)('update: a user cannot change their date of birth to that of someone %s', async (_label, date) => {
    const reference = doc(dbAs(actor('user')), 'users', UID.user);
    await assertFails(updateDoc(reference, { dateOfBirth: date() }));
    await assertFails(updateDoc(reference, { displayName: 'Renamed', dateOfBirth: date() }));
    expect((await readAsAdmin(`users/${UID.user}`))?.dateOfBirth).toBeUndefined();
  });

  it.each(adults)('update: a user sets the date of birth of someone %s', async (_label, date) => {
    await assertSucceeds(updateDoc(doc(dbAs(actor('user')), 'users', UID.user), { dateOfBirth: date() }));
  });

  it('update: other fields of a profile with an adult date of birth are not affected', async () => {
    const reference = doc(dbAs(actor('user')), 'users', UID.user);
    await assertSucceeds(updateDoc(reference, { dateOfBirth: '1990-04-01' }));
    await assertSucceeds(updateDoc(reference, { lastLoginAt: serverTimestamp(), displayName: 'Renamed' }));
  });
});
