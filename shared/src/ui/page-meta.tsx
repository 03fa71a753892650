import { useLayoutEffect } from 'react';
import { brand } from '../config/brand';
import { absoluteUrl } from '../config/paths';

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
export function PageMeta({ title, description, type = 'website', image, jsonLd, feed }: PageMetaProps) {
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
    upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', description);
    upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
    upsert('meta[property="og:image"]', meta('property', 'og:image'), 'content', imageUrl);
    upsert(
      'meta[name="twitter:card"]',
      meta('name', 'twitter:card'),
      'content',
      imageUrl ? 'summary_large_image' : 'summary',
    );
    upsert('meta[name="twitter:title"]', meta('name', 'twitter:title'), 'content', full);
    upsert('meta[name="twitter:description"]', meta('name', 'twitter:description'), 'content', description);
    upsert('meta[name="twitter:image"]', meta('name', 'twitter:image'), 'content', imageUrl);
    const alternate = 'link[rel="alternate"][type="application/rss+xml"]';
    const link = () => Object.assign(document.createElement('link'), { rel: 'alternate', type: 'application/rss+xml' });
    upsert(alternate, link, 'href', feedPath && absoluteUrl(window.location.origin, feedPath));
    upsert(alternate, link, 'title', feedTitle);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    if (json) {
      const element = script ?? Object.assign(document.createElement('script'), { type: 'application/ld+json' });
      element.textContent = json;
      if (!script) document.head.appendChild(element);
    } else {
      script?.remove();
    }
  }, [full, description, type, image, json, feedPath, feedTitle]);
  return null;
}
