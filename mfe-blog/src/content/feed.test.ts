import { describe, expect, it } from 'vitest';
import { blogFeed, FEED_SIZE, rssDate, xmlText } from './feed';
import type { PostSummary } from './post';

const SITE = { url: 'https://meridian.example', name: 'Meridian & Co' };

function post(slug: string, datePublished: string, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    title: `Title of ${slug}`,
    slug,
    excerpt: `About ${slug}.`,
    author: 'Asha Rao',
    date: '',
    datePublished,
    readTime: '5 min read',
    category: 'Investment',
    tags: [],
    ...overrides,
  };
}

describe('rssDate', () => {
  it.each([
    ['2026-11-18', 'Wed, 18 Nov 2026 00:00:00 GMT'],
    ['2024-02-29', 'Thu, 29 Feb 2024 00:00:00 GMT'],
    ['2026-01-05', 'Mon, 05 Jan 2026 00:00:00 GMT'],
  ])('%s → %s', (iso, expected) => {
    expect(rssDate(iso)).toBe(expected);
  });
});

describe('xmlText', () => {
  it.each([
    ['Tax & you', 'Tax &amp; you'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"Quoted" and 'single'`, '&quot;Quoted&quot; and &apos;single&apos;'],
    ['&amp; already', '&amp;amp; already'],
    ['₹1,00,000 — plain', '₹1,00,000 — plain'],
  ])('%j → %j', (text, expected) => {
    expect(xmlText(text)).toBe(expected);
  });
});

describe('blogFeed', () => {
  it('lists the posts newest first, each with its absolute link, guid, excerpt, author, category and date', () => {
    const xml = blogFeed([post('older', '2026-01-05'), post('newer', '2026-11-18')], SITE);
    expect(xml.indexOf('<link>https://meridian.example/blog/newer</link>')).toBeLessThan(
      xml.indexOf('<link>https://meridian.example/blog/older</link>'),
    );
    expect(xml).toContain('<guid isPermaLink="true">https://meridian.example/blog/newer</guid>');
    expect(xml).toContain('<description>About newer.</description>');
    expect(xml).toContain('<dc:creator>Asha Rao</dc:creator>');
    expect(xml).toContain('<category>Investment</category>');
    expect(xml).toContain('<pubDate>Wed, 18 Nov 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Wed, 18 Nov 2026 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<atom:link href="https://meridian.example/blog/feed.xml" rel="self" type="application/rss+xml" />',
    );
    expect(xml).toContain('<title>Financial Insights | Meridian &amp; Co</title>');
  });

  it('escapes what a post holds, so a title cannot break the XML', () => {
    const xml = blogFeed([post('x', '2026-11-18', { title: 'A </title><script>x</script> & more' })], SITE);
    expect(xml).toContain('<title>A &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; &amp; more</title>');
    expect(xml).not.toContain('<script>');
  });

  it(`keeps the newest ${FEED_SIZE}`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, index) =>
      post(`p${index}`, `2026-01-${String(index + 1).padStart(2, '0')}`),
    );
    const xml = blogFeed(many, SITE);
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(xml).toContain('/blog/p24</link>');
    expect(xml).not.toContain('/blog/p4</link>');
  });

  it('is a channel with no items and no build date when there are no posts', () => {
    const xml = blogFeed([], SITE);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toMatch(/<\/channel>\n<\/rss>\n$/);
  });
});
