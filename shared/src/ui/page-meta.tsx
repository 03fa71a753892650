import { useLayoutEffect } from 'react';
import { brand } from '../config/brand';
import { absoluteUrl } from '../config/paths';
import { shareDescription } from '../config/registrations';

export interface PageMetaProps {
  /** The page's own title; the firm's name is added: 'Services' → 'Services | Meridian Wealth Advisors'. */
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** A site path or absolute URL of the page's preview image. */
  image?: string;
  /** schema.org structured data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The feed the page belongs to (the blog's RSS), announced as <link rel="alternate">. */
  feed?: { title: string; path: string };
  /** The page's language versions (hreflang alternates), as its PageSeo has them: a constant, not built per render. */
  alternates?: readonly { hreflang: string; path: string }[];
}

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string | undefined) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (key: 'name' | 'property', name: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, name);
  return element;
};

/**
 * Sets the document's title, description, canonical URL, Open Graph and Twitter tags, feed link
 * and JSON-LD for the page it is rendered in. It updates the tags the server sent (index.html, or the head
 * fragment composed for this path) in place, so there is one of each, and moves them on every
 * client-side navigation. Renders nothing.
 */
export function PageMeta({ title, description, type = 'website', image, jsonLd, feed, alternates }: PageMetaProps) {
  const full = title === brand.name ? title : `${title} | ${brand.name}`;
  const json = jsonLd ? JSON.stringify(jsonLd) : undefined;
  const feedPath = feed?.path;
  const feedTitle = feed?.title;
  useLayoutEffect(() => {
    const url = absoluteUrl(window.location.origin, window.location.pathname);
    const imageUrl = image
      ? image.startsWith('http')
        ? image
        : absoluteUrl(window.location.origin, image)
      : undefined;
    document.title = full;
    upsert('meta[name="description"]', meta('name', 'description'), 'content', description);
    upsert(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      url,
    );
    upsert('meta[property="og:site_name"]', meta('property', 'og:site_name'), 'content', brand.name);
    upsert('meta[property="og:type"]', meta('property', 'og:type'), 'content', type);
    upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', full);
    // Share previews end with the registered name and number (as the composer writes them).
    const shared = shareDescription(description);
    upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', shared);
    upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
    upsert('meta[property="og:image"]', meta('property', 'og:image'), 'content', imageUrl);
    upsert(
      'meta[name="twitter:card"]',
      meta('name', 'twitter:card'),
      'content',
      imageUrl ? 'summary_large_image' : 'summary',
    );
    upsert('meta[name="twitter:title"]', meta('name', 'twitter:title'), 'content', full);
    upsert('meta[name="twitter:description"]', meta('name', 'twitter:description'), 'content', shared);
    upsert('meta[name="twitter:image"]', meta('name', 'twitter:image'), 'content', imageUrl);
    const alternate = 'link[rel="alternate"][type="application/rss+xml"]';
    const link = () => Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/rss+xml' });
    upsert(alternate, link, 'href', feedPath && absoluteUrl(window.location.origin, feedPath));
    upsert(alternate, link, 'title', feedTitle);
    // The language versions: exactly this page's (none on a page offered in one language).
    const versions = alternates ?? [];
    const present = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
    const same =
      present.length === versions.length &&
      versions.every(
        (item, index) =>
          present[index]?.hreflang === item.hreflang &&
          present[index]?.getAttribute('href') === absoluteUrl(window.location.origin, item.path),
      );
    if (!same) {
      for (const link of present) link.remove();
      for (const item of versions)
        document.head.appendChild(
          Object.assign(document.createElement('link'), {
            rel: 'alternate',
            hreflang: item.hreflang,
            href: absoluteUrl(window.location.origin, item.path),
          }),
        );
    }
    const script = document.head.querySelector('script[type="application/ld+json"]');
    if (json) {
      const element = script ?? Object.assign(document.createElement('script'), { type: 'application/ld+json' });
      element.textContent = json;
      if (!script) document.head.appendChild(element);
    } else {
      script?.remove();
    }
  }, [full, description, type, image, json, feedPath, feedTitle, alternates]);
  return null;
}
