// Listing the posts: by category, as the address's filter holds it, and what to read next. These
// work on the posts' cards (summaries.ts); an article's body is in articles.ts.
import type { PostCardData } from './post';

export type { Post, PostCardData, PostSummary } from './post';

/** The posts of one category, or every post when `category` is null. */
export function filterByCategory<P extends PostCardData>(list: readonly P[], category: string | null): P[] {
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
  posts: PostCardData[];
}

/**
 * Posts to read next: others of the same category first, then the newest of the rest, up to
 * `count`. Each category has one post today, so the latest articles usually fill the list.
 */
export function relatedPosts(
  post: Pick<PostCardData, 'slug' | 'category'>,
  list: readonly PostCardData[],
  count = 3,
): RelatedPosts {
  const others = list.filter((candidate) => candidate.slug !== post.slug);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return { sameCategory: same.length > 0, posts: [...same, ...rest].slice(0, count) };
}
