// @vitest-environment node
// Build-time code runs in Node, so its tests do too (esbuild refuses jsdom's TextEncoder).
import { describe, expect, it } from 'vitest';
import { formatPostDate, parseFrontMatter, parsePost, sortNewestFirst, type PostSource } from './front-matter';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const source = (fields: Record<string, string>, body = 'Some **text** here.') =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}\n`;

const VALID = {
  id: '7',
  title: '"A title: with a colon"',
  slug: '"a-title"',
  excerpt: '"Short and \\"quoted\\"."',
  author: '"R. Author"',
  date: '"2026-03-09"',
  category: '"Tax Planning"',
  tags: '["tax", "80C"]',
};

describe('parseFrontMatter', () => {
  it.each([
    ['a JSON-style quoted string', 'title: "Old vs New: 2026"', { title: 'Old vs New: 2026' }],
    ['escapes in a quoted string', 'title: "Say \\"hi\\""', { title: 'Say "hi"' }],
    ['a single-quoted string', "title: 'It''s here'", { title: "It's here" }],
    ['a bare string', 'author: Meera Joshi, CFP', { author: 'Meera Joshi, CFP' }],
    ['a whole number', 'id: 12', { id: 12 }],
    ['a boolean', 'draft: false', { draft: false }],
    ['a list of strings', 'tags: ["a", "b c"]', { tags: ['a', 'b c'] }],
    ['an empty list', 'tags: []', { tags: [] }],
    ['blank lines and comments', '# a note\n\nid: 1', { id: 1 }],
  ])('reads %s', (_, block, data) => {
    expect(parseFrontMatter(`---\n${block}\n---\nBody`)).toEqual({ data, body: 'Body' });
  });

  it('returns the body after the closing fence, with Windows line endings too', () => {
    expect(parseFrontMatter('---\r\nid: 1\r\n---\r\n## Heading\r\nText')).toEqual({
      data: { id: 1 },
      body: '## Heading\nText',
    });
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('Just text')).toEqual({ data: {}, body: 'Just text' });
  });

  it.each([
    ['a line that is not key: value', 'just words'],
    ['an unterminated string', 'title: "open'],
    ['a list of numbers', 'tags: [1, 2]'],
  ])('refuses %s', (_, block) => {
    expect(() => parseFrontMatter(`---\n${block}\n---\n`)).toThrow();
  });
});

describe('formatPostDate', () => {
  it('writes the day, short month and year, whatever the time zone', () => {
    expect(formatPostDate('2026-11-18')).toBe('18 Nov 2026');
    expect(formatPostDate('2026-01-01')).toBe('1 Jan 2026');
  });
});

describe('parsePost', () => {
  it('builds every field of a post, and keeps its Markdown body and word count', () => {
    const post = parsePost(source(VALID, words(450)), 'a.md');
    expect(post).toEqual({
      id: 7,
      title: 'A title: with a colon',
      slug: 'a-title',
      excerpt: 'Short and "quoted".',
      body: words(450),
      words: 450,
      author: 'R. Author',
      date: '9 Mar 2026',
      datePublished: '2026-03-09',
      readTime: '3 min read',
      category: 'Tax Planning',
      tags: ['tax', '80C'],
    });
  });

  it('keeps an unknown category as written (the page gives it the Investment image)', () => {
    expect(parsePost(source({ ...VALID, category: '"Crypto"' }), 'a.md').category).toBe('Crypto');
  });

  it('keeps an empty body empty (the page shows its fallback text)', () => {
    const post = parsePost(source(VALID, '   '), 'a.md');
    expect(post.body).toBe('');
    expect(post.readTime).toBe('1 min read');
  });

  it('defaults to no tags', () => {
    const withoutTags = Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== 'tags'));
    expect(parsePost(source(withoutTags), 'a.md').tags).toEqual([]);
  });

  it.each([
    ['a missing title', { title: '' }, /"title"/],
    ['an id that is not a whole number', { id: '"seven"' }, /"id"/],
    ['a slug with spaces', { slug: '"A Title"' }, /"slug"/],
    ['a date that is not YYYY-MM-DD', { date: '"18/11/2026"' }, /"date"/],
    ['a date that does not exist', { date: '"2026-02-30"' }, /"date"/],
    ['tags that are not a list', { tags: '"tax"' }, /"tags"/],
  ])('names the file and the field for %s', (_, change, message) => {
    const fields = Object.fromEntries(Object.entries({ ...VALID, ...change }).filter(([, value]) => value !== ''));
    expect(() => parsePost(source(fields), 'posts/bad.md')).toThrow(/^posts\/bad\.md: /);
    expect(() => parsePost(source(fields), 'posts/bad.md')).toThrow(message);
  });
});

describe('sortNewestFirst', () => {
  it('orders by date, newest first, then by id', () => {
    const post = (id: number, datePublished: string) => ({ id, datePublished }) as PostSource;
    const sorted = sortNewestFirst([
      post(3, '2026-01-01'),
      post(2, '2026-05-01'),
      post(1, '2026-05-01'),
      post(4, '2025-12-31'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});
