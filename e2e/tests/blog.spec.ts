import { BLOG_POSTS, SITE_NAME, expectImagesLoaded, headTags, scrollTo } from '../support/blog';
import { axeFailures } from '../support/page-checks';
import { shareDescription } from '@meridian/shared/page-contract';
import { expect, openPage, test } from '../support/site';

const BASE = new URL(process.env.BASE_URL ?? 'http://localhost:5173').origin;
const FIRST = BLOG_POSTS[0]!;

test('there are six posts, one per category', () => {
  expect(BLOG_POSTS).toHaveLength(6);
  expect(new Set(BLOG_POSTS.map((post) => post.category)).size).toBe(6);
});

test('/blog shows a card per post; the image and the title link to the post', async ({ page }) => {
  await openPage(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Insights');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(BLOG_POSTS.length);
  for (const [index, post] of BLOG_POSTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(card.locator(`a[href="/blog/${post.slug}"] img`)).toHaveCount(1);
    await expect(card).toContainText(post.category);
    await expect(card).toContainText(post.excerpt);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
  }
  // The category pictures are inlined in the page (no request on the way to its first paint) and
  // carry their size and alt text; their files stay on the blog's origin for link previews.
  expect(await expectImagesLoaded(page, 'main article img')).toBe(BLOG_POSTS.length);
  for (const image of await page.locator('main article img').all()) {
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg%20/);
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '315');
    await expect(image).toHaveAttribute('alt', /\w{4,}/);
  }
  await expect(page.locator('header[data-appearance]')).toHaveAttribute('data-appearance', 'solid');

  const second = BLOG_POSTS[1]!;
  await cards.nth(1).getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(`/blog/${second.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  await page.goBack();
  await cards.nth(2).locator('img').click();
  await expect(page).toHaveURL(`/blog/${BLOG_POSTS[2]!.slug}`);
});

for (const post of BLOG_POSTS) {
  test(`/blog/${post.slug} shows the post and its metadata, the same live as in the HTML sent without JavaScript`, async ({
    page,
    request,
  }) => {
    const path = `/blog/${post.slug}`;
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    const raw = await headTags(page, await response.text());
    const expected = {
      title: `${post.title} | ${SITE_NAME}`,
      titles: 1,
      description: post.excerpt,
      descriptions: 1,
      canonical: `${BASE}${path}`,
      canonicals: 1,
      ogType: 'article',
      ogTitle: `${post.title} | ${SITE_NAME}`,
      // Share previews end with the registered name and number (issue 35, item 4).
      ogDescription: shareDescription(post.excerpt),
      ogUrl: `${BASE}${path}`,
      twitterCard: 'summary_large_image',
      twitterTitle: `${post.title} | ${SITE_NAME}`,
      twitterDescription: shareDescription(post.excerpt),
    };
    expect(raw, `${path} as the server sends it`).toMatchObject(expected);
    expect(raw.ogDescription).toMatch(/ \| .+, SEBI Reg\. No\. INA\d{9}( \(placeholder\))?$/);
    expect(raw.ogImage).toMatch(/^https?:\/\/[^/]+\/images\/[a-z-]+\.svg$/);
    expect(raw.twitterImage).toBe(raw.ogImage);
    expect(raw.jsonLd).toHaveLength(1);
    expect(raw.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      image: raw.ogImage,
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: { '@id': `${BASE}${path}` },
    });

    await openPage(page, path);
    const article = page.locator('main article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article).toContainText(post.excerpt);
    await expect(article.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(post.category);
    await expect(article.locator('time')).toHaveAttribute('datetime', post.date);
    await expect(article).toContainText(/\d+ min read/);
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(article.getByRole('link', { name: /Back to all articles/ })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('region', { name: /articles/ }).locator('article')).toHaveCount(3);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expectImagesLoaded(page, 'main article header img');
    const live = await headTags(page);
    expect(live, `${path} in the browser`).toEqual(raw);
  });
}

test('an unknown slug shows Blog post not found with a link back to /blog', async ({ page }) => {
  await openPage(page, '/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
  await expect(page).toHaveTitle(`Blog post not found | ${SITE_NAME}`);
  // Not a page the sweep opens (page-sweep.spec.ts): axe here.
  expect(await axeFailures(page, '/blog/no-such-post')).toEqual([]);
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('main article')).toHaveCount(BLOG_POSTS.length);
});

test('/blog has its metadata live and in the HTML sent without JavaScript', async ({ page, request }) => {
  const raw = await headTags(page, await (await request.get('/blog')).text());
  expect(raw).toMatchObject({
    title: `Financial Insights Blog | ${SITE_NAME}`,
    titles: 1,
    canonical: `${BASE}/blog`,
    ogType: 'website',
  });
  expect(raw.description).toMatch(/articles/);
  await openPage(page, '/blog?category=Retirement');
  await expect(page).toHaveTitle(raw.title);
  // The filter is part of the page, not another page: the canonical URL is /blog.
  expect(await headTags(page)).toEqual(raw);
});

test('the sitemap lists the public pages and every post; robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/', '/services', '/blog', ...BLOG_POSTS.map((post) => `/blog/${post.slug}`)]) {
    expect(locations, path).toContain(`${BASE}${path}`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
});

test('the RSS feed at /blog/feed.xml lists every post newest first, and the list and each article announce it', async ({
  request,
}) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const feed = await response.text();
  expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links).toEqual(BLOG_POSTS.map((post) => `${BASE}/blog/${post.slug}`));
  expect(feed).toContain(`<atom:link href="${BASE}/blog/feed.xml" rel="self" type="application/rss+xml" />`);
  const announced = `<link rel="alternate" type="application/rss+xml" title="Financial Insights | ${SITE_NAME}" href="${BASE}/blog/feed.xml" />`;
  for (const path of ['/blog', `/blog/${FIRST.slug}`]) {
    expect(await (await request.get(path)).text(), path).toContain(announced);
  }
});

test.describe('the home page', () => {
  test('Latest Insights shows the three newest posts, each linking to its page', async ({ page }) => {
    await openPage(page, '/');
    const section = page.locator('section[aria-labelledby="insights-title"]');
    const titles = section.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(BLOG_POSTS.slice(0, 3).map((post) => post.title));
    for (const post of BLOG_POSTS.slice(0, 3)) {
      await expect(section.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(section.locator('article')).toHaveCount(3);
    await expectImagesLoaded(page, 'section[aria-labelledby="insights-title"] img');
    await section.getByRole('link', { name: FIRST.title }).click();
    await expect(page).toHaveURL(`/blog/${FIRST.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST.title);
  });
});

test('the category filter lives in the URL: it survives a reload and follows Back', async ({ page }) => {
  await openPage(page, '/blog');
  const filter = page.getByRole('group', { name: 'Filter articles by category' });
  await expect(filter.getByRole('button')).toHaveText([
    'All',
    'Investment',
    'Tax Planning',
    'Mutual Funds',
    'Retirement',
    'Personal Finance',
    'Gold Investment',
  ]);
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('main article');

  await filter.getByRole('button', { name: 'Tax Planning' }).click();
  await expect(page).toHaveURL('/blog?category=Tax%20Planning');
  await expect(filter.getByRole('button', { name: 'Tax Planning' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Tax Planning');

  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(
    page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name: 'Tax Planning' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await filter.getByRole('button', { name: 'Gold Investment' }).click();
  await expect(page).toHaveURL('/blog?category=Gold%20Investment');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Gold Investment');

  await page.goBack();
  await expect(page).toHaveURL('/blog?category=Tax%20Planning');
  await expect(cards.first()).toContainText('Tax Planning');
  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(cards).toHaveCount(BLOG_POSTS.length);

  await page.goto('/blog?category=Crypto');
  await expect(page.getByText('There are no articles in “Crypto” yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(cards).toHaveCount(BLOG_POSTS.length);
});

test('on an article the top bar is transparent over the dark hero, then translucent past 20 px', async ({ page }) => {
  await openPage(page, `/blog/${FIRST.slug}`);
  const bar = page.locator('header[data-appearance]');
  await expect(bar).toHaveAttribute('data-appearance', 'transparent');
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The hero starts under the bar, so the bar's white links sit on dark blue.
  const hero = page.locator('main article > header').first();
  expect((await hero.boundingBox())?.y).toBe(0);
  await expect(hero).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(bar.getByRole('link', { name: 'Blog', exact: true })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await scrollTo(page, 20);
  await expect(bar).toHaveAttribute('data-appearance', 'transparent');
  await scrollTo(page, 21);
  await expect(bar).toHaveAttribute('data-appearance', 'translucent');
  await expect(bar).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.94)');
  await scrollTo(page, 0);
  await expect(bar).toHaveAttribute('data-appearance', 'transparent');
});
