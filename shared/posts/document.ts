/**
 * A post as stored (posts/{id}, and its revisions posts/{id}/revisions/{id}) read back: the one
 * reader of the collection, from which the editorial desk (admin), the live blog and the
 * public-write endpoint (a comment's post) start. Pure: the document's data in, typed fields
 * out; times in epoch ms (storedMillis), null when not a stored time.
 */
import { isRecord, storedMillis } from '../src/contracts/stored';
import { POST_CLASSIFICATIONS, type PostContent } from './fields';
import { isPostStatus, type PostStatus } from './workflow';

/** posts/{id} as read. */
export interface StoredPost extends PostContent {
  /** Null for a status this release does not know. */
  status: PostStatus | null;
  /** When it goes (or went) live; null until first published. */
  publishAt: number | null;
  createdBy: string;
  createdAt: number | null;
  updatedAt: number | null;
  updatedBy: string;
  reviewNote: string;
  revisionId: string;
  publishedRevisionId: string;
}

/** posts/{id}/revisions/{id} as read: the content one save stored, and who saved it when. */
export interface StoredRevision extends PostContent {
  savedBy: string;
  /** The saver's display name then; '' for a revision saved before names were kept. */
  byName: string;
  savedAt: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A post's content as stored (POST_CONTENT_KEYS): each text field as it is ('' when it is not
 * text; the category too, whatever it names), the tags that are text, and the classification,
 * 'educational' unless it says 'promotional'.
 * @example readPostContent({ title: 'SIP basics', tags: ['sip', 3] }).tags // ['sip']
 */
export function readPostContent(data: Readonly<Record<string, unknown>>): PostContent {
  return {
    title: text(data.title),
    slug: text(data.slug),
    excerpt: text(data.excerpt),
    body: text(data.body),
    category: text(data.category),
    tags: Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    author: text(data.author),
    searchTitle: text(data.searchTitle),
    description: text(data.description),
    classification: POST_CLASSIFICATIONS.find((item) => item === data.classification) ?? 'educational',
    approvalRef: text(data.approvalRef),
    approvalDate: text(data.approvalDate),
  };
}

/**
 * A post document's data as a StoredPost, or null when it is not a document's data.
 * @example readStoredPost({ title: 'SIP basics', status: 'published', publishAt: Timestamp })?.status // 'published'
 */
export function readStoredPost(data: Readonly<Record<string, unknown>>): StoredPost;
export function readStoredPost(data: unknown): StoredPost | null;
export function readStoredPost(data: unknown): StoredPost | null {
  if (!isRecord(data)) return null;
  return {
    ...readPostContent(data),
    status: isPostStatus(data.status) ? data.status : null,
    publishAt: storedMillis(data.publishAt),
    createdBy: text(data.createdBy),
    createdAt: storedMillis(data.createdAt),
    updatedAt: storedMillis(data.updatedAt),
    updatedBy: text(data.updatedBy),
    reviewNote: text(data.reviewNote),
    revisionId: text(data.revisionId),
    publishedRevisionId: text(data.publishedRevisionId),
  };
}

/**
 * A revision document's data as a StoredRevision, or null when it is not a document's data.
 * @example readStoredRevision({ title: 'SIP basics', savedBy: 'u1', savedAt: Timestamp })?.savedBy // 'u1'
 */
export function readStoredRevision(data: Readonly<Record<string, unknown>>): StoredRevision;
export function readStoredRevision(data: unknown): StoredRevision | null;
export function readStoredRevision(data: unknown): StoredRevision | null {
  if (!isRecord(data)) return null;
  return {
    ...readPostContent(data),
    savedBy: text(data.savedBy),
    byName: text(data.byName),
    savedAt: storedMillis(data.savedAt),
  };
}
