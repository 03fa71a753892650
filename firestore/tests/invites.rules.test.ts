import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
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
import { INVITE_LIFETIME_DAYS, type Role, type AuditValues } from '@meridian/shared';
import {
  UID,
  everyone,
  cases,
  actor,
  without,
  split,
  dbAs,
  emailOf,
  seed,
  readAsAdmin,
  audited,
  storedInvite,
  profileOf,
  UNVERIFIED,
  MOVED,
  MOVED_EMAIL,
  type SignedInActor,
  setUpRulesEnvironment,
  PAST,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// invites/{email}
// ---------------------------------------------------------------------------------------------

const NEW_EMAIL = 'new.person@example.com';
const HOUR_MS = 60 * 60 * 1000;
const LIFETIME_MS = INVITE_LIFETIME_DAYS * 24 * HOUR_MS;

/** A time `ms` from now, by this machine's clock (as the admin section sets expiresAt). */
const fromNow = (ms: number): Timestamp => Timestamp.fromMillis(Date.now() + ms);

/**
 * The invite as the admin section writes it (InviteDocument, but auditId: the batch adds it):
 * expiring INVITE_LIFETIME_DAYS from now.
 */
function inviteOf(who: SignedInActor, role: string, email = NEW_EMAIL): DocumentData {
  return {
    email,
    role,
    status: 'pending',
    invitedBy: who.uid,
    createdAt: serverTimestamp(),
    expiresAt: fromNow(LIFETIME_MS),
  };
}

/**
 * As `who`, one batch: invites/{id} set to `data` plus a new auditId, and its 'invite.create'
 * entry ({ role, status } after; `before` null for a new invite).
 */
function invite(
  who: SignedInActor,
  data: DocumentData,
  options: {
    id?: string;
    before?: AuditValues | null;
    entry?: DocumentData;
    withEntry?: boolean;
    token?: TokenOptions;
  } = {},
): Promise<void> {
  const id = options.id ?? NEW_EMAIL;
  return audited(
    who,
    options.withEntry === false
      ? null
      : {
          action: 'invite.create',
          target: `invites/${id}`,
          before: options.before ?? null,
          after: { email: data.email as string, role: data.role as string },
        },
    (batch, db, auditId) => batch.set(doc(db, 'invites', id), { ...data, auditId }),
    options,
  );
}

/** As `who`, one batch: the pending invite at `id` revoked, with its 'invite.revoke' entry. */
function revoke(
  who: SignedInActor,
  id: string,
  options: { fields?: DocumentData; entry?: DocumentData; withEntry?: boolean; token?: TokenOptions } = {},
): Promise<void> {
  return audited(
    who,
    options.withEntry === false
      ? null
      : {
          action: 'invite.revoke',
          target: `invites/${id}`,
          before: { status: 'pending' },
          after: { status: 'revoked' },
        },
    (batch, db, auditId) => batch.update(doc(db, 'invites', id), { status: 'revoked', ...options.fields, auditId }),
    options,
  );
}

describe('invites/{email}', () => {
  describe('create', () => {
    it.each<[Role, Role]>([
      ['admin', 'editor'],
      ['admin', 'reviewer'],
      ['admin', 'admin'],
      ['admin', 'user'],
      ['superadmin', 'admin'],
      ['superadmin', 'superadmin'],
    ])("a %s invites an address as '%s', audited", async (role, invited) => {
      await assertSucceeds(invite(actor(role), inviteOf(actor(role), invited)));
      const stored = await readAsAdmin(`invites/${NEW_EMAIL}`);
      expect(stored).toMatchObject({ email: NEW_EMAIL, role: invited, status: 'pending', invitedBy: UID[role] });
      expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
        action: 'invite.create',
        target: `invites/${NEW_EMAIL}`,
        before: null,
        after: { email: NEW_EMAIL, role: invited },
      });
    });

    it("escalation: an admin cannot invite anyone as 'superadmin'", async () => {
      await assertFails(invite(actor('admin'), inviteOf(actor('admin'), 'superadmin')));
    });

    it('an invite without its audit entry is refused', async () => {
      const admin = actor('admin');
      await assertFails(invite(admin, inviteOf(admin, 'editor'), { withEntry: false }));
      await assertFails(
        setDoc(doc(dbAs(admin), 'invites', NEW_EMAIL), { ...inviteOf(admin, 'editor'), auditId: 'made-up' }),
      );
    });

    it.each<[string, (data: DocumentData) => DocumentData, { id?: string }]>([
      ['an id other than its email', (data) => data, { id: 'someone.else@example.com' }],
      [
        'an upper-case address',
        (data) => ({ ...data, email: 'New.Person@example.com' }),
        { id: 'New.Person@example.com' },
      ],
      ['an address that is not one', (data) => ({ ...data, email: 'not-an-email' }), { id: 'not-an-email' }],
      ['an address with a space', (data) => ({ ...data, email: 'a b@example.com' }), { id: 'a b@example.com' }],
      [
        'an address with a no-break space',
        (data) => ({ ...data, email: 'a\u00a0b@example.com' }),
        { id: 'a\u00a0b@example.com' },
      ],
      [
        'an address over 254 characters',
        (data) => ({ ...data, email: `${'a'.repeat(243)}@example.com` }),
        { id: `${'a'.repeat(243)}@example.com` },
      ],
      ['an unknown role', (data) => ({ ...data, role: 'root' }), {}],
      ["status 'accepted'", (data) => ({ ...data, status: 'accepted' }), {}],
      ['someone else as invitedBy', (data) => ({ ...data, invitedBy: UID.superadmin }), {}],
      ['a client-chosen createdAt', (data) => ({ ...data, createdAt: PAST }), {}],
      ['an extra field', (data) => ({ ...data, permissions: ['manage_users'] }), {}],
      ['no createdAt', (data) => without(data, 'createdAt'), {}],
      ['no expiresAt (an invite that never expires)', (data) => without(data, 'expiresAt'), {}],
      [
        'an expiresAt a day beyond its lifetime',
        (data) => ({ ...data, expiresAt: fromNow(LIFETIME_MS + 24 * HOUR_MS) }),
        {},
      ],
      ['an expiresAt a year away', (data) => ({ ...data, expiresAt: fromNow(365 * 24 * HOUR_MS) }), {}],
      ['an expiresAt already past', (data) => ({ ...data, expiresAt: PAST }), {}],
      ['an expiresAt that is not a time', (data) => ({ ...data, expiresAt: '2099-01-01' }), {}],
    ])('an admin cannot write an invite with %s', async (_label, change, options) => {
      const admin = actor('admin');
      await assertFails(invite(admin, change(inviteOf(admin, 'editor')), options));
    });

    it.each<[string, DocumentData]>([
      ['another action', { action: 'invite.revoke' }],
      ['another target', { target: 'invites/other@example.com' }],
      ['a wrong after', { after: { email: NEW_EMAIL, role: 'admin' } }],
      ['an after with the status', { after: { email: NEW_EMAIL, role: 'editor', status: 'pending' } }],
      ['a before', { before: { email: NEW_EMAIL, role: 'editor', status: 'revoked' } }],
    ])('an invite whose audit entry has %s is refused', async (_label, entry) => {
      const admin = actor('admin');
      await assertFails(invite(admin, inviteOf(admin, 'editor'), { entry }));
    });

    const { denied } = split(['superadmin', 'admin']);
    it.each(cases(denied.filter((who): who is SignedInActor => who.uid !== null)))(
      'escalation: %s (no manage_users) cannot invite anyone, even themself',
      async (_label, who) => {
        await assertFails(invite(who, inviteOf(who, 'admin')));
        await assertFails(invite(who, inviteOf(who, 'admin', emailOf(who.uid)), { id: emailOf(who.uid) }));
      },
    );

    it('a signed-out visitor cannot invite anyone', async () => {
      await assertFails(
        setDoc(doc(dbAs({ label: 'anonymous', uid: null }), 'invites', NEW_EMAIL), {
          ...inviteOf(actor('admin'), 'admin'),
          auditId: 'x',
        }),
      );
    });

    it('an admin whose email is not verified cannot invite anyone', async () => {
      const admin = actor('admin');
      await assertFails(invite(admin, inviteOf(admin, 'editor'), { token: UNVERIFIED }));
    });

    it("an admin signed in with another verified address than their profile's cannot invite anyone", async () => {
      const admin = actor('admin');
      await assertFails(invite(admin, inviteOf(admin, 'editor'), { token: MOVED, entry: { actorEmail: MOVED_EMAIL } }));
    });

    it('an expiresAt up to an hour past its lifetime is allowed (the inviter’s clock may be ahead)', async () => {
      const admin = actor('admin');
      await assertSucceeds(
        invite(admin, { ...inviteOf(admin, 'editor'), expiresAt: fromNow(LIFETIME_MS + HOUR_MS / 2) }),
      );
    });
  });

  describe('read', () => {
    seedOnce(() => ({
      [`invites/${NEW_EMAIL}`]: storedInvite(NEW_EMAIL, 'editor'),
      [`invites/${emailOf(UID.user)}`]: storedInvite(emailOf(UID.user), 'reviewer'),
    }));

    const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);

    it.each(cases(allowed))('%s (view_users) gets and lists the invites', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'invites', NEW_EMAIL)));
      expect((await assertSucceeds(getDocs(collection(dbAs(who), 'invites')))).size).toBe(2);
    });

    it.each(cases(allowed))('%s whose email is not verified cannot read the invites', async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who, UNVERIFIED), 'invites', NEW_EMAIL)));
      await assertFails(getDocs(collection(dbAs(who, UNVERIFIED), 'invites')));
    });

    it.each(cases(denied))("%s cannot get or list others' invites", async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'invites', NEW_EMAIL)));
      await assertFails(getDocs(collection(dbAs(who), 'invites')));
    });

    it('the invitee gets their own invite (verified email, any case), but cannot list', async () => {
      await assertSucceeds(getDoc(doc(dbAs(actor('user')), 'invites', emailOf(UID.user))));
      const upper = dbAs(actor('user'), { email: emailOf(UID.user).toUpperCase() });
      await assertSucceeds(getDoc(doc(upper, 'invites', emailOf(UID.user))));
      await assertFails(getDocs(collection(dbAs(actor('user')), 'invites')));
    });

    it('the invitee cannot read their invite with an unverified email', async () => {
      await assertFails(getDoc(doc(dbAs(actor('user'), UNVERIFIED), 'invites', emailOf(UID.user))));
    });
  });

  describe('revoke and invite again', () => {
    seedOnce(() => ({
      [`invites/${NEW_EMAIL}`]: storedInvite(NEW_EMAIL, 'editor'),
      'invites/boss@example.com': storedInvite('boss@example.com', 'superadmin'),
    }));

    it.each<Role>(['admin', 'superadmin'])('a %s revokes a pending invite, audited', async (role) => {
      await assertSucceeds(revoke(actor(role), NEW_EMAIL));
      expect((await readAsAdmin(`invites/${NEW_EMAIL}`))?.status).toBe('revoked');
    });

    it('a revoke without its audit entry, or audited as another action, is refused', async () => {
      await assertFails(revoke(actor('admin'), NEW_EMAIL, { withEntry: false }));
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'invites', NEW_EMAIL), { status: 'revoked' }));
      await assertFails(revoke(actor('admin'), NEW_EMAIL, { entry: { action: 'invite.create' } }));
      await assertFails(revoke(actor('admin'), NEW_EMAIL, { entry: { after: { status: 'accepted' } } }));
    });

    it('a revoke changes the status and auditId only', async () => {
      await assertFails(revoke(actor('admin'), NEW_EMAIL, { fields: { role: 'admin' } }));
      await assertFails(revoke(actor('admin'), NEW_EMAIL, { fields: { invitedBy: UID.user } }));
    });

    it('only a pending invite can be revoked', async () => {
      await seed({ [`invites/${NEW_EMAIL}`]: storedInvite(NEW_EMAIL, 'editor', 'accepted') });
      await assertFails(revoke(actor('admin'), NEW_EMAIL, { entry: { before: { status: 'accepted' } } }));
    });

    it("only a superadmin revokes a 'superadmin' invite", async () => {
      await assertFails(revoke(actor('admin'), 'boss@example.com'));
      await assertSucceeds(revoke(actor('superadmin'), 'boss@example.com'));
    });

    const { denied } = split(['superadmin', 'admin']);
    it.each(cases(denied.filter((who): who is SignedInActor => who.uid !== null)))(
      '%s (no manage_users) cannot revoke an invite',
      async (_label, who) => {
        await assertFails(revoke(who, NEW_EMAIL));
      },
    );

    it('an admin invites a revoked address again (a whole new invite, audited as invite.create)', async () => {
      await assertSucceeds(revoke(actor('admin'), NEW_EMAIL));
      const admin = actor('admin');
      await assertSucceeds(
        invite(admin, inviteOf(admin, 'reviewer'), { before: { email: NEW_EMAIL, role: 'editor', status: 'revoked' } }),
      );
      expect(await readAsAdmin(`invites/${NEW_EMAIL}`)).toMatchObject({ role: 'reviewer', status: 'pending' });
    });

    it('an admin cannot overwrite a pending invite (revoke it first)', async () => {
      const admin = actor('admin');
      await assertFails(
        invite(admin, inviteOf(admin, 'reviewer'), { before: { email: NEW_EMAIL, role: 'editor', status: 'pending' } }),
      );
    });

    it.each<[string, DocumentData]>([
      ['expired', { expiresAt: PAST }],
      ['with no expiresAt (made before invitations expired)', { expiresAt: null }],
    ])(
      'an admin invites again an address whose pending invite is %s (audited as invite.create)',
      async (_label, change) => {
        await seed({ [`invites/${NEW_EMAIL}`]: { ...storedInvite(NEW_EMAIL, 'editor'), ...change } });
        const admin = actor('admin');
        await assertSucceeds(
          invite(admin, inviteOf(admin, 'reviewer'), {
            before: { email: NEW_EMAIL, role: 'editor', status: 'pending' },
          }),
        );
        expect(await readAsAdmin(`invites/${NEW_EMAIL}`)).toMatchObject({ role: 'reviewer', status: 'pending' });
      },
    );
  });

  describe('accept (by the invitee)', () => {
    const mine = emailOf(UID.user);
    seedOnce(() => ({
      [`invites/${mine}`]: storedInvite(mine, 'reviewer'),
      [`invites/${NEW_EMAIL}`]: storedInvite(NEW_EMAIL, 'editor'),
    }));

    /**
     * As the user, one batch: the invite at `id` marked accepted (`change` replaces what is
     * written to it) and, unless `role` is null, the user's profile taking `role` with its
     * 'invite.accept' entry (`withEntry` false: the role without the entry).
     */
    function acceptAs(
      role: string | null,
      options: { id?: string; change?: DocumentData; withEntry?: boolean; token?: TokenOptions } = {},
    ): Promise<void> {
      const id = options.id ?? mine;
      const takesRole = role !== null && options.withEntry !== false;
      return audited(
        actor('user'),
        takesRole
          ? { action: 'invite.accept', target: `users/${UID.user}`, before: { role: 'user' }, after: { role } }
          : null,
        (batch, db, auditId) => {
          if (role !== null) batch.update(doc(db, 'users', UID.user), takesRole ? { role, auditId } : { role });
          batch.update(doc(db, 'invites', id), options.change ?? { status: 'accepted' });
        },
        options,
      );
    }

    it('the invitee accepts their pending invite in the batch that takes its role, audited', async () => {
      await assertSucceeds(acceptAs('reviewer'));
      expect((await readAsAdmin(`invites/${mine}`))?.status).toBe('accepted');
      expect((await readAsAdmin(`users/${UID.user}`))?.role).toBe('reviewer');
    });

    it.each<[string, () => Promise<void>]>([
      ['alone, taking no role', () => updateDoc(doc(dbAs(actor('user')), 'invites', mine), { status: 'accepted' })],
      ['in a batch that changes nothing else', () => acceptAs(null)],
      ['with the role taken without its audit entry', () => acceptAs('reviewer', { withEntry: false })],
      ['taking another role', () => acceptAs('editor')],
    ])('escalation: the invitee cannot mark their invite accepted %s', async (_label, attempt) => {
      await assertFails(attempt());
      expect((await readAsAdmin(`invites/${mine}`))?.status).toBe('pending');
    });

    it.each<[string, DocumentData]>([
      ['its role', { status: 'accepted', role: 'admin' }],
      ['its auditId', { status: 'accepted', auditId: 'mine' }],
      ['its expiresAt', { status: 'accepted', expiresAt: fromNow(LIFETIME_MS * 10) }],
      ["a status other than 'accepted'", { status: 'revoked' }],
      ['back to pending', { status: 'pending', invitedBy: UID.user }],
    ])('the invitee cannot change %s', async (_label, change) => {
      await assertFails(acceptAs('reviewer', { change }));
    });

    it.each<[string, Record<string, DocumentData>]>([
      ['a revoked', { [`invites/${mine}`]: storedInvite(mine, 'reviewer', 'revoked') }],
      ['an expired', { [`invites/${mine}`]: { ...storedInvite(mine, 'reviewer'), expiresAt: PAST } }],
      ['a never-expiring (older)', { [`invites/${mine}`]: without(storedInvite(mine, 'reviewer'), 'expiresAt') }],
      [
        "a since-disabled superadmin's",
        {
          [`invites/${mine}`]: { ...storedInvite(mine, 'reviewer'), invitedBy: UID.superadmin },
          [`users/${UID.superadmin}`]: { ...profileOf(UID.superadmin, 'superadmin'), status: 'disabled' },
        },
      ],
      [
        "a since-demoted admin's",
        { [`invites/${mine}`]: storedInvite(mine, 'reviewer'), [`users/${UID.admin}`]: profileOf(UID.admin, 'editor') },
      ],
    ])('the invitee cannot accept %s invite', async (_label, documents) => {
      await seed(documents);
      await assertFails(acceptAs('reviewer'));
    });

    it('the invitee cannot accept with an unverified email', async () => {
      await assertFails(acceptAs('reviewer', { token: UNVERIFIED }));
    });

    it.each(cases(everyone.filter((who) => who.uid !== UID.user)))(
      "%s cannot accept someone else's invite",
      async (_label, who) => {
        await assertFails(updateDoc(doc(dbAs(who), 'invites', mine), { status: 'accepted' }));
      },
    );
  });

  describe('delete', () => {
    it.each(cases(everyone))('%s cannot delete an invite', async (_label, who) => {
      await seed({ [`invites/${NEW_EMAIL}`]: storedInvite(NEW_EMAIL, 'editor') });
      await assertFails(deleteDoc(doc(dbAs(who), 'invites', NEW_EMAIL)));
    });
  });
});
