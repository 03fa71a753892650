/**
 * A post's fields (issue 20, items 1 and 3): their bounds, the slug made from a title, the words and
 * read time of a Markdown body, and the check of a draft's fields that the desk shows beside each
 * field (firestore.rules carries the same bounds). Pure: no clock, no Firebase, no DOM.
 */

import { hasControlCharacter } from '../src/validation/text';
import { formatIndianNumber } from '../src/format/number';

/** The bounds of each text field, in characters (after trimming). */
export const POST_LIMITS = {
  title: { min: 10, max: 120 },
  slug: { min: 3, max: 80 },
  excerpt: { min: 40, max: 300 },
  /** Firestore keeps a document under 1 MiB; an article is far shorter. */
  body: { min: 0, max: 60_000 },
  /** What a search engine shows as the title (issue 20: at most 60). */
  searchTitle: { min: 0, max: 60 },
  /** What a search engine shows under it (at most 160). */
  description: { min: 0, max: 160 },
  tag: { min: 2, max: 30 },
  approvalRef: { min: 3, max: 60 },
} as const;

export const MAX_TAGS = 8;

/** The blog's six categories (spec §3); firestore.rules carries the same list (role-map.test.ts checks). */
export const POST_CATEGORIES = [
  'Investment',
  'Tax Planning',
  'Mutual Funds',
  'Retirement',
  'Personal Finance',
  'Gold Investment',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_CLASSIFICATIONS = ['educational', 'promotional'] as const;
export type PostClassification = (typeof POST_CLASSIFICATIONS)[number];

/** Lower-case words of a-z and 0-9 joined by single hyphens: 'old-vs-new-tax-regime'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value) && value.length >= POST_LIMITS.slug.min && value.length <= POST_LIMITS.slug.max;
}

/**
 * The slug a title gives: accents dropped, '&' read as 'and', '₹' as 'rs', every other run of
 * characters that is not a letter or digit a hyphen, cut at a word's end within the bound.
 * '80C, 80D & NPS: Old vs New Regime!' → '80c-80d-and-nps-old-vs-new-regime'.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/₹/g, ' rs ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > POST_LIMITS.slug.max) break;
    slug = next;
  }
  return slug === '' && words[0] ? words[0].slice(0, POST_LIMITS.slug.max) : slug;
}

/**
 * `base`, or the first of `base-2`, `base-3`, … that no other post has: two titles alike never
 * share an address. `taken` holds the slugs of the other posts (and the addresses they redirect).
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let counter = 2; ; counter += 1) {
    const suffix = `-${counter}`;
    const candidate = `${base.slice(0, POST_LIMITS.slug.max - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const WORDS_PER_MINUTE = 200;

/** Words a reader reads: runs of characters containing a letter or digit (Markdown marks alone are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** '7 min read' at 200 words a minute, rounded up, and never less than a minute. */
export function readTimeOf(words: number): string {
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

export function readTime(text: string): string {
  return readTimeOf(countWords(text));
}

/** The fields of a post its author types. */
export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: string;
  tags: readonly string[];
  searchTitle: string;
  description: string;
  classification: PostClassification;
  approvalRef: string;
  /** YYYY-MM-DD, or '' when none. */
  approvalDate: string;
}

/** A post's content as a save stores it (postContentKeys in firestore.rules): its fields and the author's name. */
export interface PostContent extends Omit<PostFields, 'tags'> {
  tags: string[];
  author: string;
}

/** The keys of PostContent, in the order the desk shows them. */
export const POST_CONTENT_KEYS = [
  'title',
  'slug',
  'excerpt',
  'body',
  'category',
  'tags',
  'author',
  'searchTitle',
  'description',
  'classification',
  'approvalRef',
  'approvalDate',
] as const satisfies readonly (keyof PostContent)[];

export type PostFieldErrors = Partial<Record<keyof PostFields, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function bounded(label: string, value: string, limit: { min: number; max: number }): string | null {
  const length = value.trim().length;
  if (limit.min > 0 && length === 0) return `${label} is needed.`;
  if (length < limit.min) return `${label} needs at least ${limit.min} characters (it has ${length}).`;
  if (length > limit.max) {
    return `${label} may have at most ${formatIndianNumber(limit.max)} characters (it has ${formatIndianNumber(length)}).`;
  }
  return null;
}

/**
 * What is wrong with a post's fields, by field (none when it may be saved). A promotional post's approval is checked here only for its form (the workflow asks
 * for it before approval, so a draft may be saved without one).
 */
export function checkPostFields(fields: PostFields): PostFieldErrors {
  const errors: PostFieldErrors = {};
  const set = (key: keyof PostFields, message: string | null) => {
    if (message) errors[key] = message;
  };
  set('title', bounded('The title', fields.title, POST_LIMITS.title));
  if (!isSlug(fields.slug)) {
    errors.slug = `The address must be ${POST_LIMITS.slug.min} to ${POST_LIMITS.slug.max} characters of lower-case letters and digits, joined by single hyphens.`;
  }
  set('excerpt', bounded('The excerpt', fields.excerpt, POST_LIMITS.excerpt));
  set('body', bounded('The article', fields.body, POST_LIMITS.body));
  if (!POST_CATEGORIES.some((category) => category === fields.category))
    errors.category = 'Choose one of the blog’s categories.';
  if (fields.tags.length > MAX_TAGS) errors.tags = `At most ${MAX_TAGS} tags.`;
  else {
    const badTag = fields.tags.find((tag) => bounded('A tag', tag, POST_LIMITS.tag) !== null);
    if (badTag !== undefined) errors.tags = `Each tag has ${POST_LIMITS.tag.min} to ${POST_LIMITS.tag.max} characters.`;
    else if (new Set(fields.tags.map((tag) => tag.trim().toLowerCase())).size !== fields.tags.length) {
      errors.tags = 'Each tag once.';
    }
  }
  set('searchTitle', bounded('The search title', fields.searchTitle, POST_LIMITS.searchTitle));
  set('description', bounded('The search description', fields.description, POST_LIMITS.description));
  if (fields.approvalRef.trim() !== '') {
    set('approvalRef', bounded('The approval reference', fields.approvalRef, POST_LIMITS.approvalRef));
  }
  if (fields.approvalDate !== '' && !isCalendarDate(fields.approvalDate)) {
    errors.approvalDate = 'Write the approval date as a date (YYYY-MM-DD).';
  }
  return errors;
}

/**
 * Whether an article may link to `href`: 'https://www.sebi.gov.in', '/calculators/sip' and
 * '#top' may; 'javascript:…', 'data:…', '//evil.example' and '/\\evil.example' (which browsers
 * read as another site) may not.
 */
export function isAllowedLink(href: string): boolean {
  const url = href.trim();
  if (hasControlCharacter(url)) return false;
  return /^https?:\/\/[^/\\]/i.test(url) || /^\/(?![/\\])/.test(url) || url.startsWith('#');
}
