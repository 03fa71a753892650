// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLocation, useNavigate } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import BlogApp, { preload } from '../app';
import type { Article as ArticleData } from '../content/articles';
import { BlogSourceProvider } from '../content/blog-source';
import { buildSource, builtPosts } from '../content/build-source';
import { withImage } from '../content/summaries';
import LatestInsights from '../widgets/latest-insights';
import { Article, CONTENT_FALLBACK } from './blog-post-page';

/** Shows the router's location and offers the browser's Back. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{`${location.pathname}${location.search}`}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** Renders the blog as the shell mounts it, at /blog/*, with the Probe beside it. */
const posts: readonly ArticleData[] = builtPosts.map(withImage);

function renderAt(url: string, element = <BlogApp />) {
  return renderInSite(
    <BlogSourceProvider source={buildSource()}>
      <Probe />
      {element}
    </BlogSourceProvider>,
    { url, path: '/blog/*' },
  );
}

const location = () => screen.getByTestId('location').textContent;
const cards = () => screen.getAllByRole('article');
const pressed = () =>
  within(screen.getByRole('group', { name: 'Filter articles by category' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

afterEach(cleanup);

describe('/blog', () => {
  it('shows a card per post whose title and image link to the post', () => {
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Financial Insights');
    expect(cards()).toHaveLength(posts.length);
    posts.forEach((post, index) => {
      const card = cards()[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(post.title);
      expect(within(card).getByRole('link', { name: post.title }).getAttribute('href')).toBe(`/blog/${post.slug}`);
      const image = card.querySelector('img') as HTMLImageElement;
      expect(image.closest('a')?.getAttribute('href')).toBe(`/blog/${post.slug}`);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['600', '315']);
      expect(image.alt).toBe(post.imageAlt);
      for (const text of [post.category, post.excerpt, post.author, post.date, post.readTime]) {
        expect(card.textContent).toContain(text);
      }
    });
    expect(pressed()).toEqual(['All']);
  });

  it('filters by category in the URL, and Back restores the previous filter', () => {
    renderAt('/blog');
    fireEvent.click(screen.getByRole('button', { name: 'Tax Planning' }));
    expect(location()).toBe('/blog?category=Tax%20Planning');
    expect(pressed()).toEqual(['Tax Planning']);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
      posts.filter((post) => post.category === 'Tax Planning').map((post) => post.title),
    );
    expect(screen.getByRole('status').textContent).toBe('Showing 1 article in Tax Planning');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(location()).toBe('/blog');
    expect(cards()).toHaveLength(posts.length);

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/blog?category=Tax%20Planning');
    expect(cards()).toHaveLength(1);
  });

  it('opens with the filter the URL names', () => {
    renderAt('/blog?category=Gold%20Investment');
    expect(pressed()).toEqual(['Gold Investment']);
    expect(cards()).toHaveLength(1);
  });

  it('says so when a category has no posts, and offers all', () => {
    renderAt('/blog?category=Crypto');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('There are no articles in “Crypto” yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 articles in Crypto');
    expect(pressed()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(location()).toBe('/blog');
    expect(cards()).toHaveLength(posts.length);
  });
});

describe('/blog/{slug}', () => {
  // The article page is a chunk of its own; its first import (transformed on demand here) may
  // take longer than a query waits on a loaded machine, and the tests are about what it shows.
  beforeAll(() => preload(`/blog/${posts[0]?.slug ?? ''}`));

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s shows the whole post and sets its metadata',
    async (_, post: ArticleData) => {
      renderAt(`/blog/${post.slug}`);
      const article = await screen.findByRole('article', { name: post.title });
      expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(post.title);
      for (const text of [post.category, post.excerpt, post.author, post.date, post.readTime, ...post.tags]) {
        expect(article.textContent).toContain(text);
      }
      // The Markdown was rendered: headings exist and no marks are left over.
      expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
      expect(article.textContent).not.toMatch(/\*\*|\]\(|^#|\|---/m);
      expect(
        within(article)
          .getByRole('link', { name: /Back to all articles/ })
          .getAttribute('href'),
      ).toBe('/blog');

      expect(document.title).toBe(`${post.title} | Meridian Wealth Advisors`);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(post.excerpt);
      expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
      // (Under test the remote's URL is a file: URL; in the browser it is the remote's http origin.)
      expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain(post.image);
      const jsonLd = JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@type': 'Article',
        headline: post.title,
        datePublished: post.datePublished,
        image: post.image,
      });

      const related = screen.getByRole('region', { name: /articles/ });
      const links = within(related)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(links).toHaveLength(3);
      expect(links).not.toContain(post.title);
    },
  );

  it("shows 'Content coming soon...' for a post without content", () => {
    const post = { ...(posts[0] as ArticleData), html: '' };
    renderAt('/blog/x', <Article post={post} related={{ sameCategory: true, posts: [] }} />);
    expect(screen.getByText(CONTENT_FALLBACK)).toBeTruthy();
    expect(CONTENT_FALLBACK).toBe('Content coming soon...');
    expect(screen.queryByRole('region', { name: /articles/ })).toBeNull();
  });

  it("shows 'Blog post not found' with a link back for an unknown slug", async () => {
    renderAt('/blog/no-such-post');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Blog post not found');
    expect(screen.getByRole('link', { name: 'Back to all articles' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Blog post not found | Meridian Wealth Advisors');
  });

  it('shows the site 404 for a deeper path', () => {
    renderAt('/blog/a/b');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });
});

describe('LatestInsights', () => {
  it('shows the three newest posts, each linking to its page', () => {
    renderAt('/blog', <LatestInsights />);
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(posts.slice(0, 3).map((post) => post.title));
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      posts.slice(0, 3).map((post) => `/blog/${post.slug}`),
    );
  });
});
