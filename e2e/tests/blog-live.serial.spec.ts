import type { APIRequestContext } from '@playwright/test';
import { openDeskAs, runTag, writeDeskPost, writeDocument } from '../support/admin';
import { expect, openPage, test } from '../support/site';

// The blog serves its posts from Firestore per request (issue 20, item 4): a post the desk
// publishes is on the site at once, with no build: complete in the raw HTML, on /blog, in the
// home page's Latest Insights, the sitemap and the feed; a scheduled one appears at its time by
// itself; one unpublished from the desk answers 410; an old address answers 301. These tests put posts live
// beside the blog's own, so they run in the project of tests that have the site to themselves
// (playwright.config.ts), and take their posts down again.

type LivePost = { id: string; slug: string; title: string };

/** A post of this run, with its address, written with the rules off as the desk would have left it. */
async function writePost(label: string, status: 'approved' | 'published', publishAt: Date | null): Promise<LivePost> {
  const tag = runTag();
  const post = { id: `e2e-live-${tag}`, slug: `e2e-live-${label}-${tag}`, title: `Live test: ${label} ${tag}` };
  await writeDeskPost({
    ...post,
    status,
    publishAt,
    excerpt: `What the ${label} test checks, as its excerpt.`,
    body: `## What it shows\n\nThe ${label} test's body, with a [hostile link](javascript:alert(1)).`,
    category: 'Retirement',
    tags: ['Retirement'],
  });
  return post;
}

/** Takes a test's post down (rules off), as an unpublish would. */
async function takeDown(post: LivePost, publishAt: Date): Promise<void> {
  await writeDeskPost({ ...post, status: 'unpublished', publishAt, category: 'Retirement', tags: [] });
}

const raw = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
};

test('a post the desk publishes now is on the site at once, complete in the raw HTML, listed, in the sitemap and the feed, and hydrates; unpublished, it is gone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const post = await writePost('publish', 'approved', null);
  const path = `/blog/${post.slug}`;
  expect((await raw(request, path)).status).toBe(404);

  const desk = await (await browser.newContext()).newPage();
  await openDeskAs(desk, 'admin', `/admin/blog?post=${post.id}`);
  await desk.getByRole('button', { name: 'Publish' }).click();
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByRole('heading', { level: 2 }).first()).toHaveText('Published');
  const publishedAt = new Date();
  let unpublished = false;

  try {
    // Seconds here (the composer keeps a section's answer for FRAGMENT_TTL_SECONDS, 1 locally).
    await expect.poll(async () => (await raw(request, path)).status, { timeout: 15_000 }).toBe(200);
    const article = await raw(request, path);
    expect(article.body).toContain(`<h1 id="post-title">${post.title}</h1>`);
    expect(article.body).toContain(`<title>${post.title} | Meridian Wealth Advisors</title>`);
    expect(article.body).toContain('body, with a [hostile link](javascript:alert(1)).');
    expect(article.body).not.toMatch(/href="javascript:/);
    const jsonLd = [...article.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Article', headline: post.title }));
    expect(article.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');

    expect((await raw(request, '/blog')).body).toContain(post.title);
    // The newest post: the first of the home page's three.
    expect((await raw(request, '/')).body).toContain(post.title);
    expect((await raw(request, '/sitemap.xml')).body).toContain(`/blog/${post.slug}</loc>`);
    expect((await raw(request, '/blog/feed.xml')).body).toContain(`<title>${post.title}</title>`);

    // The page hydrates from what it carried (a clean console is checked after the test), and a
    // client navigation from the list reads the article from the blog's live data.
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await openPage(page, '/blog');
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/data/posts/')) reads.push(sent.url());
    });
    await page.getByRole('link', { name: post.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText("The publish test's body")).toBeVisible();
    expect(reads).toHaveLength(1);

    // The admin takes it down from the desk.
    await desk.getByRole('button', { name: 'Unpublish' }).click();
    await expect(desk.getByRole('heading', { level: 2 }).first()).toHaveText('Unpublished');
    unpublished = true;
  } finally {
    // A failed test leaves no post of its own live beside the blog's.
    if (!unpublished) await takeDown(post, publishedAt);
  }
  // Taken down: gone (410) with the site's page, and off the list, the sitemap and the feed.
  await expect.poll(async () => (await raw(request, path)).status, { timeout: 15_000 }).toBe(410);
  expect((await raw(request, path)).body).toContain('Blog post not found');
  // The list, the sitemap and the feed are composed from reads of their own, which may still hold
  // the post for a moment after its page answers 410 (seen once in a clean run): each is waited for.
  for (const [page, text] of [
    ['/blog', post.title],
    ['/sitemap.xml', post.slug],
    ['/blog/feed.xml', post.title],
  ] as const)
    await expect
      .poll(async () => (await raw(request, page)).body.includes(text), { timeout: 15_000, message: page })
      .toBe(false);
});

test('a post scheduled a few seconds ahead appears by itself when its time comes', async ({ request }) => {
  const at = new Date(Date.now() + 6_000);
  const post = await writePost('scheduled', 'published', at);
  const path = `/blog/${post.slug}`;
  try {
    expect((await raw(request, path)).status).toBe(404);
    expect((await raw(request, '/blog')).body).not.toContain(post.title);
    await expect.poll(async () => (await raw(request, path)).status, { timeout: 20_000, intervals: [500] }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect((await raw(request, '/blog')).body).toContain(post.title);
  } finally {
    await takeDown(post, at);
  }
});

test('an old address of a post answers 301 to where the post is now', async ({ request }) => {
  const at = new Date(Date.now() - 60_000);
  const post = await writePost('moved', 'published', at);
  const old = `e2e-old-address-${Date.now().toString(36)}`;
  await writeDocument(`redirects/${old}`, { to: post.slug, postId: post.id, at: new Date(), by: 'e2e-admin' });
  try {
    const moved = await raw(request, `/blog/${old}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${post.slug}`);
    expect((await raw(request, `/blog/no-such-${old}`)).status).toBe(404);
  } finally {
    await takeDown(post, at);
  }
});
