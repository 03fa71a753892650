/**
 * Page metadata that crawlers and link previews see without running JavaScript: the composer
 * writes these tags into the head of every page it sends, from the page's PageSeo (which the
 * owning section's build put in the page's fragment).
 */
import { absoluteUrl, shareDescription, type PageSeo } from '@meridian/shared/page-contract';

export type { PageSeo };

export { absoluteUrl };

/** Text as it may stand in an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter card, its feed, JSON-LD. */
export function headTags(page: PageSeo, siteUrl: string, siteName: string): string {
  const url = absoluteUrl(siteUrl, page.path);
  // Share previews end with the registered name and number (SEBI, social media, from 1 May 2026).
  const shared = escapeHtml(shareDescription(page.description));
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${page.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${shared}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${shared}" />`,
  ];
  if (page.image) {
    const image = /^https?:\/\//.test(page.image) ? page.image : absoluteUrl(siteUrl, page.image);
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}" />`);
  }
  for (const alternate of page.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(absoluteUrl(siteUrl, alternate.path))}" />`,
    );
  }
  if (page.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(page.feed.title)}" href="${escapeHtml(absoluteUrl(siteUrl, page.feed.path))}" />`,
    );
  }
  if (page.jsonLd) {
    // '<' is escaped so that no string in the data can close the script element.
    const json = JSON.stringify(page.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}
