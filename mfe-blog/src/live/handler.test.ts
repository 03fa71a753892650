// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  DocumentFragment,
  LiveAnswer,
  LivePaths,
  PageFragment,
  WidgetFragment,
} from '@meridian/shared/page-contract';
import { handleLive, type LiveStore } from './handler';
import type { PostDocument } from './post-document';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

function post(slug: string, status: string, publishAt: number, extra: Record<string, unknown> = {}): PostDocument {
  return {
    id: `id-${slug}`,
    data: {
      title: `Title of ${slug}`,
      slug,
      excerpt: `Excerpt of ${slug}.`,
      body: `## A heading\n\nThe body of ${slug}, with [a link](javascript:alert(1)).`,
      category: 'Tax Planning',
      tags: ['tax'],
      author: 'Asha Rao',
      searchTitle: '',
      description: '',
      status,
      publishAt: { toMillis: () => publishAt },
      ...extra,
    },
  };
}

const documents: PostDocument[] = [
  post('older', 'published', NOW - 2 * DAY),
  post('newest', 'published', NOW - DAY, { searchTitle: 'Search title', description: 'Search description.' }),
  post('tomorrow', 'published', NOW + DAY),
  post('taken-down', 'unpublished', NOW - 3 * DAY),
  post('shelved', 'archived', NOW - 3 * DAY),
  post('draft-one', 'draft', NOW - 3 * DAY),
];

type Redirects = Record<string, { to: string; postId: string }>;

const store = (redirects: Redirects = {}): LiveStore => ({
  posts: () => Promise.resolve(documents),
  redirect: (slug) => Promise.resolve(redirects[slug] ?? null),
});
const preload = { list: ['/assets/list.js'], article: ['/assets/article.js'], widget: ['/assets/widget.js'] };

async function get<T>(url: string, redirects: Redirects = {}): Promise<{ status: number; body: T }> {
  const answer = await handleLive('GET', url, store(redirects), preload, NOW);
  return { status: answer.status, body: JSON.parse(answer.body) as T };
}

const page = (path: string, redirects?: Redirects) =>
  get<LiveAnswer>(`/live/page?path=${encodeURIComponent(path)}`, redirects);

describe('the blog live site', () => {
  it('renders the list of the posts live now, newest first, and carries them for hydration', async () => {
    const { status, body } = await page('/blog');
    expect(status).toBe(200);
    const fragment = body as PageFragment;
    expect(fragment.status).toBe(200);
    expect(fragment.seo.title).toBe('Financial Insights Blog | Meridian Wealth Advisors');
    expect(fragment.preload).toEqual(preload.list);
    const titles = [...fragment.html.matchAll(/<h2[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map((match) => match[1]);
    expect(titles).toEqual(['Title of newest', 'Title of older']);
    expect(fragment.html).toContain('data-blog-data');
    expect(fragment.html).not.toContain('Title of tomorrow');
    expect(fragment.html).not.toContain('Title of draft-one');
  });

  it('renders an article with its search title, description and structured data, its body inert', async () => {
    const fragment = (await page('/blog/newest')).body as PageFragment;
    expect(fragment.status).toBe(200);
    expect(fragment.seo.title).toBe('Search title | Meridian Wealth Advisors');
    expect(fragment.seo.description).toBe('Search description.');
    expect(fragment.seo.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Title of newest',
      datePublished: '2026-11-24',
    });
    expect(fragment.html).toContain('<h1 id="post-title">Title of newest</h1>');
    expect(fragment.html).toContain('The body of newest');
    expect(fragment.html).not.toMatch(/href="javascript:/);
    expect(fragment.html).toContain('[a link](javascript:alert(1))');
    expect(fragment.preload).toEqual(preload.article);
  });

  it.each([
    ['a post whose time has not come', '/blog/tomorrow', 404],
    ['a draft', '/blog/draft-one', 404],
    ['no post at all', '/blog/no-such-post', 404],
    ['an unpublished post', '/blog/taken-down', 410],
    ['an archived post', '/blog/shelved', 410],
  ])('answers %s with %i and the page saying there is no such post', async (_, path, expected) => {
    const fragment = (await page(path)).body as PageFragment;
    expect(fragment.status).toBe(expected);
    expect(fragment.seo.title).toBe('Blog post not found | Meridian Wealth Advisors');
    expect(fragment.html).toContain('Blog post not found');
  });

  it('sends an old address to the post’s address now, and ignores a redirect to nowhere sensible', async () => {
    const moved = { to: 'newest', postId: 'id-newest' };
    expect((await page('/blog/old-name', { 'old-name': moved })).body).toEqual({
      status: 301,
      location: '/blog/newest',
    });
    // Moved twice (a → b → c): redirects/a still says b; the post is at c now.
    const twice = { to: 'b-name', postId: 'id-older' };
    expect((await page('/blog/a-name', { 'a-name': twice })).body).toEqual({ status: 301, location: '/blog/older' });
    const loop = { to: 'loop', postId: 'none' };
    expect(((await page('/blog/loop', { loop })).body as PageFragment).status).toBe(404);
    const evil = { to: '//evil.example', postId: 'none' };
    expect(((await page('/blog/evil', { evil })).body as PageFragment).status).toBe(404);
  });

  it('renders the home page’s Latest Insights from the newest posts', async () => {
    const { body } = await get<WidgetFragment>('/live/widget?name=.%2FLatestInsights');
    expect(body.html).toContain('Title of newest');
    expect(body.preload).toEqual(preload.widget);
  });

  it('gives the feed and the sitemap’s paths of the posts live now', async () => {
    const feed = (await get<DocumentFragment>('/live/document?path=%2Fblog%2Ffeed.xml')).body;
    expect(feed.contentType).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('<title>Title of newest</title>');
    expect(feed.body).not.toContain('Title of tomorrow');
    expect((await get<LivePaths>('/live/paths')).body).toEqual({ pages: ['/blog', '/blog/newest', '/blog/older'] });
  });

  it('gives the browser the summaries and a live article, and 404 for any other', async () => {
    const summaries = (await get<{ slug: string }[]>('/data/summaries.json')).body;
    expect(summaries.map((summary) => summary.slug)).toEqual(['newest', 'older']);
    expect((await get<{ slug: string; html: string }>('/data/posts/older.json')).body.slug).toBe('older');
    expect((await get('/data/posts/tomorrow.json')).status).toBe(404);
    expect((await get('/data/posts/taken-down.json')).status).toBe(404);
  });

  it.each([
    ['POST', '/live/page?path=%2Fblog', 405],
    ['GET', '/live/page?path=%2Fcalculators', 400],
    ['GET', '/live/page?path=%2Fblog%2Fa%2Fb', 400],
    ['GET', '/live/page', 400],
    ['GET', '/live/widget?name=.%2FApp', 404],
    ['GET', '/live/document?path=%2Fsitemap.xml', 404],
    ['GET', '/data/posts/%E0.json', 400],
    ['GET', '/nothing', 404],
  ])('refuses %s %s with %i', async (method, url, expected) => {
    expect((await handleLive(method, url, store(), preload, NOW)).status).toBe(expected);
  });
});
