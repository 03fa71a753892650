/**
 * The editorial desk's form (issue 20, item 3): what the editor types (PostDraft), the content a
 * save stores (trimmed, the tags split), the slug made from the title until the editor changes it
 * and fixed once the post was published, the time a post is published at, the search preview's
 * checks, the draft kept in the browser between visits, and a revision compared with the published
 * text. Pure: no clock (times are passed in), no Firebase, no DOM.
 */
import type { PublishedPost } from '@meridian/shared';
import {
  checkPostFields,
  POST_CATEGORIES,
  POST_CLASSIFICATIONS,
  POST_CONTENT_KEYS,
  slugify,
  type PostClassification,
  type PostContent,
  type PostFieldErrors,
  type PostFields,
} from '@meridian/shared/posts';
import { checkPreview, type PreviewCheck } from './post-preview';

/** The form as typed: the tags are one line, separated by commas. */
export interface PostDraft {
  title: string;
  slug: string;
  /** The editor typed the slug: it no longer follows the title. */
  slugEdited: boolean;
  excerpt: string;
  body: string;
  category: string;
  tags: string;
  searchTitle: string;
  description: string;
  classification: PostClassification;
  approvalRef: string;
  /** YYYY-MM-DD, or ''. */
  approvalDate: string;
}

export type { PostContent };

export const EMPTY_DRAFT: PostDraft = {
  title: '',
  slug: '',
  slugEdited: false,
  excerpt: '',
  body: '',
  category: POST_CATEGORIES[0],
  tags: '',
  searchTitle: '',
  description: '',
  classification: 'educational',
  approvalRef: '',
  approvalDate: '',
};

/** The form of a stored post: its slug counts as chosen (it no longer follows the title). */
export function draftOf(content: PostContent): PostDraft {
  return {
    title: content.title,
    slug: content.slug,
    slugEdited: true,
    excerpt: content.excerpt,
    body: content.body,
    category: content.category,
    tags: content.tags.join(', '),
    searchTitle: content.searchTitle,
    description: content.description,
    classification: content.classification,
    approvalRef: content.approvalRef,
    approvalDate: content.approvalDate,
  };
}

/** 'SIP, Compounding ,, tax' → ['SIP', 'Compounding', 'tax']. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The fields checkPostFields looks at, trimmed as they will be stored. */
export function fieldsOf(draft: PostDraft): PostFields {
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    excerpt: draft.excerpt.trim(),
    body: draft.body.trimEnd(),
    category: draft.category,
    tags: splitTags(draft.tags),
    searchTitle: draft.searchTitle.trim(),
    description: draft.description.trim(),
    classification: draft.classification,
    approvalRef: draft.approvalRef.trim(),
    approvalDate: draft.approvalDate.trim(),
  };
}

/** What is wrong with the draft, by field; none when it may be saved. */
export function checkDraft(draft: PostDraft): PostFieldErrors {
  return checkPostFields(fieldsOf(draft));
}

/** The content a save stores, by `author`. */
export function contentOf(draft: PostDraft, author: string): PostContent {
  const fields = fieldsOf(draft);
  return { ...fields, tags: [...fields.tags], author: author.trim() };
}

/**
 * The draft with a new title: the slug follows it (slugify) while the editor has not typed one
 * and the address is not fixed (the post was published once: its address is public).
 */
export function withTitle(draft: PostDraft, title: string, slugFixed: boolean): PostDraft {
  const follows = !draft.slugEdited && !slugFixed;
  return { ...draft, title, slug: follows ? slugify(title) : draft.slug };
}

/** A post's address is fixed once it has been published: readers and search engines know it. */
export function isSlugFixed(post: { publishAt: Date | null } | null): boolean {
  return post !== null && post.publishAt !== null;
}

/** A classification from a form's value (a select only offers these). */
export function classificationOf(value: string): PostClassification {
  return POST_CLASSIFICATIONS.find((item) => item === value) ?? 'educational';
}

// ---------------------------------------------------------------------------------------------
// Publishing at a time
// ---------------------------------------------------------------------------------------------

/** The rules accept a publication time up to 366 days ahead; the desk offers a year. */
export const PUBLISH_AHEAD_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * The moment a 'datetime-local' value names (the browser's time zone, parsed by the caller into
 * ms: `Date.parse(value)`), checked against `now`: not past, at most PUBLISH_AHEAD_DAYS ahead.
 */
export function checkPublishAt(at: number, now: number): { ok: true; at: number } | { ok: false; reason: string } {
  if (Number.isNaN(at)) return { ok: false, reason: 'Choose the date and time to publish at.' };
  if (at <= now) return { ok: false, reason: 'Choose a time that has not passed, or publish now.' };
  if (at > now + PUBLISH_AHEAD_DAYS * DAY_MS)
    return { ok: false, reason: `Choose a time within a year (${PUBLISH_AHEAD_DAYS} days).` };
  return { ok: true, at };
}

// ---------------------------------------------------------------------------------------------
// The search preview
// ---------------------------------------------------------------------------------------------

/**
 * The search preview's checks (post-preview.ts, as for the posts the blog has published) of a
 * draft: the search title, else the title; the description, else the excerpt; the preview image
 * is the category's (the blog picks it by category).
 */
export function draftPreviewChecks(draft: PostDraft): PreviewCheck[] {
  const fields = fieldsOf(draft);
  const post: PublishedPost = {
    slug: fields.slug,
    title: fields.title,
    datePublished: '',
    category: fields.category,
    author: '',
    preview: {
      title: fields.searchTitle || fields.title,
      description: fields.description || fields.excerpt,
      image: POST_CATEGORIES.some((category) => category === fields.category) ? fields.category : '',
    },
  };
  return checkPreview(post).map((check) =>
    check.field === 'image' && check.ok ? { ...check, message: 'Preview image: the category’s' } : check,
  );
}

// ---------------------------------------------------------------------------------------------
// The draft kept in the browser (autosave): nothing typed is lost when the tab closes
// ---------------------------------------------------------------------------------------------

/** How often the open draft is kept in the browser, in ms. */
export const KEEP_EVERY_MS = 3_000;

/** What the browser keeps of an unsaved draft. */
export interface KeptDraft {
  draft: PostDraft;
  /** When it was kept (ms). */
  keptAt: number;
  /** The revision the draft was started from; null for a new post. */
  baseRevision: string | null;
}

/** The key of a person's kept draft of a post ('new' for one not yet saved). */
export function keptDraftKey(uid: string, postId: string | null): string {
  return `meridian.admin.desk.${uid}.${postId ?? 'new'}`;
}

export function serializeKept(kept: KeptDraft): string {
  return JSON.stringify(kept);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A kept draft read back; null for nothing, or for something that is not one (another version, edited by hand). */
export function parseKept(text: string | null): KeptDraft | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const draft = record.draft as Record<string, unknown> | null | undefined;
  if (typeof draft !== 'object' || draft === null || typeof record.keptAt !== 'number') return null;
  const textKeys = [
    'title',
    'slug',
    'excerpt',
    'body',
    'category',
    'tags',
    'searchTitle',
    'description',
    'approvalRef',
    'approvalDate',
  ] as const;
  if (!textKeys.every((key) => isString(draft[key])) || typeof draft.slugEdited !== 'boolean') return null;
  if (!POST_CLASSIFICATIONS.some((item) => item === draft.classification)) return null;
  const baseRevision = record.baseRevision;
  if (baseRevision !== null && !isString(baseRevision)) return null;
  return { draft: draft as unknown as PostDraft, keptAt: record.keptAt, baseRevision };
}

/** Whether two drafts hold the same text (what a save would store; the slug's mode aside). */
export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  const left = fieldsOf(a);
  const right = fieldsOf(b);
  return (Object.keys(left) as (keyof PostFields)[]).every((key) =>
    key === 'tags' ? left.tags.join('\n') === right.tags.join('\n') : left[key] === right[key],
  );
}

// ---------------------------------------------------------------------------------------------
// Comparing a revision with the published text
// ---------------------------------------------------------------------------------------------

export const FIELD_LABELS: Readonly<Record<(typeof POST_CONTENT_KEYS)[number], string>> = {
  title: 'Title',
  slug: 'Address',
  excerpt: 'Excerpt',
  body: 'Article',
  category: 'Category',
  tags: 'Tags',
  author: 'Author',
  searchTitle: 'Search title',
  description: 'Search description',
  classification: 'Classification',
  approvalRef: 'Approval reference',
  approvalDate: 'Approval date',
};

/** The fields in which two contents differ, in the form's order. */
export function changedFields(a: PostContent, b: PostContent): (typeof POST_CONTENT_KEYS)[number][] {
  return POST_CONTENT_KEYS.filter((key) =>
    key === 'tags' ? a.tags.join('\n') !== b.tags.join('\n') : a[key] !== b[key],
  );
}

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The lines of `after` against `before`: kept, added or removed (the longest common run of lines,
 * as `diff` shows it). Up to a few thousand lines each, which an article never passes.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const width = b.length + 1;
  // common[i * width + j]: the longest common run of a[i..] and b[j..].
  const common = new Int32Array((a.length + 1) * width);
  const at = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left !== undefined && left === right) {
      lines.push({ kind: 'same', text: left });
      i += 1;
      j += 1;
    } else if (left !== undefined && (right === undefined || at(i + 1, j) >= at(i, j + 1))) {
      lines.push({ kind: 'removed', text: left });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: right ?? '' });
      j += 1;
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Before a step: the stored post's checks
// ---------------------------------------------------------------------------------------------

/**
 * What stops the stored content going forward (submitted, approved, published), as 'Field: why'
 * lines; none when every check passes. The rules bound what is stored, but a post written before a
 * check was added, or by hand, may still fail one.
 */
export function failedChecks(content: PostContent): string[] {
  const errors = checkDraft(draftOf(content));
  const lines = POST_CONTENT_KEYS.flatMap((key) => {
    const error = key === 'author' ? undefined : errors[key];
    return error ? [`${FIELD_LABELS[key]}: ${error}`] : [];
  });
  if (content.author.trim() === '') lines.push('Author: the post needs its author’s name.');
  return lines;
}
