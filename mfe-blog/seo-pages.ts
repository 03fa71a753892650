// The blog's pages as crawlers see them: used at build time by shared/seo-plugin.ts to write each
// page's head fragment and the section's sitemap entries. It reads the same Markdown files and
// builds the metadata with the same functions as the pages do in the browser (PageMeta).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '../shared/src/config/brand';
import { paths } from '../shared/src/config/paths';
import { absoluteUrl, type PageSeo } from '../shared/src/seo/head-tags';
import { BLOG_PAGE, articleJsonLd } from './src/content/page-seo';
import { parsePost, sortNewestFirst, type Post } from './src/content/parse-post';

const POSTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'src', 'content', 'posts');

/** The site's public origin, as shared/seo-plugin.ts reads it. */
const siteUrl = () => (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');

/**
 * Where the blog remote itself is served, for its images: in the browser they are resolved
 * against the remote's script URL, so set BLOG_PUBLIC_URL to the deployed remote's origin.
 */
const blogUrl = () => process.env.BLOG_PUBLIC_URL ?? 'http://localhost:5175';

export function readPosts(): Post[] {
  const files = readdirSync(POSTS_DIR).filter((file) => file.endsWith('.md'));
  return sortNewestFirst(
    files.map((file) => parsePost(readFileSync(join(POSTS_DIR, file), 'utf8'), file, (path) => new URL(path, blogUrl()).href)),
  );
}

const titled = (title: string) => `${title} | ${brand.name}`;

export function blogPages(): PageSeo[] {
  const site = { url: siteUrl(), name: brand.name };
  return [
    { path: paths.blog, title: titled(BLOG_PAGE.title), description: BLOG_PAGE.description },
    ...readPosts().map(
      (post): PageSeo => ({
        path: paths.blogPost(post.slug),
        title: titled(post.title),
        description: post.excerpt,
        type: 'article',
        image: post.image,
        jsonLd: articleJsonLd(post, absoluteUrl(site.url, paths.blogPost(post.slug)), site),
      }),
    ),
  ];
}
