/**
 * A public page as crawlers and link previews see it, and as a section lists its pages for the
 * build to prerender (each section's src/public-pages.ts).
 */
export interface PageSeo {
  /** The site path, e.g. '/blog/sip-basics'. */
  path: string;
  /** The full document title. */
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** A site path, or an absolute URL (an image served from a remote's own origin). */
  image?: string;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /**
   * false: kept out of search results and the sitemap (noindex), for a public page nobody
   * should land on from a search, such as the password-reset form.
   */
  index?: false;
  /** A feed the page belongs to, announced in its head (<link rel="alternate">): the blog's RSS. */
  feed?: { title: string; path: string };
  /**
   * The page's versions in other languages, each version included and 'x-default' for the
   * English (hreflang alternates, in its head and in the sitemap): '@meridian/shared/languages'.
   */
  alternates?: { hreflang: string; path: string }[];
}

/**
 * A document that is not a page, published by a section at a site path (its src/public-pages.ts
 * exports publicDocuments()), e.g. the blog's RSS feed. Its body may hold SITE_ORIGIN_TOKEN,
 * replaced by the site's address where it is served.
 */
export interface PublicDocument {
  /** The site path, e.g. '/blog/feed.xml'. */
  path: string;
  contentType: string;
  body: string;
}

/** A page a section lists in src/public-pages.ts for the build to prerender. */
export interface PublicPage extends PageSeo {
  /**
   * 404 marks the section's "not found" page: prerendered at `path`, it is served (with that
   * status) for every path `pattern` matches that is not one of the section's pages.
   */
  status?: 404;
  /** A route pattern such as '/blog/:slug' or '/calculators/*'. */
  pattern?: string;
}

/**
 * A post's facts and its search preview, as the blog's pages put them in their head: the shape
 * the admin's desk checks a post's search preview in (mfe-admin/src/domain/post-preview.ts).
 */
export interface PublishedPost {
  slug: string;
  title: string;
  /** ISO 8601 date, YYYY-MM-DD. */
  datePublished: string;
  category: string;
  author: string;
  /** The page's <title> and description, and its preview image's path on the blog's origin ('' if none). */
  preview: { title: string; description: string; image: string };
}
