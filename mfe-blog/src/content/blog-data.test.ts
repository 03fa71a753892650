import { describe, expect, it, vi } from 'vitest';
import {
  fetchingSource,
  mergeBlogData,
  parseBlogData,
  serializeBlogData,
  staticSource,
  type BlogData,
} from './blog-data';
import type { Post, PostSummary } from './post';

const summary = (slug: string, title = `Title of ${slug}`): PostSummary => ({
  id: 1,
  title,
  slug,
  excerpt: 'An excerpt.',
  author: 'A. Author',
  date: '18 Nov 2026',
  datePublished: '2026-11-18',
  readTime: '3 min read',
  category: 'Tax Planning',
  tags: ['tax'],
});
const post = (slug: string, html = '<p>Body</p>'): Post => ({ ...summary(slug), html, words: 2 });

describe('serializeBlogData', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an HTML comment', '<!-- x -->'],
    ['an ampersand entity', '&lt;b&gt;'],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
  ])('keeps %s inert inside the script and gives it back unchanged', (_, title) => {
    const data: BlogData = { summaries: [summary('a', title)] };
    const text = serializeBlogData(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parseBlogData(text)).toEqual(data);
  });
});

describe('parseBlogData', () => {
  it.each([
    ['no text', null],
    ['not JSON', '{'],
    ['a number', '3'],
    ['an array', '[]'],
    ['summaries that are not a list', '{"summaries":{}}'],
    ['articles that are a list', '{"articles":[]}'],
  ])('ignores %s', (_, text) => {
    expect(parseBlogData(text)).toEqual({});
  });

  it('reads summaries and articles', () => {
    const data: BlogData = { summaries: [summary('a')], articles: { a: post('a'), gone: null } };
    expect(parseBlogData(JSON.stringify(data))).toEqual(data);
  });
});

describe('mergeBlogData', () => {
  it('keeps the first list of summaries and every article', () => {
    const first = [summary('a')];
    const merged = mergeBlogData([
      { articles: { a: post('a') } },
      { summaries: first },
      { summaries: [summary('b')], articles: { b: null } },
    ]);
    expect(merged.summaries).toBe(first);
    expect(merged.articles).toEqual({ a: post('a'), b: null });
  });
});

describe('staticSource', () => {
  it('has every summary and finds articles by slug', () => {
    const source = staticSource([summary('a')], [post('a')]);
    expect(source.summaries()).toEqual([summary('a')]);
    expect(source.article('a')).toEqual(post('a'));
    expect(source.article('b')).toBeNull();
  });
});

describe('fetchingSource', () => {
  it('uses what the page carried, reading nothing and reading the page only once', () => {
    const embedded = vi.fn(() => ({ summaries: [summary('a')], articles: { a: post('a'), gone: null } }));
    const read = vi.fn(() => Promise.resolve(null));
    const source = fetchingSource({ embedded, read });
    expect(source.summaries()).toEqual([summary('a')]);
    expect(source.article('a')).toEqual(post('a'));
    expect(source.article('gone')).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(embedded).toHaveBeenCalledTimes(1);
  });

  it('reads what the page did not carry once, and then has it', async () => {
    const read = vi.fn((file: string) =>
      Promise.resolve(file === 'summaries.json' ? [summary('b')] : file === 'posts/b.json' ? post('b') : null),
    );
    const source = fetchingSource({ embedded: () => ({}), read });
    const pending = source.summaries();
    expect(source.summaries()).toBe(pending);
    expect(await pending).toEqual([summary('b')]);
    expect(source.summaries()).toEqual([summary('b')]);
    expect(await source.article('b')).toEqual(post('b'));
    expect(source.article('b')).toEqual(post('b'));
    expect(read.mock.calls.map(([file]) => file)).toEqual(['summaries.json', 'posts/b.json']);
  });

  it.each([
    ['is not there (404)', null],
    ['is another post', post('other')],
    ['is not a post', 'text'],
  ])('has no article when its file %s', async (_, value) => {
    const source = fetchingSource({ embedded: () => ({}), read: () => Promise.resolve(value) });
    expect(await source.article('b')).toBeNull();
  });

  it('asks for a slug as one path segment', async () => {
    const read = vi.fn(() => Promise.resolve(null));
    await fetchingSource({ embedded: () => ({}), read }).article('../x?y');
    expect(read).toHaveBeenCalledWith('posts/..%2Fx%3Fy.json');
  });

  it('forgets a read that failed, so that trying again reads again', async () => {
    const read = vi
      .fn<(file: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([summary('c')]);
    const source = fetchingSource({ embedded: () => ({}), read });
    await expect(source.summaries()).rejects.toThrow('offline');
    expect(await source.summaries()).toEqual([summary('c')]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
