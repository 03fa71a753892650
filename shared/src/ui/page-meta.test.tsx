// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

const feedLink = () =>
  document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('PageMeta', () => {
  it('sets the title with the firm’s name, the description and the canonical URL of the page', () => {
    render(<PageMeta title="Services" description="What we do." />);
    expect(document.title).toBe('Services | Meridian Wealth Advisors');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('What we do.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}${window.location.pathname}`,
    );
  });

  it('announces the page’s feed, updates the tag the server sent, and removes it on a page with none', () => {
    const sent = Object.assign(document.createElement('link'), {
      rel: 'alternate',
      type: 'application/rss+xml',
      href: 'https://old.example/feed',
    });
    document.head.appendChild(sent);
    const { rerender } = render(
      <PageMeta title="Blog" description="Articles." feed={{ title: 'Insights', path: '/blog/feed.xml' }} />,
    );
    expect(feedLink()).toHaveLength(1);
    expect(feedLink()[0]?.getAttribute('href')).toBe(`${window.location.origin}/blog/feed.xml`);
    expect(feedLink()[0]?.getAttribute('title')).toBe('Insights');
    rerender(<PageMeta title="About" description="Us." />);
    expect(feedLink()).toHaveLength(0);
  });
});
