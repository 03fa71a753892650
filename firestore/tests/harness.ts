/**
 * The harness of the Firestore rules tests (../firestore.rules), run against the
 * emulator at FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080): who is who (one seeded profile
 * per role, plus odd cases), and how a test reads and writes as one of them. Each
 * <collection>.rules.test.ts beside this file calls setUpRulesEnvironment() and tests one
 * collection: per role, what is allowed and what is denied, privilege escalation included.
 *
 * Each file has a project of its own in the emulator (demo-rules-<file>), so the files run in
 * parallel. It is seeded once, and every case starts from exactly that seed: before each case
 * the harness reads the project's documents and puts back only what the previous case changed
 * (seedOnce adds a describe block's own documents to the seed of its cases).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { INVITE_LIFETIME_DAYS, ROLES, type Role, type AuditAction, type AuditValues } from '@meridian/shared';

const RULES_PATH = fileURLToPath(new URL('../firestore.rules', import.meta.url));

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
export const UID: Readonly<Record<Role, string>> = {
  superadmin: 'uid-superadmin',
  admin: 'uid-admin',
  editor: 'uid-editor',
  reviewer: 'uid-reviewer',
  user: 'uid-user',
};
export const NO_ROLE_UID = 'uid-no-role';
export const UNKNOWN_ROLE_UID = 'uid-unknown-role';
export const NO_PROFILE_UID = 'uid-no-profile';
export const UNKNOWN_ROLE = 'wizard';

/** An actor of a test: a seeded uid, or null for a signed-out visitor. */
export type Actor = { label: string; uid: string | null };
export type SignedInActor = Actor & { uid: string };

export const roleActors: readonly Actor[] = ROLES.map((role) => ({ label: role, uid: UID[role] }));
export const NO_ROLE: Actor = { label: 'no role field', uid: NO_ROLE_UID };
export const UNKNOWN: Actor = { label: `unknown role '${UNKNOWN_ROLE}'`, uid: UNKNOWN_ROLE_UID };
export const NO_PROFILE: Actor = { label: 'no profile', uid: NO_PROFILE_UID };
export const ANONYMOUS: Actor = { label: 'anonymous', uid: null };
export const everyone: readonly Actor[] = [...roleActors, NO_ROLE, UNKNOWN, NO_PROFILE, ANONYMOUS];
export const signedIn: readonly SignedInActor[] = everyone.filter((a): a is SignedInActor => a.uid !== null);

/** Rows for it.each: the actor's label (for '%s' in the title), then the actor. */
export function cases<A extends Actor>(actors: readonly A[]): [string, A][] {
  return actors.map((a) => [a.label, a]);
}

export function actor(role: Role): SignedInActor {
  return { label: role, uid: UID[role] };
}

/** A copy of the data without one key. */
export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** Actors split by whether a rule should let them through. */
export function split(allowed: readonly string[]): { allowed: Actor[]; denied: Actor[] } {
  return {
    allowed: everyone.filter((a) => allowed.includes(a.label)),
    denied: everyone.filter((a) => !allowed.includes(a.label)),
  };
}

/**
 * A time long past (November 2023): a document's time as seeded, or one a client sets itself
 * where the rules want the server's.
 */
export const PAST = Timestamp.fromMillis(1_700_000_000_000);

export function profileOf(uid: string, role: string | undefined): DocumentData {
  return {
    uid,
    email: emailOf(uid),
    displayName: uid,
    ...(role === undefined ? {} : { role }),
    createdAt: PAST,
  };
}

/**
 * A lead as stored (seeded with the rules off), of the shape the contact endpoint in functions/
 * writes with the Admin SDK (no client may create one): 'new' unless `status` says otherwise.
 */
export function storedLead(status = 'new'): DocumentData {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    message: 'I would like advice on retirement planning.',
    page: '/contact',
    status,
    createdAt: PAST,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A complaint as stored (seeded with the rules off), of the shape the public-write endpoint writes
 * with the Admin SDK: lodged from the form by `uid` (null for a visitor), received a day ago,
 * 'received' unless `overrides` says otherwise. Its id is its ticket.
 */
export function storedComplaint(ticket: string, uid: string | null, overrides: DocumentData = {}): DocumentData {
  return {
    ticket,
    source: 'direct',
    receivedAt: Timestamp.fromMillis(Date.now() - DAY_MS),
    resolvedAt: null,
    status: 'received',
    impersonation: false,
    category: 'fees',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '',
    isClient: true,
    description: 'I was billed twice this quarter.',
    uid,
    reference: '',
    resolution: '',
    ...overrides,
  };
}

/**
 * A grievance to the data protection officer as the endpoint stores it (seeded with the rules
 * off: no client creates one), sent by `uid`; open unless `overrides` says otherwise.
 */
export function storedGrievance(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    uid,
    email: emailOf(uid),
    category: 'access',
    subject: 'My data',
    description: 'Please tell me what you hold.',
    status: 'open',
    receivedAt: PAST,
    dueBy: '2023-12-14',
    answeredAt: null,
    answer: '',
    ...overrides,
  };
}

/** The content of a blog post as the editorial desk saves it (PostFields and the author's name). */
export function postContent(overrides: DocumentData = {}): DocumentData {
  return {
    title: 'How a SIP grows over twenty years',
    slug: 'how-a-sip-grows',
    excerpt: 'Compounding explained with the numbers of a monthly SIP over twenty years.',
    body: '## Start early\n\nThe numbers.',
    category: 'Investment',
    tags: ['SIP', 'Compounding'],
    author: 'Priya Sharma',
    searchTitle: 'How a SIP grows over 20 years',
    description: 'The numbers of a monthly SIP.',
    classification: 'educational',
    approvalRef: '',
    approvalDate: '',
    ...overrides,
  };
}

/**
 * A post as stored (seeded with the rules off), written by the seeded editor long ago, in
 * `status` (published and unpublished ones with a publishAt long past), its revision 'rev-1'
 * (an approved one approved as that revision).
 */
export function storedPost(status: string, overrides: DocumentData = {}): DocumentData {
  return {
    ...postContent(),
    status,
    publishAt: status === 'published' || status === 'unpublished' ? PAST : null,
    createdBy: UID.editor,
    createdAt: PAST,
    updatedAt: PAST,
    updatedBy: UID.editor,
    reviewNote: '',
    revisionId: 'rev-1',
    // An approved post was approved as its revision 'rev-1' (issue 37: publishing needs it).
    ...(status === 'approved' ? { approvedRevisionId: 'rev-1' } : {}),
    ...overrides,
  };
}

/**
 * A reader's comment as the public-write endpoint stores it (seeded with the rules off: no client
 * creates one), by `uid` on the post 'p1'; pending unless `overrides` says otherwise.
 */
export function storedComment(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    postId: 'p1',
    slug: 'how-a-sip-grows',
    uid,
    displayName: 'Uma Reader',
    text: 'Thank you, the table of returns helped.',
    status: 'pending',
    createdAt: PAST,
    ...overrides,
  };
}

/**
 * An invite as stored (seeded with the rules off): pending unless `status` says otherwise, made
 * a day ago by the seeded admin (by the superadmin for a 'superadmin' invite, which only they
 * make), expiring INVITE_LIFETIME_DAYS after that. Spread over it to change any field, e.g.
 * { expiresAt: PAST } for an expired invite.
 */
export function storedInvite(email: string, role: string, status = 'pending'): DocumentData {
  const createdAt = Date.now() - DAY_MS;
  return {
    email,
    role,
    status,
    invitedBy: role === 'superadmin' ? UID.superadmin : UID.admin,
    createdAt: Timestamp.fromMillis(createdAt),
    expiresAt: Timestamp.fromMillis(createdAt + INVITE_LIFETIME_DAYS * DAY_MS),
    auditId: 'audit-invite',
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

/** The email each seeded account signed in with (its profile's), as its ID token carries it. */
export function emailOf(uid: string): string {
  return `${uid}@example.com`;
}

/**
 * Firestore as `who`. Their ID token carries their email, verified (staff permissions need it),
 * and the time they signed in (now); `token` changes any of these, e.g. { auth_time } for a
 * session that began earlier, or UNVERIFIED.
 */
export function dbAs(who: Actor, token: TokenOptions = {}): Firestore {
  const context =
    who.uid === null
      ? testEnv.unauthenticatedContext()
      : testEnv.authenticatedContext(who.uid, {
          email: emailOf(who.uid),
          email_verified: true,
          auth_time: Math.floor(Date.now() / 1000),
          ...token,
        });
  return firestoreOf(context);
}

/** The token of a session whose email is not verified (no staff permission works in it). */
export const UNVERIFIED: TokenOptions = { email_verified: false };

/**
 * The token of a session whose sign-in has moved to another address, verified: not the email of
 * the profile, to which the role was given, so no staff permission works in it.
 */
export const MOVED_EMAIL = 'moved.elsewhere@example.com';
export const MOVED: TokenOptions = { email: MOVED_EMAIL };

/** Commits one batch as `who`: whatever `writes` puts in it. */
export async function commitBatch(
  who: Actor,
  writes: (batch: WriteBatch, db: Firestore) => void,
  token: TokenOptions = {},
): Promise<void> {
  const db = dbAs(who, token);
  const batch = writeBatch(db);
  writes(batch, db);
  await batch.commit();
}

/** A new id in auditLog, as the client makes one (doc(collection(db, 'auditLog')).id). */
export function newAuditId(db: Firestore): string {
  return doc(collection(db, 'auditLog')).id;
}

/** What an audit entry says about a change: AuditLogDocument but its actor and time. */
export interface AuditFields {
  /** An AuditAction (any string, for tests of what the rules refuse). */
  action: AuditAction | string;
  target: string;
  before: AuditValues | null;
  after: AuditValues;
  note?: string;
}

/** An auditLog entry as `who` writes it: their uid and email, the server's time, note '' by default. */
export function auditEntry(who: SignedInActor, fields: AuditFields): DocumentData {
  return {
    actor: who.uid,
    actorEmail: emailOf(who.uid),
    action: fields.action,
    target: fields.target,
    before: fields.before,
    after: fields.after,
    note: fields.note ?? '',
    at: serverTimestamp(),
  };
}

/**
 * The audited way staff change a document: one batch, as `who`, with `change(batch, db, auditId)`
 * (which writes the document and its auditId) and, unless `fields` is null, the audit entry
 * auditLog/{auditId} (`entry` replaces any of its fields, for tests of bad entries).
 */
export function audited(
  who: SignedInActor,
  fields: AuditFields | null,
  change: (batch: WriteBatch, db: Firestore, auditId: string) => void,
  options: { token?: TokenOptions; entry?: DocumentData } = {},
): Promise<void> {
  return commitBatch(
    who,
    (batch, db) => {
      const auditId = newAuditId(db);
      change(batch, db, auditId);
      if (fields) batch.set(doc(db, 'auditLog', auditId), { ...auditEntry(who, fields), ...options.entry });
    },
    options.token,
  );
}

/** The most writes Firestore takes in one commit. */
const BATCH_LIMIT = 500;

/** Writes documents with the rules switched off (in batches: one commit for a seed of up to 500). */
export async function seed(documents: Readonly<Record<string, DocumentData>>): Promise<void> {
  const entries = Object.entries(documents);
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (let start = 0; start < entries.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(start, start + BATCH_LIMIT)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

/** Reads a document with the rules switched off. */
export async function readAsAdmin(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(firestoreOf(context), path))).data();
  });
  return data;
}

export async function seedProfiles(): Promise<void> {
  const profiles: Record<string, DocumentData> = {};
  for (const role of ROLES) profiles[`users/${UID[role]}`] = profileOf(UID[role], role);
  profiles[`users/${NO_ROLE_UID}`] = profileOf(NO_ROLE_UID, undefined);
  profiles[`users/${UNKNOWN_ROLE_UID}`] = profileOf(UNKNOWN_ROLE_UID, UNKNOWN_ROLE);
  await seed(profiles);
}

// ---------------------------------------------------------------------------------------------
// The seed a case starts from. The emulator's REST API, as the owner (rules off), reads every
// document of the file's project in one query and puts back the seed in one commit.
// ---------------------------------------------------------------------------------------------

/** A document as the REST API gives it: its full name and its fields in the API's encoding. */
interface StoredDocument {
  name: string;
  fields?: Record<string, unknown>;
}

/** Every document of the project, by name: its fields, and their text with the keys sorted. */
type Contents = Map<string, { fields: Record<string, unknown>; text: string }>;

/** The URL of the documents of the file's project, set with the environment. */
let documentsUrl = '';

/** The seeds in force, innermost last: the file's, then one per seedOnce block being run. */
const seeds: Contents[] = [];

/** JSON with every object's keys sorted, so that equal fields give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A call of the REST API on the project's documents, as the owner: the rules do not apply. */
async function asOwner(method: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${documentsUrl}:${method}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`The emulator answered ${method} with ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Every document of the project, subcollections included. */
async function contents(): Promise<Contents> {
  const results = (await asOwner('runQuery', { structuredQuery: { from: [{ allDescendants: true }] } })) as {
    document?: StoredDocument;
  }[];
  const found: Contents = new Map();
  for (const { document } of results) {
    if (!document) continue;
    const fields = document.fields ?? {};
    found.set(document.name, { fields, text: canonical(fields) });
  }
  return found;
}

/**
 * Makes the project hold exactly `target`: deletes what a case added, and writes back what it
 * changed or deleted. Nothing is written when nothing changed.
 */
async function restore(target: Contents): Promise<void> {
  const now = await contents();
  const writes: unknown[] = [];
  for (const name of now.keys()) if (!target.has(name)) writes.push({ delete: name });
  for (const [name, { fields, text }] of target) {
    if (now.get(name)?.text !== text) writes.push({ update: { name, fields } });
  }
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    await asOwner('commit', { writes: writes.slice(start, start + BATCH_LIMIT) });
  }
}

function currentSeed(): Contents {
  const current = seeds.at(-1);
  if (!current) throw new Error('setUpRulesEnvironment() has not seeded the project yet.');
  return current;
}

/**
 * The project id of a test file: demo-rules-<its name>, e.g. demo-rules-users for
 * users.rules.test.ts (an id starting with demo- never reaches a real project).
 */
function projectIdOf(file: string): string {
  const name = basename(file)
    .replace(/(\.rules)?\.test\.ts$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `demo-rules-${name}`;
}

/**
 * Starts the test environment for a test file, in a project of its own with the rules loaded,
 * and seeds the profiles once. Before each case, whatever the previous one changed is undone, so
 * every case starts from the seed, in any order.
 */
export function setUpRulesEnvironment(): void {
  beforeAll(async () => {
    // Every denied write is also logged by the SDK; the assertions already say what happened.
    setLogLevel('silent');
    const file = expect.getState().testPath;
    if (!file) throw new Error('setUpRulesEnvironment() is for a test file: vitest gave no test path.');
    const projectId = projectIdOf(file);
    const { host, port } = emulatorAddress(process.env.FIRESTORE_EMULATOR_HOST);
    testEnv = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host, port },
    });
    documentsUrl = `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents`;
    // Whatever an earlier run left in the project.
    await testEnv.clearFirestore();
    await seedProfiles();
    seeds.length = 0;
    seeds.push(await contents());
  });

  beforeEach(async () => {
    await restore(currentSeed());
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });
}

/**
 * Documents the cases of the enclosing describe block (or of the whole file, at its top level)
 * start from, on top of the profiles: seeded once, before the block's first case, and put back
 * before each of its cases like the profiles. `documents` may be a function, called then (for
 * documents whose times are relative to now).
 */
export function seedOnce(
  documents: Readonly<Record<string, DocumentData>> | (() => Readonly<Record<string, DocumentData>>),
): void {
  beforeAll(async () => {
    await restore(currentSeed());
    await seed(typeof documents === 'function' ? documents() : documents);
    seeds.push(await contents());
  });

  afterAll(() => {
    seeds.pop();
  });
}
