/**
 * The Firestore security rules (../../../firestore.rules), tested against the emulator at
 * FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080): per collection and per role, what is allowed
 * and what is denied, privilege escalation included.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/roles';
import { LEAD_LIMITS } from '../validation/contact';

const RULES_PATH = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

function emulatorAddress(value: string | undefined): { host: string; port: number } {
  const address = value && value.trim() !== '' ? value.trim() : '127.0.0.1:8080';
  const at = address.lastIndexOf(':');
  const port = Number(address.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`FIRESTORE_EMULATOR_HOST "${address}" should look like 127.0.0.1:8080.`);
  }
  return { host: address.slice(0, at), port };
}

// ---------------------------------------------------------------------------------------------
// Who is who. One seeded profile per role, plus a profile with no role, one with an unknown role,
// and a signed-in account with no profile at all.
// ---------------------------------------------------------------------------------------------

/** The uid of the seeded account of each role. */
const UID: Readonly<Record<Role, string>> = {
  superadmin: 'uid-superadmin',
  admin: 'uid-admin',
  editor: 'uid-editor',
  reviewer: 'uid-reviewer',
  user: 'uid-user',
};
const NO_ROLE_UID = 'uid-no-role';
const UNKNOWN_ROLE_UID = 'uid-unknown-role';
const NO_PROFILE_UID = 'uid-no-profile';
const UNKNOWN_ROLE = 'wizard';

/** An actor of a test: a seeded uid, or null for a signed-out visitor. */
type Actor = { label: string; uid: string | null };
type SignedInActor = Actor & { uid: string };

const roleActors: readonly Actor[] = ROLES.map((role) => ({ label: role, uid: UID[role] }));
const NO_ROLE: Actor = { label: 'no role field', uid: NO_ROLE_UID };
const UNKNOWN: Actor = { label: `unknown role '${UNKNOWN_ROLE}'`, uid: UNKNOWN_ROLE_UID };
const NO_PROFILE: Actor = { label: 'no profile', uid: NO_PROFILE_UID };
const ANONYMOUS: Actor = { label: 'anonymous', uid: null };
const everyone: readonly Actor[] = [...roleActors, NO_ROLE, UNKNOWN, NO_PROFILE, ANONYMOUS];
const signedIn: readonly SignedInActor[] = everyone.filter((a): a is SignedInActor => a.uid !== null);

/** Rows for it.each: the actor's label (for '%s' in the title), then the actor. */
function cases<A extends Actor>(actors: readonly A[]): [string, A][] {
  return actors.map((a) => [a.label, a]);
}

function actor(role: Role): Actor {
  return { label: role, uid: UID[role] };
}

/** A copy of the data without one key. */
function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** Actors split by whether a rule should let them through. */
function split(allowed: readonly string[]): { allowed: Actor[]; denied: Actor[] } {
  return {
    allowed: everyone.filter((a) => allowed.includes(a.label)),
    denied: everyone.filter((a) => !allowed.includes(a.label)),
  };
}

function profileOf(uid: string, role: string | undefined): DocumentData {
  return {
    uid,
    email: `${uid}@example.com`,
    displayName: uid,
    ...(role === undefined ? {} : { role }),
    createdAt: Timestamp.fromMillis(1_700_000_000_000),
  };
}

// ---------------------------------------------------------------------------------------------
// Test environment
// ---------------------------------------------------------------------------------------------

let testEnv: RulesTestEnvironment;

/** The client Firestore of a test context (its compat instance works with the modular API). */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

function dbAs(who: Actor): Firestore {
  const context = who.uid === null ? testEnv.unauthenticatedContext() : testEnv.authenticatedContext(who.uid);
  return firestoreOf(context);
}

/** Writes documents with the rules switched off. */
async function seed(documents: Readonly<Record<string, DocumentData>>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const [path, data] of Object.entries(documents)) {
      await setDoc(doc(db, path), data);
    }
  });
}

/** Reads a document with the rules switched off. */
async function readAsAdmin(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(firestoreOf(context), path))).data();
  });
  return data;
}

async function seedProfiles(): Promise<void> {
  const profiles: Record<string, DocumentData> = {};
  for (const role of ROLES) profiles[`users/${UID[role]}`] = profileOf(UID[role], role);
  profiles[`users/${NO_ROLE_UID}`] = profileOf(NO_ROLE_UID, undefined);
  profiles[`users/${UNKNOWN_ROLE_UID}`] = profileOf(UNKNOWN_ROLE_UID, UNKNOWN_ROLE);
  await seed(profiles);
}

beforeAll(async () => {
  // Every denied write is also logged by the SDK; the assertions already say what happened.
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-rules',
    firestore: {
      rules: readFileSync(RULES_PATH, 'utf8'),
      ...emulatorAddress(process.env.FIRESTORE_EMULATOR_HOST),
    },
  });
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await seedProfiles();
});

afterAll(async () => {
  await testEnv?.cleanup();
});

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
      email: 'newbie@example.com',
      displayName: 'New Bie',
      photoURL: null,
      dateOfBirth: '1990-04-01',
      createdAt: serverTimestamp(),
      lastLoginAt: serverTimestamp(),
    });

    it('a user creates their own profile with no role', async () => {
      await assertSucceeds(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), valid()));
    });

    it("a user creates their own profile with role 'user'", async () => {
      await assertSucceeds(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), { ...valid(), role: 'user' }));
    });

    it('a user creates their own profile with only its uid', async () => {
      await assertSucceeds(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), { uid: 'uid-newbie' }));
    });

    it.each(['admin', 'superadmin', 'reviewer', 'editor', UNKNOWN_ROLE])(
      "escalation: a user cannot create their own profile with role '%s'",
      async (role) => {
        await assertFails(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), { ...valid(), role }));
      },
    );

    it.each<[string, (data: DocumentData) => DocumentData]>([
      ['a uid field of someone else', (data) => ({ ...data, uid: UID.superadmin })],
      ['no uid field', (data) => without(data, 'uid')],
      ['an extra key', (data) => ({ ...data, isAdmin: true })],
      ['a permissions key', (data) => ({ ...data, permissions: ['manage_users'] })],
      ['a displayName over 100 characters', (data) => ({ ...data, displayName: 'x'.repeat(101) })],
      ['an email over 254 characters', (data) => ({ ...data, email: `${'x'.repeat(250)}@example.com` })],
      ['a non-string displayName', (data) => ({ ...data, displayName: 42 })],
      ['a photoURL over 2048 characters', (data) => ({ ...data, photoURL: `https://example.com/${'x'.repeat(2048)}` })],
      ['a dateOfBirth that is a map', (data) => ({ ...data, dateOfBirth: { year: 1990 } })],
    ])('a user cannot create their own profile with %s', async (_label, change) => {
      await assertFails(setDoc(doc(dbAs(newbie), 'users', 'uid-newbie'), change(valid())));
    });

    it("nobody creates someone else's profile, not even a superadmin", async () => {
      await assertFails(setDoc(doc(dbAs(newbie), 'users', 'uid-other'), { ...valid(), uid: 'uid-other' }));
      await assertFails(setDoc(doc(dbAs(actor('superadmin')), 'users', 'uid-other'), { uid: 'uid-other' }));
      await assertFails(setDoc(doc(dbAs(actor('admin')), 'users', 'uid-other'), { uid: 'uid-other' }));
    });

    it('a signed-out visitor cannot create a profile', async () => {
      await assertFails(setDoc(doc(dbAs(ANONYMOUS), 'users', 'uid-newbie'), valid()));
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
    it.each(cases(denied))("escalation: %s (no manage_users) cannot change another user's role", async (_label, who) => {
      await assertFails(updateDoc(doc(dbAs(who), 'users', UID.user), { role: 'admin' }));
      await assertFails(updateDoc(doc(dbAs(who), 'users', UID.editor), { role: 'user' }));
    });
  });

  describe('delete', () => {
    it.each(cases(everyone))('%s deletes no profile, not even their own', async (_label, who) => {
      await assertFails(deleteDoc(doc(dbAs(who), 'users', UID.user)));
      if (who.uid !== null) await assertFails(deleteDoc(doc(dbAs(who), 'users', who.uid)));
    });
  });
});

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
    await assertSucceeds(setDoc(reference, { emailNotifications: true, defaultCalculator: 'x'.repeat(40) }));
    await assertSucceeds(deleteDoc(reference));
  });

  it.each(cases(everyone.filter((a) => a.uid !== UID.user)))("%s cannot read or write a user's preferences", async (_label, who) => {
    await seed({ [`userPreferences/${UID.user}`]: preferences });
    const reference = doc(dbAs(who), 'userPreferences', UID.user);
    await assertFails(getDoc(reference));
    await assertFails(setDoc(reference, preferences));
    await assertFails(updateDoc(reference, { emailNotifications: false }));
    await assertFails(deleteDoc(reference));
  });

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
    ['with a numeric defaultCalculator', { ...preferences, defaultCalculator: 7 }],
  ])('the owner cannot save preferences %s', async (_label, data) => {
    await assertFails(setDoc(doc(dbAs(actor('user')), 'userPreferences', UID.user), data));
  });

  it('the owner cannot add a key through an update', async () => {
    await seed({ [`userPreferences/${UID.user}`]: preferences });
    await assertFails(updateDoc(doc(dbAs(actor('user')), 'userPreferences', UID.user), { role: 'admin' }));
  });
});

// ---------------------------------------------------------------------------------------------
// activities/{id}
// ---------------------------------------------------------------------------------------------

describe('activities/{id}', () => {
  const activity = (userId: string, overrides: DocumentData = {}): DocumentData => ({
    userId,
    type: 'login',
    details: { method: 'password' },
    timestamp: '2026-01-01T10:00:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    ...overrides,
  });

  describe('create', () => {
    it.each(cases(signedIn))("%s logs their own 'login' and 'signup'", async (_label, who) => {
      await assertSucceeds(addDoc(collection(dbAs(who), 'activities'), activity(who.uid)));
      await assertSucceeds(addDoc(collection(dbAs(who), 'activities'), activity(who.uid, { type: 'signup', details: {} })));
    });

    it('a signed-out visitor cannot log an activity', async () => {
      await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'activities'), activity('')));
      await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'activities'), activity(UID.user)));
    });

    it.each(cases(roleActors))("%s cannot log an activity with someone else's userId", async (_label, who) => {
      const other = who.uid === UID.user ? UID.editor : UID.user;
      await assertFails(addDoc(collection(dbAs(who), 'activities'), activity(other)));
    });

    it.each<[string, DocumentData]>([
      ["type 'logout'", { type: 'logout' }],
      ["type 'role_change'", { type: 'role_change' }],
      ['an extra key', { role: 'admin' }],
      ['details that are a string', { details: 'logged in' }],
      ['a numeric timestamp', { timestamp: 1_700_000_000 }],
      ['a userAgent over 500 characters', { userAgent: 'x'.repeat(501) }],
      ['an ipAddress over 500 characters', { ipAddress: 'x'.repeat(501) }],
      ['a timestamp over 500 characters', { timestamp: 'x'.repeat(501) }],
    ])('a user cannot log an activity with %s', async (_label, overrides) => {
      await assertFails(addDoc(collection(dbAs(actor('user')), 'activities'), activity(UID.user, overrides)));
    });

    it.each(['userId', 'type', 'details', 'timestamp', 'ipAddress', 'userAgent'])(
      'a user cannot log an activity without %s',
      async (key) => {
        await assertFails(addDoc(collection(dbAs(actor('user')), 'activities'), without(activity(UID.user), key)));
      },
    );
  });

  describe('update and delete', () => {
    it.each(cases(everyone))('%s cannot update or delete an activity, even their own', async (_label, who) => {
      const owner = who.uid ?? UID.user;
      await seed({ 'activities/a1': activity(owner) });
      const reference = doc(dbAs(who), 'activities', 'a1');
      await assertFails(updateDoc(reference, { type: 'signup' }));
      await assertFails(setDoc(reference, activity(owner, { details: { edited: true } })));
      await assertFails(deleteDoc(reference));
    });
  });

  describe('read', () => {
    beforeEach(async () => {
      await seed({ 'activities/of-user': activity(UID.user), 'activities/of-editor': activity(UID.editor) });
    });

    it('a user reads their own activity, and lists their own', async () => {
      const db = dbAs(actor('user'));
      await assertSucceeds(getDoc(doc(db, 'activities', 'of-user')));
      const mine = await assertSucceeds(getDocs(query(collection(db, 'activities'), where('userId', '==', UID.user))));
      expect(mine.size).toBe(1);
    });

    const { allowed, denied } = split(['superadmin', 'admin']);

    it.each(cases(allowed))('%s (view_analytics) reads and lists everyone’s activities', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'activities', 'of-user')));
      const all = await assertSucceeds(getDocs(collection(dbAs(who), 'activities')));
      expect(all.size).toBe(2);
    });

    it.each(cases(denied))("%s cannot read another user's activity, nor list them all", async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'activities', who.uid === UID.editor ? 'of-user' : 'of-editor')));
      await assertFails(getDocs(collection(dbAs(who), 'activities')));
    });
  });
});

// ---------------------------------------------------------------------------------------------
// leads/{id}
// ---------------------------------------------------------------------------------------------

describe('leads/{id}', () => {
  /** Exactly what submitLead() in ./leads.ts writes. */
  const lead = (overrides: DocumentData = {}): DocumentData => ({
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    message: 'I would like advice on retirement planning.',
    page: '/contact',
    status: 'new',
    createdAt: serverTimestamp(),
    ...overrides,
  });

  /** A lead as it is stored, for seeding. */
  const storedLead = (status = 'new'): DocumentData => ({
    ...lead({ status }),
    createdAt: Timestamp.fromMillis(1_700_000_000_000),
  });

  describe('create', () => {
    it.each(cases(everyone))('%s sends a lead of the client’s exact shape', async (_label, who) => {
      await assertSucceeds(addDoc(collection(dbAs(who), 'leads'), lead()));
    });

    it.each<[string, DocumentData]>([
      ['names and a message at their limits', {
        firstName: 'x'.repeat(LEAD_LIMITS.name),
        lastName: 'y'.repeat(LEAD_LIMITS.name),
        message: 'm'.repeat(LEAD_LIMITS.message),
      }],
      ['an email at its limit', { email: `${'a'.repeat(LEAD_LIMITS.email - 12)}@example.com` }],
      ['no phone', { phone: '' }],
      ['a phone at its limit', { phone: '9'.repeat(LEAD_LIMITS.phone) }],
      ['a page at its limit', { page: `/${'p'.repeat(LEAD_LIMITS.page - 1)}` }],
      ['the root page', { page: '/' }],
      ['one-character names and message', { firstName: 'A', lastName: 'B', message: '?' }],
      ['Devanagari names of 100 characters', { firstName: 'अ'.repeat(100), lastName: 'आ'.repeat(100) }],
    ])('an anonymous visitor sends a lead with %s', async (_label, overrides) => {
      await assertSucceeds(addDoc(collection(dbAs(ANONYMOUS), 'leads'), lead(overrides)));
    });

    it.each<[string, DocumentData]>([
      ['an extra field', { source: 'ads' }],
      ['an extra role field', { role: 'admin' }],
      ["status 'contacted'", { status: 'contacted' }],
      ["status 'closed'", { status: 'closed' }],
      ['a client-chosen createdAt', { createdAt: Timestamp.fromMillis(1_600_000_000_000) }],
      ['a client Date as createdAt', { createdAt: new Date() }],
      ['a string createdAt', { createdAt: '2026-01-01T00:00:00Z' }],
      ['an oversized message', { message: 'm'.repeat(LEAD_LIMITS.message + 1) }],
      ['an empty message', { message: '' }],
      ['an empty first name', { firstName: '' }],
      ['an oversized first name', { firstName: 'x'.repeat(LEAD_LIMITS.name + 1) }],
      ['an oversized last name', { lastName: 'x'.repeat(LEAD_LIMITS.name + 1) }],
      ['a numeric first name', { firstName: 7 }],
      ["a bad email 'asha'", { email: 'asha' }],
      ["a bad email 'asha@example'", { email: 'asha@example' }],
      ["a bad email 'asha rao@example.com'", { email: 'asha rao@example.com' }],
      ["a bad email 'a@@b.co'", { email: 'a@@b.co' }],
      ["a bad email '@example.com'", { email: '@example.com' }],
      ['an oversized email', { email: `${'a'.repeat(LEAD_LIMITS.email - 11)}@example.com` }],
      ['an oversized phone', { phone: '9'.repeat(LEAD_LIMITS.phone + 1) }],
      ['a null phone', { phone: null }],
      ['an empty page', { page: '' }],
      ["a page not starting with '/'", { page: 'https://evil.example/' }],
      ['an oversized page', { page: `/${'p'.repeat(LEAD_LIMITS.page)}` }],
    ])('an anonymous visitor cannot send a lead with %s', async (_label, overrides) => {
      await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'leads'), lead(overrides)));
    });

    it.each(['firstName', 'lastName', 'email', 'phone', 'message', 'page', 'status', 'createdAt'])(
      'an anonymous visitor cannot send a lead without %s',
      async (key) => {
        await assertFails(addDoc(collection(dbAs(ANONYMOUS), 'leads'), without(lead(), key)));
      },
    );

    it('a superadmin cannot create a lead of another shape either', async () => {
      await assertFails(addDoc(collection(dbAs(actor('superadmin')), 'leads'), lead({ status: 'qualified' })));
    });
  });

  describe('read', () => {
    beforeEach(async () => {
      await seed({ 'leads/l1': storedLead(), 'leads/l2': storedLead('contacted') });
    });

    const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);

    it.each(cases(allowed))('%s (view_leads or manage_leads) gets and lists leads', async (_label, who) => {
      await assertSucceeds(getDoc(doc(dbAs(who), 'leads', 'l1')));
      const all = await assertSucceeds(getDocs(collection(dbAs(who), 'leads')));
      expect(all.size).toBe(2);
    });

    it.each(cases(denied))('%s cannot get or list leads', async (_label, who) => {
      await assertFails(getDoc(doc(dbAs(who), 'leads', 'l1')));
      await assertFails(getDocs(collection(dbAs(who), 'leads')));
      await assertFails(getDocs(query(collection(dbAs(who), 'leads'), where('status', '==', 'new'))));
    });
  });

  describe('update', () => {
    beforeEach(async () => {
      await seed({ 'leads/l1': storedLead() });
    });

    it.each<[Role, string]>([
      ['admin', 'contacted'],
      ['admin', 'qualified'],
      ['admin', 'closed'],
      ['superadmin', 'closed'],
      ['superadmin', 'new'],
    ])("a %s (manage_leads) sets a lead's status to '%s'", async (role, status) => {
      await assertSucceeds(updateDoc(doc(dbAs(actor(role)), 'leads', 'l1'), { status }));
      expect((await readAsAdmin('leads/l1'))?.status).toBe(status);
    });

    it.each(['spam', 'deleted', '', 'Contacted'])("manage_leads cannot set an unknown status '%s'", async (status) => {
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'leads', 'l1'), { status }));
    });

    it.each<[string, DocumentData]>([
      ['the email', { email: 'other@example.com' }],
      ['the message', { message: 'edited' }],
      ['the status and the message', { status: 'contacted', message: 'edited' }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ['a new field', { notes: 'called back' }],
      ['a removed field', { phone: deleteField() }],
    ])('manage_leads cannot change %s', async (_label, change) => {
      await assertFails(updateDoc(doc(dbAs(actor('admin')), 'leads', 'l1'), change));
      await assertFails(updateDoc(doc(dbAs(actor('superadmin')), 'leads', 'l1'), change));
    });

    const { denied } = split(['superadmin', 'admin']);
    it.each(cases(denied))("%s (no manage_leads) cannot change a lead's status", async (_label, who) => {
      await assertFails(updateDoc(doc(dbAs(who), 'leads', 'l1'), { status: 'contacted' }));
    });
  });

  describe('delete', () => {
    it.each(cases(everyone))('%s cannot delete a lead', async (_label, who) => {
      await seed({ 'leads/l1': storedLead() });
      await assertFails(deleteDoc(doc(dbAs(who), 'leads', 'l1')));
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Everything else
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// calculations/{id}
// ---------------------------------------------------------------------------------------------

function calculationOf(userId: string | null): DocumentData {
  return {
    userId,
    calculator: 'home-loan',
    inputs: { amount: 2500000, rate: 8.5, years: 20 },
    results: { emi: 21695.58, totalInterest: 2706939.2 },
    createdAt: serverTimestamp(),
  };
}

describe('calculations/{id}', () => {
  describe('create', () => {
    const { allowed, denied } = split(['superadmin', 'user', 'no role field', `unknown role '${UNKNOWN_ROLE}'`, 'no profile']);

    it.each(cases(allowed))('%s (save_calculations) saves their own calculation', async (_label, who) => {
      await assertSucceeds(addDoc(collection(dbAs(who), 'calculations'), calculationOf(who.uid)));
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
      ['inputs that are not a map', { inputs: 'amount=1' }],
      ['too many results', { results: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`r${i}`, i])) }],
    ])('a user cannot save one with %s', async (_label, change) => {
      await assertFails(addDoc(collection(dbAs(actor('user')), 'calculations'), { ...calculationOf(UID.user), ...change }));
    });

    it('a user cannot save one without results', async () => {
      await assertFails(addDoc(collection(dbAs(actor('user')), 'calculations'), without(calculationOf(UID.user), 'results')));
    });
  });

  describe('read, update and delete', () => {
    beforeEach(async () => {
      await seed({
        'calculations/mine': { ...calculationOf(UID.user), createdAt: Timestamp.fromMillis(1_700_000_000_000) },
        'calculations/theirs': { ...calculationOf(UID.superadmin), createdAt: Timestamp.fromMillis(1_700_000_000_000) },
      });
    });

    it('the owner reads, lists (filtered on their uid) and deletes their own', async () => {
      const db = dbAs(actor('user'));
      await assertSucceeds(getDoc(doc(db, 'calculations', 'mine')));
      const mine = await assertSucceeds(getDocs(query(collection(db, 'calculations'), where('userId', '==', UID.user))));
      expect(mine.size).toBe(1);
      await assertSucceeds(deleteDoc(doc(db, 'calculations', 'mine')));
    });

    it.each(cases(everyone.filter((who) => who.uid !== UID.user)))("%s cannot read or delete a user's calculation", async (_label, who) => {
      const db = dbAs(who);
      await assertFails(getDoc(doc(db, 'calculations', 'mine')));
      await assertFails(deleteDoc(doc(db, 'calculations', 'mine')));
    });

    it('nobody lists all calculations, not even a superadmin', async () => {
      await assertFails(getDocs(collection(dbAs(actor('superadmin')), 'calculations')));
      await assertFails(getDocs(collection(dbAs(actor('user')), 'calculations')));
    });

    it('the owner cannot change a saved calculation', async () => {
      await assertFails(updateDoc(doc(dbAs(actor('user')), 'calculations', 'mine'), { results: { emi: 1 } }));
    });
  });
});

describe('other collections', () => {
  it.each(['settings', 'posts', 'anything'])('nobody reads or writes %s, not even a superadmin', async (name) => {
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
