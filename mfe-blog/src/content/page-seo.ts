// The metadata of the blog's pages, built from the same data in the browser (PageMeta) and at
// build time (public-pages.ts → the page's head as the server sends it), so both say the same thing.
import { brand, paths } from '@meridian/shared';
import type { PostCardData } from './post';

export const BLOG_PAGE = {
  /** The page title; the firm's name is added after it. */
  title: 'Financial Insights Blog',
  heading: 'Financial Insights',
  description:
    'Practical, independent articles for Indian investors on asset allocation, income tax, mutual funds, retirement, budgeting and gold.',
} as const;

/** The blog's RSS feed (content/feed.ts), as the list and every article announce it in their head. */
export const BLOG_FEED = { title: `${BLOG_PAGE.heading} | ${brand.name}`, path: `${paths.blog}/feed.xml` } as const;

export interface Site {
  /** The site's origin, e.g. 'https://meridian.example'. */
  url: string;
  /** The firm's name, the articles' publisher. */
  name: string;
}

/** schema.org Article data of a post; `pageUrl` is the absolute URL of its page. */
export function articleJsonLd(post: PostCardData, pageUrl: string, site: Site): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: post.image,
    author: { '@type': 'Person', name: post.author },
    datePublished: post.datePublished,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
  };
}
