import { describe, expect, it } from 'vitest';
import {
  checkPostFields,
  isAllowedLink,
  countWords,
  isSlug,
  POST_LIMITS,
  readTime,
  readTimeOf,
  slugify,
  uniqueSlug,
  type PostFields,
} from './fields';

describe('slugify', () => {
  it.each([
    ['Old vs New Tax Regime: Worked Examples', 'old-vs-new-tax-regime-worked-examples'],
    ['80C, 80D & NPS: Old vs New Regime!', '80c-80d-and-nps-old-vs-new-regime'],
    ['₹5,000 a month in a SIP', 'rs-5-000-a-month-in-a-sip'],
    ['Café crème — résumé', 'cafe-creme-resume'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['ALL CAPS', 'all-caps'],
    ['!!!', ''],
    ['अहम् बचत', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at a word’s end within the bound', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(POST_LIMITS.slug.max);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/^(word-)+word$/);
  });

  it('cuts a single word longer than the bound', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(POST_LIMITS.slug.max));
  });

  it('makes a slug isSlug accepts from any title with letters', () => {
    for (const title of ['Gold: SGB, ETF or Coins?', 'A B C D', 'NPS 80CCD(1B) – ₹50,000']) {
      expect(isSlug(slugify(title))).toBe(true);
    }
  });
});

describe('uniqueSlug', () => {
  it.each([
    ['sip-basics', [], 'sip-basics'],
    ['sip-basics', ['sip-basics'], 'sip-basics-2'],
    ['sip-basics', ['sip-basics', 'sip-basics-2', 'sip-basics-3'], 'sip-basics-4'],
    ['sip-basics', ['sip-basics-2'], 'sip-basics'],
  ])('%s among %j → %s', (base, taken, expected) => {
    expect(uniqueSlug(base, new Set(taken))).toBe(expected);
  });

  it('stays within the bound when a counter is added to a slug of full length', () => {
    const base = `${'a'.repeat(POST_LIMITS.slug.max - 2)}-b`;
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug.length).toBeLessThanOrEqual(POST_LIMITS.slug.max);
    expect(isSlug(slug)).toBe(true);
  });
});

describe('isSlug', () => {
  it.each([
    ['old-vs-new', true],
    ['a1', false],
    ['abc', true],
    ['Old-vs-new', false],
    ['old--new', false],
    ['-old', false],
    ['old new', false],
    ['a'.repeat(81), false],
  ])('%j → %s', (slug, ok) => {
    expect(isSlug(slug)).toBe(ok);
  });
});

describe('read time', () => {
  it.each([
    [0, '1 min read'],
    [1, '1 min read'],
    [200, '1 min read'],
    [201, '2 min read'],
    [1_000, '5 min read'],
    [1_001, '6 min read'],
    [1_400, '7 min read'],
  ])('%i words → %s', (words, expected) => {
    expect(readTimeOf(words)).toBe(expected);
  });

  it('counts words, not Markdown marks', () => {
    expect(countWords('## Two words\n\n| a | b |\n|---|---|\n- **bold** item — ₹5,000')).toBe(7);
    expect(readTime('word '.repeat(401))).toBe('3 min read');
  });
});

describe('checkPostFields', () => {
  const good: PostFields = {
    title: 'How a SIP grows over twenty years',
    slug: 'how-a-sip-grows',
    excerpt: 'Compounding explained with the numbers of a ₹5,000 monthly SIP over twenty years.',
    body: '## Start\n\nText.',
    category: 'Investment',
    tags: ['SIP', 'Compounding'],
    searchTitle: 'How a SIP grows over 20 years',
    description: 'The numbers of a monthly SIP.',
    classification: 'educational',
    approvalRef: '',
    approvalDate: '',
  };

  it('finds nothing wrong with a good post', () => {
    expect(checkPostFields(good)).toEqual({});
  });

  it.each([
    ['title', { title: '' }, 'The title is needed.'],
    ['title', { title: 'Too short' }, 'The title needs at least 10 characters (it has 9).'],
    ['title', { title: 'x'.repeat(121) }, 'The title may have at most 120 characters (it has 121).'],
    ['slug', { slug: 'Has Spaces' }, expect.stringContaining('lower-case letters and digits')],
    ['excerpt', { excerpt: 'Short.' }, 'The excerpt needs at least 40 characters (it has 6).'],
    ['body', { body: 'x'.repeat(60_001) }, 'The article may have at most 60,000 characters (it has 60,001).'],
    ['category', { category: 'Crypto' }, 'Choose one of the blog’s categories.'],
    ['tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, 'At most 8 tags.'],
    ['tags', { tags: ['x'] }, 'Each tag has 2 to 30 characters.'],
    ['tags', { tags: ['SIP', 'sip'] }, 'Each tag once.'],
    ['searchTitle', { searchTitle: 'x'.repeat(61) }, 'The search title may have at most 60 characters (it has 61).'],
    [
      'description',
      { description: 'x'.repeat(161) },
      'The search description may have at most 160 characters (it has 161).',
    ],
    ['approvalRef', { approvalRef: 'ab' }, 'The approval reference needs at least 3 characters (it has 2).'],
    ['approvalDate', { approvalDate: '2026-02-30' }, 'Write the approval date as a date (YYYY-MM-DD).'],
  ] as const)('refuses a bad %s', (field, change, message) => {
    expect(checkPostFields({ ...good, ...change })).toEqual({ [field]: message });
  });

  it('lets a draft be saved with an empty body and no search texts yet', () => {
    expect(checkPostFields({ ...good, body: '', searchTitle: '', description: '' })).toEqual({});
  });
});

describe('isAllowedLink', () => {
  it.each([
    ['https://www.sebi.gov.in/x', true],
    ['http://example.com', true],
    ['/blog/sip-basics', true],
    ['#section', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['mailto:a@b.c', false],
    ['https:\\\\evil.example', false],
    ['/ok\nnext', false],
    ['', false],
  ])('%j → %s', (href, expected) => {
    expect(isAllowedLink(href)).toBe(expected);
  });
});
