// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedLink } from './feed-link';

const feedLinks = () =>
  document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('FeedLink', () => {
  it('keeps the one tag the server sent, pointing at the feed, and removes it when the blog is left', () => {
    document.head.appendChild(
      Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/rss+xml', href: '/old' }),
    );
    const { unmount } = render(<FeedLink />);
    expect(feedLinks()).toHaveLength(1);
    expect(feedLinks()[0]?.href).toBe(`${window.location.origin}/blog/feed.xml`);
    expect(feedLinks()[0]?.title).toBe('Financial Insights | Meridian Wealth Advisors');
    unmount();
    expect(feedLinks()).toHaveLength(0);
  });

  it('makes the tag after a client navigation into the blog', () => {
    render(<FeedLink />);
    expect(feedLinks()).toHaveLength(1);
  });
});
