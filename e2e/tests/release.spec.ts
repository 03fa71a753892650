import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { cardGrid } from '../support/calculators';
import { expect, openPage, REMOTE_ORIGIN, test, waitUntilReady } from '../support/site';

// Releases, as a team makes them while visitors are on the site. These tests change what is
// served (they rebuild a remote, or take one away), so they run alone, after every other test
// (the "release" project in playwright.config.ts), one at a time.
test.describe.configure({ mode: 'serial' });

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = process.env.BASE_URL ?? 'http://localhost:5173';

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Every file a part serves, with its modification time: to show that a release left it alone. */
function servedFiles(dir: string): Record<string, number> {
  const root = realpathSync(join(ROOT, dir));
  const files: Record<string, number> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(root, path)] = statSync(path).mtimeMs;
    }
  };
  walk(root);
  return { [`(${dir} is ${relative(ROOT, root)})`]: 0, ...files };
}

interface Manifest {
  entry: string;
  pages: Record<string, string>;
}

async function manifestOf(remote: keyof typeof REMOTE_ORIGIN): Promise<Manifest> {
  const response = await fetch(`${REMOTE_ORIGIN[remote]}/ssr/manifest.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Manifest;
}

const blogManifest = () => manifestOf('blog');

/**
 * Waits until the composer's cached fragments and manifest (a second) have given way to a remote's
 * new release: the page it composes names the release's entry.
 */
async function untilComposedWith(remote: keyof typeof REMOTE_ORIGIN, path: string): Promise<void> {
  const { entry } = await manifestOf(remote);
  await expect.poll(async () => (await fetch(`${SITE}${path}`)).text()).toContain(`${REMOTE_ORIGIN[remote]}/${entry}`);
}

/**
 * Asks for what a visitor's browser would while the blog is being rebuilt, over and over: its
 * manifest, its entry, a page fragment, and the composed page. Returns every answer that was not 200.
 */
function watchBlogServing(): { stop: () => Promise<string[]>; requests: () => number } {
  const failures: string[] = [];
  let running = true;
  let count = 0;
  const loop = (async () => {
    while (running) {
      const manifest = await fetch(`${REMOTE_ORIGIN.blog}/ssr/manifest.json`).catch(() => null);
      if (!manifest?.ok) {
        failures.push(`manifest: ${manifest?.status ?? 'no answer'}`);
        continue;
      }
      const { entry, pages } = (await manifest.json()) as Manifest;
      for (const url of [
        `${REMOTE_ORIGIN.blog}/${entry}`,
        `${REMOTE_ORIGIN.blog}/ssr/${pages['/blog']}`,
        `${SITE}/blog`,
      ]) {
        const answer = await fetch(url).catch(() => null);
        count += 1;
        if (answer?.status !== 200) failures.push(`${url}: ${answer?.status ?? 'no answer'}`);
        await answer?.arrayBuffer();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return failures;
    },
    requests: () => count,
  };
}

test.describe('a remote released alone while the site runs', () => {
  // The release: the blog's list page gets another heading (its posts are Firestore's, not the
  // build's, so the change is in its code), undone after the test.
  const seo = join(ROOT, 'mfe-blog', 'src', 'content', 'page-seo.ts');
  const dist = join(ROOT, 'mfe-blog', 'dist');
  const marker = { title: `Financial Insights ${Date.now()}` };
  let original: string | null = null;
  let servedBefore = '';

  // Undone as a rollback is: the source as it was, and the blog's folder pointed back at the
  // release served before (still there: a release keeps the files of the one before).
  test.afterAll(async () => {
    if (original !== null) await writeFile(seo, original);
    if (servedBefore) swapDist(dist, servedBefore);
  });

  test('npm run build -w mfe-blog: nothing answers 404 meanwhile, the next page load shows it, an open tab still opens the blog, and nothing else changed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    // A visitor already has the home page open, with the blog's widget (Latest Insights) loaded.
    await openPage(page, '/');
    await page.locator('[data-remote-widget="blog:./LatestInsights"]').scrollIntoViewIfNeeded();
    await waitUntilReady(page, 'blog:./LatestInsights');
    const before = await blogManifest();
    const untouched = ['shell/dist', 'mfe-marketing/dist', 'mfe-calculators/dist', 'functions/lib'];
    const othersBefore = untouched.map(servedFiles);

    const source = await readFile(seo, 'utf8');
    const changed = source.replace("heading: 'Financial Insights',", `heading: '${marker.title}',`);
    expect(changed, 'the marker replaces the list page’s heading').not.toBe(source);
    original = source;
    servedBefore = readlinkSync(dist);
    await writeFile(seo, changed);
    const watch = watchBlogServing();
    expect(await run('npm', ['run', 'build', '--workspace', 'mfe-blog']), 'npm run build -w mfe-blog').toBe(0);
    // Served on, through the moment the composer gives way to the new release.
    await untilComposedWith('blog', '/blog');
    const failures = await watch.stop();
    expect(watch.requests(), 'requests made while the blog was rebuilt').toBeGreaterThan(20);
    expect(failures, 'answers other than 200 while the blog was rebuilt').toEqual([]);

    // A new release, with its own entry; the old release's files are still served.
    const after = await blogManifest();
    expect(after.entry).not.toBe(before.entry);
    expect((await fetch(`${REMOTE_ORIGIN.blog}/${before.entry}`)).status).toBe(200);

    // The next page load shows the new post, with nothing restarted or rebuilt but the blog.
    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    await openPage(fresh, '/blog');
    await expect(fresh.getByRole('heading', { name: marker.title })).toBeVisible();
    await visitor.close();
    expect(untouched.map(servedFiles), 'the shell, the other remotes and the composer are untouched').toEqual(
      othersBefore,
    );

    // The tab that was open before the release goes on into the blog, on the release it started with.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Insights');
    await expect(page.locator('main [data-remote-fallback]')).toHaveCount(0);
  });

  test('no cache can pin an old release: the manifest and entry names are revalidated, hashed files kept', async ({
    request,
  }) => {
    const manifest = await request.get(`${REMOTE_ORIGIN.blog}/ssr/manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const { entry } = (await manifest.json()) as Manifest;
    expect(entry).toMatch(/^assets\/remoteEntry-[\w-]+\.js$/);
    const hashedEntry = await request.get(`${REMOTE_ORIGIN.blog}/${entry}`);
    expect(hashedEntry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plainEntry = await request.get(`${REMOTE_ORIGIN.blog}/assets/remoteEntry.js`);
    expect(plainEntry.headers()['cache-control']).toBe('no-cache');
    // The page names the release's entry; the page itself is kept briefly by the CDN, never by the browser.
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(await home.text()).toContain(`${REMOTE_ORIGIN.blog}/${entry}`);
  });
});

test.describe('a release made from a fresh clone (no .releases/ on the deploying machine)', () => {
  test.use({ allowConsole: [/status of 404|Failed to fetch dynamically imported module|remoteEntry/i] });
  const source = join(ROOT, 'mfe-calculators', 'src', 'definitions', 'ppf.ts');
  const dist = join(ROOT, 'mfe-calculators', 'dist');
  const live = join(ROOT, '.run', 'e2e-live-calculators');
  const CHANGED = 'The account matures after 15 years (changed by the release test)';
  let original = '';

  // Undone as a rollback is: the source as it was, and the calculators' folder pointed back at the
  // copy of the release served before (the next build replaces it with a release of its own).
  test.afterAll(async () => {
    if (!original) return;
    await writeFile(source, original);
    swapDist(dist, relative(dirname(dist), live));
  });

  test('carries the live release’s files, so an open tab goes on into a calculator; a tab whose chunk is gone loads the page again, once', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // Two visitors have the calculators' hub open, on the release being served now.
    const tabs = await Promise.all([browser.newPage(), browser.newPage()]);
    for (const tab of tabs) await openPage(tab, '/calculators');

    // The deploying machine has never built the calculators: the live site is a copy elsewhere,
    // and this checkout has no .releases/. One text changes, so the calculators' chunks do too.
    rmSync(live, { recursive: true, force: true });
    cpSync(realpathSync(dist), live, { recursive: true, dereference: true });
    swapDist(dist, relative(dirname(dist), live));
    rmSync(join(ROOT, 'mfe-calculators', '.releases'), { recursive: true, force: true });
    original = await readFile(source, 'utf8');
    await writeFile(source, original.replace('The account matures after 15 years', CHANGED));
    expect(
      await run('npm', ['run', 'build', '--workspace', 'mfe-calculators']),
      'npm run build -w mfe-calculators',
    ).toBe(0);
    await untilComposedWith('calculators', '/calculators/ppf');
    const listing = JSON.parse(await readFile(join(dist, 'ssr', 'release-files.json'), 'utf8')) as {
      files: Record<string, { retiredAt: number | null }>;
    };
    const carried = Object.entries(listing.files).filter(([, file]) => file.retiredAt !== null);
    expect(carried.length, 'files carried from the live site').toBeGreaterThan(0);

    // The first tab goes on into PPF with the code it started with: nothing is missing.
    const [first, second] = tabs as [Page, Page];
    await cardGrid(first).getByRole('link', { name: 'PPF', exact: true }).click();
    await expect(first).toHaveURL('/calculators/ppf');
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Public Provident Fund (PPF) Calculator');
    await expect(first.locator('main [data-remote-fallback]')).toHaveCount(0);

    // The second tab's chunk is gone (as after a deploy that carried nothing): it loads the page
    // it was going to, once, and shows the new release.
    await second.evaluate(() => Object.assign(window, { openedBefore: true }));
    const gone = new Set(readdirSync(join(live, 'assets')).filter((name) => name.startsWith('calculator-route-')));
    await second.route(
      (url) => gone.has(url.pathname.split('/').pop() ?? ''),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await cardGrid(second).getByRole('link', { name: 'PPF', exact: true }).click();
    await expect(second.getByText(CHANGED)).toBeVisible({ timeout: 20_000 });
    await expect(second).toHaveURL('/calculators/ppf');
    expect(await second.evaluate(() => 'openedBefore' in window), 'a full navigation').toBe(false);
    for (const tab of tabs) await tab.close();
  });
});

test.describe('a remote that is down when the page is composed', () => {
  test.use({ allowConsole: [/Failed to load resource|status of 404|remoteEntry|dynamically imported module/i] });
  const dist = join(ROOT, 'mfe-marketing', 'dist');
  let release = '';

  test.afterAll(() => {
    if (release) swapDist(dist, release);
  });

  test('its page arrives as the fallback (503), and Retry brings it once it is back', async ({ page, request }) => {
    const empty = join(ROOT, '.run', 'e2e-no-release');
    mkdirSync(empty, { recursive: true });
    release = readlinkSync(dist);
    if (release.includes('e2e-no-release'))
      throw new Error(`${dist} was left pointing at no release by an earlier run.`);
    swapDist(dist, relative(dirname(dist), empty));
    // Once the composer's cached fragments of the marketing section have gone (a second).
    await expect.poll(async () => (await request.get('/services')).status()).toBe(503);

    const raw = await request.get('/services');
    expect(raw.status()).toBe(503);
    expect(raw.headers()['cache-control']).toBe('no-store');
    expect(await raw.text()).toContain('data-remote-fallback="marketing"');

    await page.goto('/services');
    const fallback = page.locator('main [data-remote-fallback="marketing"]');
    await expect(fallback).toContainText('This page could not be loaded.');
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();

    // The server's fallback is rendered again in the browser (its boundary carries the error), so
    // its Retry answers once the page has hydrated; a click before that would land on the
    // server's copy, which hydration replaces.
    await waitUntilReady(page, 'page');
    swapDist(dist, release);
    release = '';
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await expect(page.locator('main [data-remote-fallback]')).toHaveCount(0);
  });
});

/** Points a part's served folder at another release, in one step (as a release does). */
function swapDist(dist: string, target: string): void {
  const next = `${dist}.swap`;
  rmSync(next, { force: true });
  symlinkSync(target, next);
  renameSync(next, dist);
}
