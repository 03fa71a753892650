// The posts a blog page shows, and where they come from. A page reads them through a BlogSource:
// on the server, whatever rendered the page had them (the build's articles today); in the
// browser, first the data the page's HTML carries (the <script data-blog-data> each page writes
// with what it showed, so that it hydrates from exactly that), then the blog's data files, read
// once each on a client navigation. Pure: no React, no fetch of its own.
import { isRecord } from '@meridian/shared';
import type { Post, PostSummary } from './post';

/** What a page showed, as its HTML carries it for the browser. */
export interface BlogData {
  /** Every published post's summary, newest first. */
  summaries?: readonly PostSummary[];
  /** Articles by slug; null: there is no such post. */
  articles?: Readonly<Record<string, Post | null>>;
}

/** A value at once, or one on its way (React's `use` waits for it). */
export type Pending<T> = T | Promise<T>;

export interface BlogSource {
  summaries(): Pending<readonly PostSummary[]>;
  article(slug: string): Pending<Post | null>;
}

/** The attribute of the script that carries a page's BlogData. */
export const BLOG_DATA_ATTRIBUTE = 'data-blog-data';

/**
 * BlogData as the text of a <script type="application/json">: JSON in which nothing can close
 * the script or open a comment, whatever the posts hold.
 */
export function serializeBlogData(data: BlogData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The BlogData in one script's text, or nothing if it is not BlogData (it is ignored, not trusted). */
export function parseBlogData(text: string | null): BlogData {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return {};
  }
  if (!isRecord(value)) return {};
  const data: { summaries?: readonly PostSummary[]; articles?: Record<string, Post | null> } = {};
  if (Array.isArray(value.summaries)) data.summaries = value.summaries as PostSummary[];
  if (isRecord(value.articles)) data.articles = value.articles as Record<string, Post | null>;
  return data;
}

/** Several pieces of BlogData as one: the first list of summaries, every article. */
export function mergeBlogData(pieces: readonly BlogData[]): BlogData {
  const merged: { summaries?: readonly PostSummary[]; articles: Record<string, Post | null> } = { articles: {} };
  for (const piece of pieces) {
    if (piece.summaries && !merged.summaries) merged.summaries = piece.summaries;
    Object.assign(merged.articles, piece.articles ?? {});
  }
  return merged;
}

/** A source that has everything at once (the server's render, tests). */
export function staticSource(summaries: readonly PostSummary[], posts: readonly Post[]): BlogSource {
  return {
    summaries: () => summaries,
    article: (slug) => posts.find((post) => post.slug === slug) ?? null,
  };
}

export interface FetchingSourceOptions {
  /** The data the page's HTML carried, read when first needed (the HTML is there by then). */
  embedded: () => BlogData;
  /** Reads one of the blog's data files ('summaries.json', 'posts/{slug}.json'); null when it is not there (404). */
  read: (file: string) => Promise<unknown>;
}

/**
 * The browser's source: what the page carried, then the data files, each read once; a read that
 * failed is forgotten, so that Retry reads it again.
 */
export function fetchingSource({ embedded, read }: FetchingSourceOptions): BlogSource {
  let seeded = false;
  let summaries: Pending<readonly PostSummary[]> | undefined;
  const articles = new Map<string, Pending<Post | null>>();
  const seed = () => {
    if (seeded) return;
    seeded = true;
    const data = embedded();
    if (data.summaries) summaries = data.summaries;
    for (const [slug, post] of Object.entries(data.articles ?? {})) articles.set(slug, post);
  };
  return {
    summaries() {
      seed();
      if (summaries) return summaries;
      const pending = read('summaries.json').then(
        (value) => {
          const list = Array.isArray(value) ? (value as PostSummary[]) : [];
          summaries = list;
          return list;
        },
        (error: unknown) => {
          summaries = undefined;
          throw error;
        },
      );
      summaries = pending;
      return pending;
    },
    article(slug) {
      seed();
      const known = articles.get(slug);
      if (known !== undefined) return known;
      const pending = read(`posts/${encodeURIComponent(slug)}.json`).then(
        (value) => {
          const post = isRecord(value) && value.slug === slug ? (value as unknown as Post) : null;
          articles.set(slug, post);
          return post;
        },
        (error: unknown) => {
          articles.delete(slug);
          throw error;
        },
      );
      articles.set(slug, pending);
      return pending;
    },
  };
}
