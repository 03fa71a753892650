import { describe, expect, it } from 'vitest';
import { absoluteUrl, escapeHtml, headTags } from './head-tags';
import { REGISTRATION_SIGNATURE } from '@meridian/shared/page-contract';

describe('seo', () => {
  it('escapes text for HTML attributes and content', () => {
    expect(escapeHtml('Tax & "you" <2026>')).toBe('Tax &amp; &quot;you&quot; &lt;2026&gt;');
  });

  it.each([
    ['https://meridian.example', '/blog', 'https://meridian.example/blog'],
    ['https://meridian.example/', '/', 'https://meridian.example/'],
    ['http://localhost:5173//', 'blog/x', 'http://localhost:5173/blog/x'],
  ])('absoluteUrl(%s, %s) → %s', (site, path, expected) => {
    expect(absoluteUrl(site, path)).toBe(expected);
  });

  it('keeps an absolute image URL as it is', () => {
    const html = headTags(
      { path: '/blog/a', title: 'A', description: 'B', image: 'http://localhost:5175/images/a.svg' },
      'https://x.example',
      'Site',
    );
    expect(html).toContain('<meta property="og:image" content="http://localhost:5175/images/a.svg" />');
  });

  it('writes the title, description, canonical, Open Graph, Twitter and JSON-LD tags', () => {
    const html = headTags(
      {
        path: '/blog/a',
        title: 'A & B | Site',
        description: 'About "A"',
        type: 'article',
        image: '/img/a.svg',
        jsonLd: { '@type': 'Article', headline: '</script><script>alert(1)</script>' },
      },
      'https://meridian.example',
      'Site',
    );
    expect(html).toContain('<title>A &amp; B | Site</title>');
    expect(html).toContain('<meta name="description" content="About &quot;A&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://meridian.example/blog/a" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://meridian.example/img/a.svg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The share previews end with the registered name and number; the search description does not.
    const shared = escapeHtml(`About "A" | ${REGISTRATION_SIGNATURE}`);
    expect(html).toContain(`<meta property="og:description" content="${shared}" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${shared}" />`);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('announces the page’s feed, when it has one, at its absolute address', () => {
    const withFeed = headTags(
      {
        path: '/blog',
        title: 'Blog',
        description: 'Articles',
        feed: { title: 'Insights & news', path: '/blog/feed.xml' },
      },
      'https://meridian.example',
      'Site',
    );
    expect(withFeed).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Insights &amp; news" href="https://meridian.example/blog/feed.xml" />',
    );
    expect(
      headTags({ path: '/about', title: 'About', description: 'Us' }, 'https://meridian.example', 'Site'),
    ).not.toContain('rel="alternate"');
  });
});
