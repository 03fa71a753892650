import { describe, expect, it } from 'vitest';
import { isLive, millis, postFromDocument } from './post-document';

describe('millis', () => {
  it.each([
    [1000, 1000],
    [{ toMillis: () => 2000 }, 2000],
    ['2026-11-24', Number.NaN],
    [null, Number.NaN],
    [{ toMillis: () => 'soon' }, Number.NaN],
  ])('%o → %d', (value, expected) => {
    expect(millis(value)).toBe(expected);
  });
});

describe('isLive', () => {
  const now = 10_000;
  it.each([
    ['published, its time passed', { status: 'published', publishAt: 9_000 }, true],
    ['published, exactly now', { status: 'published', publishAt: 10_000 }, true],
    ['published, scheduled', { status: 'published', publishAt: 10_001 }, false],
    ['approved', { status: 'approved', publishAt: 9_000 }, false],
    ['unpublished', { status: 'unpublished', publishAt: 9_000 }, false],
    ['published, no time', { status: 'published' }, false],
  ])('%s: %s', (_, data, expected) => {
    expect(isLive(data, now)).toBe(expected);
  });
});

describe('postFromDocument', () => {
  const data = {
    title: ' A title ',
    slug: 'a-title',
    publishAt: Date.parse('2026-11-24T00:00:00Z'),
    body: 'One two three.',
  };
  it('computes the date, the read time and the HTML, and falls back to the title and excerpt for search', () => {
    const post = postFromDocument({ id: 'p1', data: { ...data, excerpt: 'Ex.' } });
    expect(post).toMatchObject({
      postId: 'p1',
      title: 'A title',
      date: '24 Nov 2026',
      datePublished: '2026-11-24',
      readTime: '1 min read',
      words: 3,
      html: '<p>One two three.</p>\n',
      searchTitle: 'A title',
      description: 'Ex.',
      tags: [],
    });
  });

  it.each([
    ['2026-11-24T18:29:59Z', '2026-11-24', '24 Nov 2026'],
    ['2026-11-24T18:30:00Z', '2026-11-25', '25 Nov 2026'],
    ['2026-12-31T20:00:00Z', '2027-01-01', '1 Jan 2027'],
  ])('dates a post published at %s by India’s calendar: %s', (instant, datePublished, date) => {
    const post = postFromDocument({ id: 'p1', data: { ...data, publishAt: Date.parse(instant) } });
    expect(post).toMatchObject({ datePublished, date });
  });

  it.each([
    ['no title', { ...data, title: '  ' }],
    ['no slug', { ...data, slug: undefined }],
    ['no time', { ...data, publishAt: 'tomorrow' }],
  ])('is null with %s', (_, fields) => {
    expect(postFromDocument({ id: 'p', data: fields })).toBeNull();
  });
});
