// Which page the blog answers for a path, from the posts as they are now (issue 20, item 4): the
// list, an article, an article taken down (410), or one that never was (404); and each page's head.
// Pure: posts in, decisions out. live/render.tsx renders them; live/function.ts reads Firestore.
import { absoluteUrl, brand, paths, SITE_ORIGIN_TOKEN, type PageSeo } from '@meridian/shared';
import { BLOG_FEED, BLOG_PAGE, articleJsonLd } from '../content/page-seo';
import { withImage } from '../content/summaries';
import { isLive, livePosts, postFromDocument, type LivePost, type PostDocument } from './post-document';

/** Statuses of a post that was public and has been taken down: its address answers 410. */
const TAKEN_DOWN = new Set(['unpublished', 'archived']);

export type PageDecision =
  | { kind: 'list'; posts: LivePost[] }
  | { kind: 'article'; post: LivePost; posts: LivePost[] }
  /** 410: the post was public and has been taken down. */
  | { kind: 'gone'; slug: string; posts: LivePost[] }
  /** 404 here, unless the address moved (the caller looks up its redirect). */
  | { kind: 'missing'; slug: string | null; posts: LivePost[] };

/** The slug of an article's path ('/blog/a' → 'a'); null for any other path. */
export function slugOf(path: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export function decidePage(path: string, documents: readonly PostDocument[], now: number): PageDecision {
  const posts = livePosts(documents, now);
  if (path === paths.blog) return { kind: 'list', posts };
  const slug = slugOf(path);
  if (slug === null) return { kind: 'missing', slug: null, posts };
  const post = posts.find((candidate) => candidate.slug === slug);
  if (post) return { kind: 'article', post, posts };
  const taken = documents.some(
    ({ data }) => data.slug === slug && TAKEN_DOWN.has(String(data.status)) && !isLive(data, now),
  );
  return taken ? { kind: 'gone', slug, posts } : { kind: 'missing', slug, posts };
}

const titled = (title: string) => `${title} | ${brand.name}`;

/** The list page's head: as public-pages.ts gives the prerendered one. */
export function listSeo(): PageSeo {
  return { path: paths.blog, title: titled(BLOG_PAGE.title), description: BLOG_PAGE.description, feed: BLOG_FEED };
}

/** An article's head: its search title and description, its picture, its structured data. */
export function articleSeo(post: LivePost): PageSeo {
  const path = paths.blogPost(post.slug);
  const card = withImage(post);
  return {
    path,
    title: titled(post.searchTitle),
    description: post.description,
    type: 'article',
    image: card.image,
    feed: BLOG_FEED,
    jsonLd: articleJsonLd(card, absoluteUrl(SITE_ORIGIN_TOKEN, path), { url: SITE_ORIGIN_TOKEN, name: brand.name }),
  };
}

/** The head of an address with no article (404) or whose article was taken down (410). */
export function notFoundSeo(path: string): PageSeo {
  return {
    path,
    title: titled('Blog post not found'),
    description: "The article you're looking for doesn't exist or has been moved.",
  };
}

/** The paths of the blog's pages now, for the sitemap. */
export function livePaths(documents: readonly PostDocument[], now: number): string[] {
  return [paths.blog, ...livePosts(documents, now).map((post) => paths.blogPost(post.slug))];
}

export { postFromDocument };
