// A post as the editorial desk keeps it in Firestore (posts/{id}, shared/posts) → a post as the
// blog shows it (content/post.ts), and which posts the public sees at a given time. Pure: the
// documents' data in, plain values out; the Markdown is rendered by the blog's own renderer.
import { storedMillis } from '@meridian/shared';
import { istToday } from '@meridian/shared/age';
import { countWords, readPostContent, readTimeOf } from '@meridian/shared/posts';
import { formatPostDate } from '../content/post-date';
import type { Post, PostSummary } from '../content/post';
import { renderMarkdown } from '../render/markdown';

/** A post document as read: its id and its fields, unchecked. */
export interface PostDocument {
  id: string;
  data: Readonly<Record<string, unknown>>;
}

/** A post the blog can show, with what the page's head needs beyond the card. */
export interface LivePost extends Post {
  postId: string;
  /** When it went (or goes) public, epoch ms. */
  publishAt: number;
  /** What search results show: the search title and description, or the title and excerpt. */
  searchTitle: string;
  description: string;
}

/** A stored time (storedMillis) or a number of ms (as tests and previews give it); NaN for anything else. */
export function millis(value: unknown): number {
  if (typeof value === 'number') return value;
  return storedMillis(value) ?? Number.NaN;
}

/** The post in a document, or null when it lacks what a page needs (a title, a slug, a time). */
export function postFromDocument({ id, data }: PostDocument, index = 0): LivePost | null {
  const content = readPostContent(data);
  const title = content.title.trim();
  const slug = content.slug.trim();
  const publishAt = millis(data.publishAt);
  if (!title || !slug || !Number.isFinite(publishAt)) return null;
  const { body, excerpt } = content;
  const words = countWords(body);
  const datePublished = istToday(publishAt);
  return {
    id: index + 1,
    postId: id,
    title,
    slug,
    excerpt,
    author: content.author,
    date: formatPostDate(datePublished),
    datePublished,
    readTime: readTimeOf(words),
    category: content.category,
    tags: content.tags,
    html: body.trim() ? renderMarkdown(body) : '',
    words,
    publishAt,
    searchTitle: content.searchTitle.trim() || title,
    description: content.description.trim() || excerpt,
  };
}

/** Whether the public sees the post now: published, and its time has come. */
export function isLive(data: Readonly<Record<string, unknown>>, now: number): boolean {
  return data.status === 'published' && millis(data.publishAt) <= now;
}

/** What the public sees at `now`: every live post, newest first. */
export function livePosts(documents: readonly PostDocument[], now: number): LivePost[] {
  return documents
    .filter((document) => isLive(document.data, now))
    .map((document) => postFromDocument(document))
    .filter((post): post is LivePost => post !== null)
    .sort((a, b) => b.publishAt - a.publishAt || a.slug.localeCompare(b.slug))
    .map((post, index) => ({ ...post, id: index + 1 }));
}

/** A post's summary (its card): without its body. */
export function summaryOf(post: LivePost): PostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    date: post.date,
    datePublished: post.datePublished,
    readTime: post.readTime,
    category: post.category,
    tags: post.tags,
  };
}
