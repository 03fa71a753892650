import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IMAGES, FALLBACK_CATEGORY, categoryImage } from './categories';
import type { Article } from './articles';
import { staticSource } from './blog-data';
import { builtPosts, builtSummaries } from './build-source';
import type { PostCardData } from './post';
import { categoryFromSearch, filterByCategory, relatedPosts, searchForCategory } from './posts';
import { withImage } from './summaries';

const posts: readonly Article[] = builtPosts.map(withImage);
const summaries = builtSummaries.map(withImage);

const publicFile = (path: string) => join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', path);

describe('the posts', () => {
  it('are six, one per category (spec §3, §9)', () => {
    expect(posts).toHaveLength(6);
    expect([...posts.map((post) => post.category)].sort()).toEqual([...CATEGORIES].sort());
  });

  it('have unique ids and slugs', () => {
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
  });

  it('are listed newest first, which is the order of their ids', () => {
    expect(posts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const dates = posts.map((post) => post.datePublished);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('are none dated in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const post of posts)
      expect(post.datePublished <= today, `${post.slug} is dated ${post.datePublished}`).toBe(true);
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s is a full article with every field',
    (_, post: Article) => {
      const count = post.words;
      expect(count).toBeGreaterThanOrEqual(800);
      expect(count).toBeLessThanOrEqual(1500);
      expect(post.readTime).toBe(`${Math.ceil(count / 200)} min read`);
      expect(post.date).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(40);
      expect(post.excerpt.length).toBeLessThanOrEqual(200);
      expect(post.author).not.toBe('');
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.image).toMatch(new RegExp(`${categoryImage(post.category).path}$`));
      // The same picture, inlined as a data: URL (build/pictures-plugin.ts).
      const svg = readFileSync(publicFile(categoryImage(post.category).path), 'utf8').trim();
      expect(post.imageSrc).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);
      // Rendered from Markdown at build time: headings, and no Markdown marks left over.
      expect(post.html).toMatch(/<h2>/);
      expect(post.html.replace(/<[^>]+>/g, '')).not.toMatch(/\*\*|\]\(|^#|\|---/m);
    },
  );

  it('have summaries (the home widget loads only these) equal to the posts without their bodies', () => {
    expect(summaries).toEqual(posts.map(({ html: _html, words: _words, ...summary }) => summary));
  });

  it('are found by slug through the build source, and nothing for an unknown one', () => {
    const source = staticSource(builtSummaries, builtPosts);
    const first = builtPosts[0];
    expect(source.article(first?.slug ?? '')).toBe(first);
    expect(source.article('no-such-post')).toBeNull();
    expect(source.summaries()).toBe(builtSummaries);
  });
});

describe('category images', () => {
  it.each(CATEGORIES.map((category) => [category]))('%s has its own small SVG with alt text', (category) => {
    const image = CATEGORY_IMAGES[category];
    const file = publicFile(image.path);
    expect(statSync(file).size).toBeLessThan(3 * 1024);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 315"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(image.alt.length).toBeGreaterThan(10);
    expect([image.width, image.height]).toEqual([600, 315]);
  });

  it('are all different', () => {
    expect(new Set(CATEGORIES.map((category) => CATEGORY_IMAGES[category].path)).size).toBe(CATEGORIES.length);
  });

  it('fall back to the Investment image for an unknown category', () => {
    expect(FALLBACK_CATEGORY).toBe('Investment');
    expect(categoryImage('Cryptocurrency')).toBe(CATEGORY_IMAGES.Investment);
    expect(categoryImage('')).toBe(CATEGORY_IMAGES.Investment);
    expect(categoryImage('Retirement')).toBe(CATEGORY_IMAGES.Retirement);
  });
});

describe('the category filter', () => {
  it.each([
    ['', null],
    ['?category=', null],
    ['?category=Tax%20Planning', 'Tax Planning'],
    ['?category=Tax+Planning', 'Tax Planning'],
    ['?page=2&category=Gold%20Investment', 'Gold Investment'],
    ['?category=Unknown', 'Unknown'],
  ])('reads %j as %j', (search, category) => {
    expect(categoryFromSearch(search)).toBe(category);
  });

  it('writes spaces as %20, and nothing for all', () => {
    expect(searchForCategory('Tax Planning')).toBe('?category=Tax%20Planning');
    expect(searchForCategory(null)).toBe('');
    expect(categoryFromSearch(searchForCategory('Personal Finance'))).toBe('Personal Finance');
  });

  it('keeps every post for all, one category otherwise, none for an unknown one', () => {
    expect(filterByCategory(summaries, null)).toEqual(summaries);
    const tax = filterByCategory(summaries, 'Tax Planning');
    expect(tax.map((post) => post.category)).toEqual(['Tax Planning']);
    expect(filterByCategory(summaries, 'Unknown')).toEqual([]);
  });
});

describe('relatedPosts', () => {
  const make = (slug: string, category: string) => ({ slug, category }) as PostCardData;
  const list = [make('a', 'Tax'), make('b', 'Gold'), make('c', 'Tax'), make('d', 'Gold'), make('e', 'Funds')];

  it('puts the same category first, then the newest others, never the post itself', () => {
    expect(relatedPosts(list[1] as PostCardData, list)).toEqual({
      sameCategory: true,
      posts: [list[3], list[0], list[2]],
    });
  });

  it('falls back to the latest others when the category has no other post', () => {
    expect(relatedPosts(list[4] as PostCardData, list, 2)).toEqual({ sameCategory: false, posts: [list[0], list[1]] });
  });

  it('has three suggestions for every real post', () => {
    for (const post of posts) expect(relatedPosts(post, summaries).posts).toHaveLength(3);
  });
});
