import { test as base, expect, type Page } from '@playwright/test';
import { gzipTransferSize } from '../../scripts/lib/transfer-size.mjs';
import { MEMORY_PREFIX, SESSION_ENTRY } from '@meridian/shared/device-memory';
import { REMOTES } from '@meridian/shared/registry';
import { MIN_FILL_MS } from '@meridian/shared/submissions';
import demo from '@meridian/shared/demo-accounts' with { type: 'json' };

export { expect };
export const demoAccounts = demo;
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-meridian';
export const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;

/** Where each remote's site is served (the Hosting emulator, ports from the registry). */
export const REMOTE_ORIGIN = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, `http://127.0.0.1:${remote.port}`]),
) as Record<(typeof REMOTES)[number]['name'], string>;

/** Every public page of the site built so far, with the heading a visitor sees first. */
export const PUBLIC_ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Plan with clarity/ },
  { path: '/services', heading: /^Our Services$/ },
  { path: '/contact', heading: /Let's Start a Conversation About Your Future/ },
  { path: '/services/mutual-funds', heading: /^Mutual fund investment$/ },
  { path: '/privacy', heading: /^Privacy policy$/ },
  { path: '/terms', heading: /Terms/ },
  { path: '/cookies', heading: /Cookie/ },
  { path: '/disclaimers', heading: /Disclaimer/ },
  { path: '/investor-charter', heading: /^Investor charter$/i },
  { path: '/complaints', heading: /complain/i },
  { path: '/complaints-data', heading: /complaint/i },
  { path: '/about', heading: /^The people behind your plan$/ },
  { path: '/fees', heading: /^How we charge$/ },
  { path: '/accessibility', heading: /^Accessibility statement$/ },
  { path: '/registrations', heading: /^Our registrations$/ },
  // The privacy notice in Hindi (issue 35, item 6).
  { path: '/hi/privacy', heading: /^गोपनीयता नीति$/ },
  // The investor charter in Hindi (issue 35, item 6).
  { path: '/hi/investor-charter', heading: /^निवेशक चार्टर$/ },
  { path: '/hi/complaints', heading: /^शिकायत दर्ज करें$/ },
];

interface SiteFixtures {
  /** Console messages that a test expects (e.g. the failed load of a remote it blocked). */
  allowConsole: RegExp[];
  /** Collected console errors and uncaught exceptions; checked after every test. */
  consoleErrors: string[];
}

export const test = base.extend<SiteFixtures>({
  allowConsole: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      // A page the site answers with 404 (an unknown address) or 503 (its section is down, so the
      // fallback) is the answer the test asked for: the browser reports the status of the document
      // itself as an error, which is not one here. Tests check those pages' content themselves.
      const answeredPages = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && [404, 503].includes(response.status()))
          answeredPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/status of (404|503)/.test(message.text()) && answeredPages.has(message.location().url)) return;
        const text = `${message.text()} @ ${message.location().url}`;
        if (!allowConsole.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => {
        if (!allowConsole.some((pattern) => pattern.test(error.message))) errors.push(`uncaught: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a page and waits until its section has hydrated (the shell marks <html data-ready>), so
 * that what the test does next reaches React rather than the server's HTML.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main')).toBeVisible();
  await waitUntilReady(page, 'page');
}

/**
 * Opens a page with a public form whose minimum fill time (MIN_FILL_MS) a test lets pass with
 * takeFillTime: the page's clock is installed first, so that it counts from the page's own start.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await openPage(page, path);
}

/**
 * The time a person takes to fill a form in, passed at once: the page's clock (openForm) jumps
 * MIN_FILL_MS ahead, so that what is sent next is not taken for a bot's, without the test waiting.
 */
export async function takeFillTime(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS);
}

/** Waits until a part of the page has hydrated: 'page' (the section) or a widget, e.g. 'calculators:./SipPreview'. */
export async function waitUntilReady(page: Page, part: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(
    'data-ready',
    new RegExp(`(^| )${part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( |$)`),
  );
}

/**
 * Signs in through the site's own shared Firebase client, the same module instance the page
 * uses: the test imports the shared chunk the page already loaded and signs in with its Auth.
 * Done once the page's AuthProvider has written the site's own record of the session
 * (shared/device-memory), a moment after the server's answer: a page loaded before it would find
 * no record and show the visitor signed out.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const uid = await page.evaluate(
    async ([address, secret]) => {
      const chunk = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('__federation_shared_@meridian/shared'));
      if (!chunk) throw new Error('The shared library chunk was not loaded.');
      const shared = (await import(/* @vite-ignore */ chunk)) as {
        loadAuthSdk: () => Promise<{
          auth: unknown;
          sdk: {
            signInWithEmailAndPassword: (
              auth: unknown,
              email: string,
              password: string,
            ) => Promise<{ user: { uid: string } }>;
          };
        }>;
      };
      const { auth, sdk } = await shared.loadAuthSdk();
      return (await sdk.signInWithEmailAndPassword(auth, address, secret)).user.uid;
    },
    [email, password] as const,
  );
  const record = `${MEMORY_PREFIX}${uid}:${SESSION_ENTRY}`;
  await expect
    .poll(() => page.evaluate((key) => (localStorage.getItem(key) ?? sessionStorage.getItem(key)) !== null, record))
    .toBe(true);
}

/** Reads documents of a collection from the Firestore emulator, bypassing the rules (admin). */
export async function readCollection(collection: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}?pageSize=300`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  expect(response.ok, `reading ${collection} from the emulator`).toBe(true);
  const body = (await response.json()) as { documents?: { fields: Record<string, Record<string, unknown>> }[] };
  return (body.documents ?? []).map((document) =>
    Object.fromEntries(Object.entries(document.fields).map(([key, value]) => [key, Object.values(value)[0]])),
  );
}

/** A script a page downloaded, with the bytes it costs sent gzip (scripts/lib/transfer-size.mjs). */
export interface MeasuredScript {
  url: string;
  bytes: number;
}

/**
 * Starts recording every script the page downloads; `measure()` then gives each with the bytes
 * its server sends to a client accepting gzip, measured from the server's response itself, so
 * that no budget depends on one browser version's protocol or encodings.
 */
export function recordScripts(page: Page): { urls: string[]; measure: () => Promise<MeasuredScript[]> } {
  const urls: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith('http')) urls.push(request.url());
  });
  return {
    urls,
    measure: () => Promise.all(urls.map(async (url) => ({ url, bytes: (await gzipTransferSize(url)).bytes }))),
  };
}

let clients = 0;

/**
 * A client address of the test's own (TEST-NET-2, 198.51.100.0/24, and onwards), sent as
 * X-Forwarded-For: the public-write endpoint limits each address (5 a minute), and the emulators
 * give the function no address of its own, so without this every test would count as one visitor.
 */
export function testClientAddress(): string {
  clients += 1;
  return `198.51.${100 + ((process.pid + clients) % 100)}.${(Date.now() + clients) % 250}`;
}

/**
 * Makes the page's public writes (POST /api/submit) come from a client address of this test's own
 * (see testClientAddress). Only those requests: the header on the remotes' files would fail CORS.
 */
export async function asClient(page: Page, address = testClientAddress()): Promise<string> {
  await page.route('**/api/submit', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  return address;
}
