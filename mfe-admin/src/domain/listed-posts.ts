/**
 * The Blog tab's list of posts (issue 20): each post as a row of the list, and the list as this
 * device kept it read back (issue 22: the list as the tab opens shows at once while it is read
 * again). Posts are the firm's own content: no client's details are kept. Pure: the read is in
 * ../data/posts.ts.
 */
import { isRecord } from '@meridian/shared';
import { isPostStatus, POST_CATEGORIES, POST_LIMITS, type PostStatus } from '@meridian/shared/posts';
import { readKeptList } from '@meridian/portal-kit/kept-list';

/** A post as the list shows it: what its row says, none of its text. */
export interface ListedPost {
  id: string;
  title: string;
  /** Its address under /blog/. */
  slug: string;
  status: PostStatus;
  category: string;
  /** When it was last changed, in milliseconds since 1970; null when the read had no time. */
  updatedAt: number | null;
  /** Who changed it last, in words: 'You', its author's name, or 'Another member of staff'. */
  by: string;
}

/** The fields of a post (data/posts.ts's PostRow) its row is made of. */
export interface PostForList {
  id: string;
  title: string;
  slug: string;
  status: PostStatus;
  category: string;
  author: string;
  createdBy: string;
  updatedAt: Date | null;
  updatedBy: string;
}

/** The longest author's name a post has (firestore.rules: 1 to 100 characters). */
const AUTHOR_MAX = 100;

/** The longest document id the list reads back (Firestore's are 20 characters). */
const ID_MAX = 128;

/**
 * A post as `uid`'s list shows it: changed last by them ('You'), by its author (their name), or
 * by another member of staff.
 */
export function listedPost(post: PostForList, uid: string): ListedPost {
  const by =
    post.updatedBy === uid ? 'You' : post.updatedBy === post.createdBy ? post.author : 'Another member of staff';
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    category: post.category,
    updatedAt: post.updatedAt?.getTime() ?? null,
    by,
  };
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** One post as this device kept it (a ListedPost written as JSON), or null when it is not one. */
function readKeptPost(kept: unknown): ListedPost | null {
  if (!isRecord(kept)) return null;
  const { id, title, slug, status, category, updatedAt, by } = kept;
  if (!isText(id, ID_MAX) || id === '' || id.includes('/')) return null;
  if (!isText(title, POST_LIMITS.title.max) || !isText(slug, POST_LIMITS.slug.max)) return null;
  const known = POST_CATEGORIES.find((name) => name === category);
  if (!isPostStatus(status) || known === undefined) return null;
  if (updatedAt !== null && !(typeof updatedAt === 'number' && Number.isSafeInteger(updatedAt) && updatedAt >= 0))
    return null;
  if (!isText(by, AUTHOR_MAX)) return null;
  return { id, title, slug, status, category: known, updatedAt, by };
}

/**
 * The list of posts as this device kept it (ListedPost[] written as JSON), or null when any post
 * is not what this release reads (an older release may have kept another shape): the whole list
 * or nothing, never part of it. At most `max` posts (the read's own limit), each once, as read.
 */
export function readKeptPosts(kept: unknown, max: number): ListedPost[] | null {
  return readKeptList(kept, max, readKeptPost, (post) => post.id);
}
