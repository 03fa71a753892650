import { useLayoutEffect } from 'react';
import { absoluteUrl } from '@meridian/shared';
import { BLOG_FEED } from '../content/page-seo';

const SELECTOR = 'link[rel="alternate"][type="application/rss+xml"]';

/**
 * Announces the blog's feed in the document's head while a blog page is shown: the tag the server
 * sent is kept (or made after a client navigation) and removed when the visitor leaves the blog.
 * The blog's own, beside PageMeta: no other section has a feed.
 */
export function FeedLink() {
  useLayoutEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>(SELECTOR);
    if (!link) {
      link = Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/rss+xml' });
      document.head.appendChild(link);
    }
    link.title = BLOG_FEED.title;
    link.href = absoluteUrl(window.location.origin, BLOG_FEED.path);
    return () => link.remove();
  }, []);
  return null;
}
