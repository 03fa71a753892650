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
