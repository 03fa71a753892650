import type { BrowserContext, Page } from '@playwright/test';
import { expect, FIRESTORE, PROJECT_ID, waitUntilReady } from './site';

// The account section's end-to-end helpers: fresh accounts, the Auth emulator's emailed links,
// and documents read and changed in the Firestore emulator as an administrator would.

export const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
/** A password the site's policy accepts. */
export const GOOD_PASSWORD = 'violet tractor pension lamp';

let made = 0;
/** An email address no test has used. */
export function freshEmail(label: string): string {
  made += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${made}@example.test`;
}

/** Creates a sign-in account (password) in the Auth emulator, with no profile yet; returns its uid. */
export async function createAuthAccount(email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.ok, `creating ${email} in the Auth emulator`).toBe(true);
  return ((await response.json()) as { localId: string }).localId;
}

interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

/** The links the Auth emulator has "emailed" to an address, newest last. */
export async function emailedLinks(email: string): Promise<OobCode[]> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.email.toLowerCase() === email.toLowerCase());
}

/** The uid of the Auth emulator's account with this email, or null. */
export async function uidOf(email: string): Promise<string | null> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await response.json()) as {
    users?: { localId: string; providerUserInfo?: { providerId: string }[] }[];
  };
  return body.users?.[0]?.localId ?? null;
}

type FirestoreValue = Record<string, unknown>;

/** A Firestore REST value as plain JSON: { stringValue: 'x' } → 'x', maps and arrays inside out. */
export function plain(value: FirestoreValue | undefined): unknown {
  if (!value) return undefined;
  const [kind, inner] = Object.entries(value)[0] ?? [];
  switch (kind) {
    case 'mapValue':
      return Object.fromEntries(
        Object.entries((inner as { fields?: Record<string, FirestoreValue> }).fields ?? {}).map(([key, item]) => [
          key,
          plain(item),
        ]),
      );
    case 'arrayValue':
      return ((inner as { values?: FirestoreValue[] }).values ?? []).map(plain);
    case 'integerValue':
      return Number(inner);
    case 'nullValue':
      return null;
    default:
      return inner;
  }
}

/** A document, read with the rules off (the emulator's owner token), or null when there is none. */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return null;
  expect(response.ok, `reading ${path}`).toBe(true);
  const body = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return plain({ mapValue: { fields: body.fields ?? {} } }) as Record<string, unknown>;
}

/** The documents of a collection whose `field` equals `value`, read with the rules off. */
export async function findDocuments(
  collection: string,
  field: string,
  value: string,
): Promise<({ id: string } & Record<string, unknown>)[]> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  const rows = (await response.json()) as { document?: { name: string; fields: Record<string, FirestoreValue> } }[];
  return rows.flatMap((row) =>
    row.document
      ? [
          {
            id: row.document.name.split('/').pop() ?? '',
            ...(plain({ mapValue: { fields: row.document.fields } }) as Record<string, unknown>),
          },
        ]
      : [],
  );
}

/** Sets one string field of a document with the rules off (as an administrator's tool would). */
export async function setField(path: string, field: string, value: string): Promise<void> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?updateMask.fieldPaths=${field}`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { [field]: { stringValue: value } } }),
    },
  );
  expect(response.ok, `setting ${path}.${field}`).toBe(true);
}

/** Signs in through the site's own form. */
export async function signInWithForm(
  page: Page,
  email: string,
  password = GOOD_PASSWORD,
  { remember = false }: { remember?: boolean } = {},
): Promise<void> {
  await waitUntilReady(page, 'page');
  await page.locator('main').getByLabel('Email').fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.locator('main').getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** An adult's date of birth, which sign-up requires (no account for anyone under 18). */
export const ADULT_BIRTHDAY = '1990-04-01';

/** Creates an account through the site's own sign-up form and waits for the dashboard. */
export async function signUpWithForm(
  page: Page,
  {
    name,
    email,
    password = GOOD_PASSWORD,
    dateOfBirth = ADULT_BIRTHDAY,
  }: { name: string; email: string; password?: string; dateOfBirth?: string },
): Promise<void> {
  await page.goto('/signup');
  await waitUntilReady(page, 'page');
  await page.locator('main').getByLabel('Full name').fill(name);
  await page.locator('main').getByLabel('Email').fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  await page.locator('main').getByLabel('Confirm password').fill(password);
  await page.locator('main').getByLabel('Date of birth').fill(dateOfBirth);
  await page.locator('main').getByLabel('I have read the privacy notice and agree').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** Aborts every request that would leave this machine, and lists them. */
export async function keepLocal(context: BrowserContext): Promise<string[]> {
  const left: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      left.push(route.request().url());
      await route.abort();
    },
  );
  return left;
}
