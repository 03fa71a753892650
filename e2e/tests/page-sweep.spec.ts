import { gzipTransferSize } from '../../scripts/lib/transfer-size.mjs';
import {
  BLOG_FIRST_LOAD_BUDGET,
  FIREBASE_CHUNK,
  FIRST_LOAD_BUDGET,
  SHARED_CHUNK,
  SHARED_CHUNK_BUDGET,
} from '../support/budgets';
import {
  axeFailures,
  contrastFailures,
  disclosureFailures,
  readHydration,
  readPage,
  reflowFailures,
  targetFailures,
  waitUntilWhole,
  watchHydration,
  watchRequests,
  withoutJavaScript,
} from '../support/page-checks';
import { SITE_NAME } from '../support/blog';
import { EVERY_PUBLIC_PAGE, UNLISTED_PUBLIC_PAGES, type PublicPage } from '../support/public-routes';
import type { Page } from '@playwright/test';
import { matchesPattern } from '@meridian/shared/page-contract';
import { REMOTES, SHELL } from '@meridian/shared/registry';
import { expect, recordScripts, REMOTE_ORIGIN, test } from '../support/site';

// The page sweep: every public page, opened once at a laptop's width and once at a phone's, and
// every page-level check made on that one load. Each failure names its page and its check.
// - The page answers 200 (the unknown address 404), its title names the firm, and no section shows
//   its fallback.
// - [html]: the page arrives as complete HTML (its heading and its text without JavaScript), is
//   hydrated in place (the heading is the server's element, React throws none of them away, the
//   text shown is the text sent), says "Loading" nowhere, and nothing moves (CLS 0).
// - The console stays clean (the `consoleErrors` fixture, e2e/support/site.ts), and no request
//   fails or answers 400 or more, once every widget has hydrated and the page is scrolled through.
// - Nothing is asked of any host but this machine, nor of the admin section's site.
// - [axe]: WCAG 2.0/2.1/2.2 A and AA, any impact; axe's best practices, serious and critical.
// - [contrast]: every visible button's and link's text at 4.5:1 (3:1 large), measured as painted
//   (e2e/support/contrast.ts), the page at rest.
// - [targets]: WCAG 2.5.8, every target at least 24 × 24 px unless an exception covers it.
// - [reflow] (phone): at 320 px (400 % zoom of a 1280 px window) nothing scrolls sideways.
// - [disclosures]: SEBI's registration facts, officers and standard texts in the footer.
// - [result]: a calculator at its defaults shows its result (e2e/support/calculators.ts), its
//   title is its heading's, and no figure reads NaN or Infinity.
// - The byte budgets (support/budgets.ts) of the first loads (until every widget has hydrated) of
//   / (and no Firebase, all visit long, for a visitor who never signed in) and /blog.
// The list of pages comes from the sources (support/public-routes.ts), so listing the tests needs
// no site; the first test checks that the sitemap lists exactly those pages.

const SITE = new URL(process.env.BASE_URL ?? 'http://localhost:5173');
const NOT_FOUND = { path: '/no-such-page', heading: 'Page Not Found' };
/** The section whose page a path is (the registry's routes), or the shell's for an unknown address. */
function sectionOf(path: string): string {
  return REMOTES.find((remote) => remote.routes.some((route) => matchesPattern(route.path, path)))?.name ?? SHELL.name;
}
/** `npm run test:quick` sweeps only the pages of the sections a change touches (E2E_SECTIONS=blog,…). */
const ONLY_SECTIONS = process.env.E2E_SECTIONS?.split(',').filter(Boolean);
const PAGES: PublicPage[] = [...EVERY_PUBLIC_PAGE, ...UNLISTED_PUBLIC_PAGES, NOT_FOUND].filter(
  (page) => !ONLY_SECTIONS || ONLY_SECTIONS.includes(sectionOf(page.path)),
);
/**
 * Pages whose main content is data published after the build, read by the browser once hydrated
 * (the HTML holds the page's words and a loading line): /complaints-data's figures are published
 * by staff each month. Serving them as HTML needs the composer to read them per request (not
 * yet), so the [html] checks pass them by; every other check is made.
 */
const READ_AFTER_HYDRATION = new Set(['/complaints-data']);

const SIZES = {
  laptop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
} as const;

test('the sitemap lists exactly the public pages: home, services and the ten service pages, contact, the legal pages, the blog and every post, the calculators and every calculator, sign in and sign up', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect([...listed].sort()).toEqual(EVERY_PUBLIC_PAGE.map((page) => page.path).sort());
});

for (const { path } of UNLISTED_PUBLIC_PAGES) {
  test(`${path} is public but kept out of search results (noindex)`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  });
}

interface Measured {
  url: string;
  bytes: number;
}
const total = (scripts: Measured[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
const listing = (scripts: Measured[]) => scripts.map((script) => `${script.bytes}\t${script.url}`).join('\n');

/**
 * The byte budgets of a page's first load (support/budgets.ts), from the scripts it downloaded
 * before anything scrolled, each sent gzip: /, all of it and the shared library's chunk; /blog,
 * what the blog's own origin adds. Other pages have none.
 */
async function budgetFailures(path: string, firstLoad: string[]): Promise<string[]> {
  if (path !== '/' && path !== '/blog') return [];
  const scripts = await Promise.all(
    firstLoad.map(async (url) => ({ url, bytes: (await gzipTransferSize(url)).bytes })),
  );
  const failures: string[] = [];
  if (!scripts.every((script) => script.bytes > 0))
    failures.push(`${path} [budget]: a script was not received compressed`);
  if (path === '/') {
    const shared = scripts.filter((script) => SHARED_CHUNK.test(script.url));
    test.info().annotations.push({
      type: 'bytes',
      description: `${new Date().toISOString().slice(0, 10)}: first load of / ${total(scripts)} B gzip in ${scripts.length} scripts; @meridian/shared ${shared[0]?.bytes ?? 0} B gzip (budgets ${FIRST_LOAD_BUDGET} and ${SHARED_CHUNK_BUDGET})`,
    });
    if (scripts.length <= 3) failures.push(`/ [budget]: only ${scripts.length} scripts recorded`);
    if (total(scripts) > FIRST_LOAD_BUDGET)
      failures.push(
        `/ [budget]: ${total(scripts)} B of gzipped JavaScript, over ${FIRST_LOAD_BUDGET}:\n${listing(scripts)}`,
      );
    if (shared.length !== 1) failures.push(`/ [budget]: ${shared.length} @meridian/shared chunks, not one`);
    else if ((shared[0]?.bytes ?? 0) > SHARED_CHUNK_BUDGET)
      failures.push(
        `/ [budget]: the @meridian/shared chunk is ${shared[0]?.bytes} B gzip, over ${SHARED_CHUNK_BUDGET}`,
      );
  } else {
    const blog = scripts.filter((script) => new URL(script.url).origin === REMOTE_ORIGIN.blog);
    test.info().annotations.push({
      type: 'bytes',
      description: `${new Date().toISOString().slice(0, 10)}: blog (${REMOTE_ORIGIN.blog}) ${total(blog)} B gzip in ${blog.length} scripts; whole page ${total(scripts)} B in ${scripts.length} (budget ${BLOG_FIRST_LOAD_BUDGET})`,
    });
    if (blog.length === 0) failures.push('/blog [budget]: none of the blog’s code was recorded');
    // No copy of React, the router or styled-components comes from the blog's origin.
    const copies = blog.filter((script) => script.url.includes('__federation_shared_'));
    if (copies.length > 0) failures.push(`/blog [budget]: shared libraries from the blog's origin: ${listing(copies)}`);
    if (total(blog) > BLOG_FIRST_LOAD_BUDGET)
      failures.push(
        `/blog [budget]: ${total(blog)} B from the blog, over ${BLOG_FIRST_LOAD_BUDGET}:\n${listing(blog)}`,
      );
  }
  return failures;
}

const adminHost = new URL(REMOTE_ORIGIN.admin).host;

type Size = keyof typeof SIZES;

/** The sweep's own fixture: per worker, a page of a browser without JavaScript at each size, opened once. */
const sweep = test.extend<object, { noScript: (size: Size) => Promise<Page> }>({
  noScript: [
    async ({ browser }, use) => {
      const pages = new Map<Size, Page>();
      await use(async (size) => {
        let page = pages.get(size);
        if (!page) {
          const context = await browser.newContext({ ...SIZES[size], javaScriptEnabled: false, baseURL: SITE.origin });
          page = await context.newPage();
          pages.set(size, page);
        }
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

for (const size of Object.keys(SIZES) as Size[]) {
  sweep.describe(`on a ${size}`, () => {
    sweep.use(SIZES[size]);

    for (const { path, heading, result } of PAGES) {
      sweep(`${path}`, async ({ page, noScript }) => {
        // A ceiling for axe and the contrast walk on the longest pages of a loaded machine, not a wait.
        test.setTimeout(120_000);
        const requests = watchRequests(page);
        const scripts = recordScripts(page);
        await watchHydration(page);

        const html = !READ_AFTER_HYDRATION.has(path);
        // [html] What a browser without JavaScript shows: the page's own heading and its words.
        const raw = html
          ? await test.step('without JavaScript', async () => withoutJavaScript(await noScript(size), path))
          : null;
        if (raw) {
          expect
            .soft(raw.heading, `${path} [html]: the heading, without JavaScript`)
            .toEqual(typeof heading === 'string' ? heading : expect.stringMatching(heading));
          expect
            .soft(raw.main.split(' ').length, `${path} [html]: the main text, without JavaScript`)
            .toBeGreaterThan(10);
        }

        await test.step('loaded and hydrated', async () => {
          const response = await page.goto(path);
          expect(response?.status(), `${path}: the status of the page`).toBe(path === NOT_FOUND.path ? 404 : 200);
          await expect(page.locator('main#main')).toBeVisible();
          await waitUntilWhole(page);
        });
        const firstLoad = [...scripts.urls];
        expect.soft(await page.title(), `${path}: the title names the firm`).toContain(SITE_NAME);
        // [result] A calculator works at its defaults: its result, its title, no NaN or Infinity.
        if (result !== undefined) {
          if (result === null)
            await expect.soft(page.getByText('0 of 10 answered'), `${path} [result]: unanswered`).toBeVisible();
          else
            await expect
              .soft(page.locator('main [data-primary-result]').first(), `${path} [result]: at the defaults`)
              .toHaveText(result);
          expect.soft(await page.title(), `${path} [result]: the title`).toBe(`${String(heading)} | ${SITE_NAME}`);
          await expect
            .soft(page.locator('main'), `${path} [result]: a broken figure`)
            .not.toContainText(/NaN|Infinity/);
        }
        await expect.soft(page.locator('main [data-remote-fallback]'), `${path}: a section's fallback`).toHaveCount(0);

        // [html] Hydrated in place: read before anything scrolls or is measured.
        if (raw) {
          const hydrated = await readHydration(page);
          expect
            .soft(hydrated.headingFromServer, `${path} [html]: the heading is the element the server sent`)
            .toBe(true);
          expect.soft(hydrated.replaced, `${path} [html]: server elements React threw away`).toEqual([]);
          expect
            .soft(await readPage(page), `${path} [html]: <main> once hydrated is what the server sent`)
            .toEqual(raw);
          expect.soft(hydrated.loadingSeen, `${path} [html]: "Loading" shown while the page loaded`).toEqual([]);
          expect.soft(hydrated.shift, `${path} [html]: cumulative layout shift (${hydrated.moved.join('; ')})`).toBe(0);
        }

        const where = `${path} (${size})`;
        /** One check of the page, as a step of the report, its failures asserted softly. */
        const check = async (name: string, failures: () => Promise<string[]>) =>
          expect.soft(await test.step(name, failures)).toEqual([]);
        // Measured before anything scrolls the page (the contrast walk scrolls each control into view).
        await check('targets', () => targetFailures(page, where));
        await check('axe', () => axeFailures(page, where));
        await check('contrast', () => contrastFailures(page, where));
        await check('disclosures', () => disclosureFailures(page, where));
        if (size === 'phone') await check('reflow', () => reflowFailures(page, where));
        if (size === 'laptop') await check('budget', () => budgetFailures(path, firstLoad));

        // Widgets below the fold hydrate as they come near the screen: scroll through the page
        // and wait for what that asked for, then nothing may have failed.
        await test.step('scrolled through', async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await requests.quiet();
        });
        expect.soft(requests.failures, `${path}: requests that failed`).toEqual([]);
        expect.soft(requests.external, `${path}: requests that leave the site`).toEqual([]);
        expect
          .soft(
            requests.urls.filter((url) => new URL(url).host === adminHost),
            `${path}: the admin section's code, fetched by a public page`,
          )
          .toEqual([]);
        if (path === '/')
          expect
            .soft(
              scripts.urls.filter((url) => FIREBASE_CHUNK.test(url)),
              '/: Firebase, fetched for a visitor who never signed in',
            )
            .toEqual([]);
      });
    }
  });
}

test.describe('on a phone, the open menu', () => {
  test.use(SIZES.phone);

  test('its links and buttons are legible, and axe finds nothing, on the home page and another', async ({ page }) => {
    const failures: string[] = [];
    for (const path of ['/', '/services']) {
      await page.goto(path);
      await waitUntilWhole(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
      failures.push(...(await contrastFailures(page, `${path} (menu open)`)));
      failures.push(...(await axeFailures(page, `${path} (menu open)`)));
    }
    expect(failures).toEqual([]);
  });
});
