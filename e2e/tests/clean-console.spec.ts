import type { Request } from '@playwright/test';
import { expect, test, waitUntilReady } from '../support/site';

// Every page the site lists, and its 404 page, loaded in a real browser: nothing may log an
// error (a hydration mismatch is one: React reports it and renders the page again), throw, or
// ask for something that fails. The console is checked by the `consoleErrors` fixture after
// each test; failed requests here.

/** How long no request may be in flight before a page is left. */
const QUIET_MS = 600;

/** Pages per test: the sitemap is split so that the two workers share it. */
const PER_TEST = 8;

/** The sitemap's paths, read once (the test list is made before any test runs, so it is fetched here). */
async function sitemapPaths(): Promise<string[]> {
  const site = process.env.BASE_URL ?? 'http://localhost:5173';
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

const paths = await sitemapPaths();
const groups: string[][] = [];
for (let index = 0; index < paths.length; index += PER_TEST) groups.push(paths.slice(index, index + PER_TEST));

test('the sitemap lists the site’s pages', () => {
  expect(paths.length).toBeGreaterThan(40);
  expect(paths).toContain('/');
  expect(paths).toContain('/calculators/swp-increasing');
});

for (const group of groups) {
  test(`no console error, page error or failed request: ${group.join(', ')}`, async ({ page }) => {
    test.setTimeout(30_000 + group.length * 10_000);
    const failures: string[] = [];
    page.on('requestfailed', (request) =>
      failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
    });
    // Requests in flight: the next page's navigation would abort them (and the test would count
    // that as a failure of the site's), so each page is left only once none has been for a while.
    const pending = new Set<Request>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const quiet = async () => {
      await expect
        .poll(
          async () => {
            if (pending.size > 0) return false;
            await page.waitForTimeout(QUIET_MS);
            return pending.size === 0;
          },
          { timeout: 15_000, message: 'the page kept requesting' },
        )
        .toBe(true);
    };
    for (const path of group) {
      await page.goto(path);
      await waitUntilReady(page, 'page');
      await page.waitForLoadState('networkidle');
      // Widgets hydrate when the browser is idle or they come into view: scroll through the page
      // so that each has, and wait for what that asked for. (A second waitForLoadState would
      // return at once: the state was reached before the scroll.)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await quiet();
    }
    expect(failures, 'requests that failed').toEqual([]);
  });
}

test('the 404 page hydrates with a clean console and nothing else fails', async ({ page }) => {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`));
  page.on('response', (response) => {
    const own404 = response.request().isNavigationRequest() && response.status() === 404;
    if (response.status() >= 400 && !own404) failures.push(`${response.url()}: ${response.status()}`);
  });
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await waitUntilReady(page, 'page');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(failures, 'requests that failed').toEqual([]);
});
