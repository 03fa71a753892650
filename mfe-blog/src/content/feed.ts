// The blog's RSS 2.0 feed (/blog/feed.xml): the newest articles with their titles, excerpts,
// authors, categories and dates. Pure: the posts and the site are given, nothing is read.
import { absoluteUrl, paths, SHORT_MONTH_NAMES } from '@meridian/shared';
import { SHORT_WEEKDAY_NAMES } from '@meridian/shared/dates';
import { BLOG_FEED, BLOG_PAGE, type Site } from './page-seo';
import type { PostSummary } from './post';

/** How many articles the feed lists, newest first. */
export const FEED_SIZE = 20;

/** '2026-11-18' → 'Wed, 18 Nov 2026 00:00:00 GMT' (RFC 822, as RSS 2.0 asks). */
export function rssDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${SHORT_WEEKDAY_NAMES[date.getUTCDay()]}, ${day} ${SHORT_MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()} 00:00:00 GMT`;
}

/** Text as XML character data: &, < and > escaped, and the quotes too (it may sit in an attribute). */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The feed's XML: the channel (the blog) and its newest FEED_SIZE posts, newest first. */
export function blogFeed(posts: readonly PostSummary[], site: Site): string {
  const newest = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished)).slice(0, FEED_SIZE);
  const blogUrl = absoluteUrl(site.url, paths.blog);
  const items = newest.map((post) => {
    const url = xmlText(absoluteUrl(site.url, paths.blogPost(post.slug)));
    return [
      '    <item>',
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${xmlText(post.excerpt)}</description>`,
      `      <dc:creator>${xmlText(post.author)}</dc:creator>`,
      `      <category>${xmlText(post.category)}</category>`,
      `      <pubDate>${rssDate(post.datePublished)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(`${BLOG_PAGE.heading} | ${site.name}`)}</title>`,
    `    <link>${xmlText(blogUrl)}</link>`,
    `    <description>${xmlText(BLOG_PAGE.description)}</description>`,
    '    <language>en-IN</language>',
    `    <atom:link href="${xmlText(absoluteUrl(site.url, BLOG_FEED.path))}" rel="self" type="application/rss+xml" />`,
    ...(newest[0] ? [`    <lastBuildDate>${rssDate(newest[0].datePublished)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
