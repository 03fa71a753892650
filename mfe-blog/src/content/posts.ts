// The six articles, read from the Markdown files beside this module when the remote is built.
import { parsePost, sortNewestFirst, type Post } from './parse-post';
import { remoteUrl } from './remote-url';

export type { Post, PostSummary } from './parse-post';

const sources = import.meta.glob<string>('./posts/*.md', { query: '?raw', import: 'default', eager: true });

/** Every post, newest first. */
export const posts: readonly Post[] = sortNewestFirst(
  Object.entries(sources).map(([file, source]) => parsePost(source, file, remoteUrl)),
);

export function findPost(slug: string | undefined, list: readonly Post[] = posts): Post | undefined {
  return list.find((post) => post.slug === slug);
}

/** The posts of one category, or every post when `category` is null. */
export function filterByCategory(list: readonly Post[], category: string | null): Post[] {
  return category === null ? [...list] : list.filter((post) => post.category === category);
}

/**
 * The category filter as the URL holds it (`?category=Tax%20Planning`): null for all posts, the
 * category otherwise. An unknown name is kept, so that the page can say it has no such posts.
 */
export function categoryFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('category')?.trim();
  return value ? value : null;
}

/** The query string for a category filter; spaces are written %20. */
export function searchForCategory(category: string | null): string {
  return category === null ? '' : `?category=${encodeURIComponent(category)}`;
}

export interface RelatedPosts {
  /** Whether the list holds other posts of the same category, or only the latest others. */
  sameCategory: boolean;
  posts: Post[];
}

/**
 * Posts to read next: others of the same category first, then the newest of the rest, up to
 * `count`. Each category has one post today, so the latest articles usually fill the list.
 */
export function relatedPosts(post: Post, list: readonly Post[] = posts, count = 3): RelatedPosts {
  const others = list.filter((candidate) => candidate.slug !== post.slug);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return { sameCategory: same.length > 0, posts: [...same, ...rest].slice(0, count) };
}
