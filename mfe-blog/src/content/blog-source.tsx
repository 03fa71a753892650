// How the blog's components read the posts: useSummaries() and useArticle(slug), from the
// BlogSource in context (the server's render gives its own) or the browser's, which waits (React
// `use`) only when the page did not carry what it needs. BlogDataScript writes what a page showed
// into its HTML, for the browser to hydrate from.
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { remoteAssetUrl } from '@meridian/shared';
import {
  BLOG_DATA_ATTRIBUTE,
  fetchingSource,
  mergeBlogData,
  staticSource,
  parseBlogData,
  serializeBlogData,
  type BlogData,
  type BlogSource,
  type Pending,
} from './blog-data';
import type { Post, PostCardData, PostSummary } from './post';
import { withImage } from './summaries';

/** The data files the blog publishes beside its code (build/posts-plugin.ts). */
async function readDataFile(file: string): Promise<unknown> {
  const response = await fetch(remoteAssetUrl('blog', `/data/${file}`, import.meta.url));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The blog's ${file} answered ${response.status}.`);
  return response.json();
}

function browserSource(): BlogSource {
  return fetchingSource({
    embedded: () =>
      mergeBlogData(
        [...document.querySelectorAll(`script[${BLOG_DATA_ATTRIBUTE}]`)].map((script) =>
          parseBlogData(script.textContent),
        ),
      ),
    read: readDataFile,
  });
}

let fallback: BlogSource | undefined;

/**
 * Outside a provider: in the browser, the browser's reads; on the server, no posts (the build's
 * prerender draws the pages empty, for their modules and styles; the live site, src/live, gives
 * every render the posts as they are).
 */
function defaultSource(): BlogSource {
  return (fallback ??= import.meta.env.SSR ? staticSource([], []) : browserSource());
}

const BlogSourceContext = createContext<BlogSource | null>(null);

export function BlogSourceProvider({ source, children }: { source: BlogSource; children: ReactNode }) {
  return <BlogSourceContext value={source}>{children}</BlogSourceContext>;
}

function useSettled<T>(value: Pending<T>): T {
  return value instanceof Promise ? use(value) : value;
}

function useSource(): BlogSource {
  return useContext(BlogSourceContext) ?? defaultSource();
}

/** Every published post's summary, newest first (suspends while they are read). */
export function useSummaryList(): readonly PostSummary[] {
  return useSettled(useSource().summaries());
}

/** Every published post's card, newest first. */
export function useSummaries(): readonly PostCardData[] {
  const list = useSummaryList();
  return useMemo(() => list.map(withImage), [list]);
}

/** The article at `slug` as the source has it (no image), or null when there is none. */
export function useArticle(slug: string): Post | null {
  return useSettled(useSource().article(slug));
}

/** What the page showed, in its HTML, for the browser to hydrate from without reading it again. */
export function BlogDataScript({ data }: { data: BlogData }) {
  return (
    <script
      type="application/json"
      {...{ [BLOG_DATA_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: serializeBlogData(data) }}
    />
  );
}
