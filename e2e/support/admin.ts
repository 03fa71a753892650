import type { Page } from '@playwright/test';
import { AUTH, createAuthAccount, findDocuments, freshEmail } from './account';
import { type DemoRole, signInAs } from './sessions';
import { demoAccounts, expect, FIRESTORE, openPage, PROJECT_ID } from './site';

// The admin section's end-to-end helpers: documents written with the rules off (as a seed would),
// people of each role, and signing in as them.

/** A timestamp as Firestore stores it, to the microsecond (a Date stops at the millisecond). */
export interface Micros {
  timestampValue: string;
}

type Plain = string | number | boolean | null | Date | Micros | PlainMap | readonly Plain[];
interface PlainMap {
  readonly [key: string]: Plain;
}

const isMicros = (value: Micros | PlainMap): value is Micros => typeof value.timestampValue === 'string';

const isList = (value: Plain): value is readonly Plain[] => Array.isArray(value);

function encode(value: Plain): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (isList(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return isMicros(value) ? { ...value } : { mapValue: { fields: encodeFields(value) } };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

function encodeFields(fields: PlainMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encode(value)]));
}

/** Writes a whole document with the rules off (the emulator's owner token). */
export async function writeDocument(path: string, fields: Record<string, Plain>): Promise<void> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: encodeFields(fields),
    }),
  });
  expect(response.ok, `writing ${path}`).toBe(true);
}

/** Deletes a document with the rules off (the emulator's owner token); one already gone is fine. */
export async function deleteDocument(path: string): Promise<void> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  expect(response.ok, `deleting ${path}`).toBe(true);
}

/** A new person with a sign-in account and a profile of role 'user'; returns their email and uid. */
export async function freshClient(label: string, { verified = false } = {}): Promise<{ email: string; uid: string }> {
  const email = freshEmail(label);
  const uid = await createAuthAccount(email);
  if (verified) await markVerified(uid);
  const now = new Date();
  await writeDocument(`users/${uid}`, {
    uid,
    email,
    displayName: `E2E ${label}`,
    role: 'user',
    createdAt: now,
    lastLoginAt: now,
  });
  return { email, uid };
}

/** A contact-form lead, written as the form would; returns its id. */
export async function writeLead(fields: { firstName: string; email: string; message: string }): Promise<string> {
  const id = `e2e-lead-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await writeDocument(`leads/${id}`, {
    firstName: fields.firstName,
    lastName: 'Test',
    email: fields.email,
    phone: '',
    message: fields.message,
    page: '/contact',
    status: 'new',
    createdAt: new Date(),
  });
  return id;
}

/** The demo account of a role. */
export function demoOf(role: string): { email: string; role: string } {
  const account = demoAccounts.accounts.find((item) => item.role === role);
  if (!account) throw new Error(`demo-accounts.json has no ${role} account`);
  return account;
}

/**
 * Opens a page of the admin area as a role's demo account, from its stored session
 * (support/sessions.ts). /admin is reached as a person reaches it, through the top bar's Admin
 * link on the home page (which, for an editor, opens the Blog tab); any other path directly.
 */
export async function openAdminAs(page: Page, role: DemoRole, path = '/admin'): Promise<void> {
  await signInAs(page, role);
  if (path === '/admin') {
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
}

/** The audit entries about a document, read with the rules off. */
export function auditEntriesOf(target: string) {
  return findDocuments('auditLog', 'target', target);
}

/** An ID token of a password account, from the Auth emulator. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok, `signing ${email} in`).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The status of reading a document as the holder of an ID token (the rules apply). */
export async function readStatusAs(idToken: string, path: string): Promise<number> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return response.status;
}

/**
 * Opens `path` of the admin area directly as a role's demo account, from its stored session (not
 * through the top bar's Admin link, which opens /admin and, for a role without the Users tab,
 * starts the Users tab's early read that the rules refuse).
 */
export async function openDeskAs(page: Page, role: DemoRole, path: string): Promise<void> {
  await signInAs(page, role);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
}

/** A post as the desk keeps it, with its status and publishAt; what a test leaves out is a plain default. */
export interface DeskPost {
  id: string;
  slug: string;
  title: string;
  status: 'approved' | 'published' | 'unpublished';
  publishAt: Date | null;
  excerpt?: string;
  body?: string;
  category?: string;
  tags?: string[];
}

/**
 * Writes a post with the rules off, as the desk would have left it (as the seed writes the blog's
 * articles): the post, its address and its one revision, recorded as the published one once it
 * has been published.
 */
export async function writeDeskPost(post: DeskPost): Promise<void> {
  const content = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? 'Compounding explained with the numbers of a monthly SIP over twenty years.',
    body: post.body ?? '## Start early\n\nThe published text.',
    category: post.category ?? 'Investment',
    tags: post.tags ?? ['SIP'],
    author: 'E2E Editor',
    searchTitle: '',
    description: '',
    classification: 'educational',
    approvalRef: '',
    approvalDate: '',
  };
  const now = new Date();
  await writeDocument(`posts/${post.id}/revisions/rev-1`, {
    ...content,
    savedBy: 'e2e-editor',
    byName: 'E2E Editor',
    savedAt: now,
  });
  await writeDocument(`slugs/${post.slug}`, { postId: post.id, at: now });
  await writeDocument(`posts/${post.id}`, {
    ...content,
    status: post.status,
    publishAt: post.publishAt,
    createdBy: 'e2e-editor',
    createdAt: now,
    updatedAt: now,
    updatedBy: 'e2e-editor',
    reviewNote: '',
    revisionId: 'rev-1',
    // Approved as rev-1 (publishing needs the approved revision), and published as it after.
    approvedRevisionId: 'rev-1',
    ...(post.status === 'approved' ? {} : { publishedRevisionId: 'rev-1' }),
  });
}

/** A tag no other run shares, for a test's post ids and addresses. */
export const runTag = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A post published by the desk (its publishAt tomorrow, so it never goes live beside the blog's
 * own). Returns its id and address.
 */
export async function writePublishedPost(title: string): Promise<{ id: string; slug: string }> {
  const tag = runTag();
  const post = { id: `e2e-post-${tag}`, slug: `e2e-published-${tag}`, title };
  await writeDeskPost({ ...post, status: 'published', publishAt: new Date(Date.now() + 86_400_000) });
  return { id: post.id, slug: post.slug };
}

/** Marks an Auth emulator account's email verified, as its owner clicking the link would. */
async function markVerified(uid: string): Promise<void> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  expect(response.ok, `verifying ${uid} in the Auth emulator`).toBe(true);
}
