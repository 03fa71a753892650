/**
 * One article's Markdown file (mfe-blog/src/content/posts/*.md) → the documents the editorial desk
 * keeps for it (issue 20, item 1): posts/{id}, published, its address slugs/{slug}, and its first
 * revision posts/{id}/revisions/{revisionId}, of the shapes firestore.rules checks (postKeys,
 * postContentKeys, the slug's { postId, at }, a revision's content with savedBy and savedAt).
 * Pure: the file's text in, plain documents out; the front matter is read by the blog's own parser
 * (mfe-blog/build/front-matter.ts) and the fields checked by the desk's (checkPostFields in
 * shared/posts), so the seed and the import never hold a copy of either.
 *
 * Node cannot import TypeScript: seed-posts.mjs bundles this file with esbuild when it runs.
 *
 * - The post's id is its slug: stable, so that seeding again finds the post it wrote.
 * - publishAt is the front matter's `date` at 00:00 UTC (05:30 in India): the same calendar date in
 *   UTC, where the blog reads its dates, and in IST.
 * - searchTitle and description are '' unless the front matter gives them: the blog then shows the
 *   title and the excerpt, as it does today (an excerpt is often over 160 characters, so it cannot
 *   be copied into description), and the pages' metadata stay as they are. classification is
 *   'educational' unless the front matter says otherwise.
 * - Nothing derived is stored: the cover is the category's picture and the read time is computed
 *   from the body (readTime in shared/posts), as the rules' list of a post's keys expects.
 */
import { parseFrontMatter, parsePost } from '../../mfe-blog/build/front-matter';
import {
  checkPostFields,
  POST_CLASSIFICATIONS,
  POST_CONTENT_KEYS,
  type PostClassification,
  type PostContent,
} from '../../shared/posts';
import { hasControlCharacter } from '../../shared/src/validation/text';

/** Who the seed's and the import's documents say wrote them (createdBy, updatedBy, savedBy): no account's uid. */
export const SEED_ACTOR = 'system:seed';

/** The revision a seeded post starts with. */
export const SEED_REVISION = 'seed';

/** The documents of one article; `Time` is whatever the writer stores for "the time of this write". */
export interface PostDocuments<Time> {
  id: string;
  /** posts/{id} */
  post: PostContent & {
    status: 'published';
    /** Epoch ms of the publication date (the writer makes it a timestamp). */
    publishAt: number;
    createdBy: string;
    createdAt: Time;
    updatedAt: Time;
    updatedBy: string;
    reviewNote: '';
    revisionId: string;
  };
  /** slugs/{slug} */
  slug: { postId: string; at: Time };
  /** posts/{id}/revisions/{revisionId} */
  revision: PostContent & { savedBy: string; savedAt: Time };
}

/** A key of the front matter, when it is a non-empty string. */
function optionalText(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value.trim() : '';
}

function classificationOf(data: Record<string, unknown>, file: string): PostClassification {
  const value = optionalText(data, 'classification');
  if (value === '') return 'educational';
  const known = POST_CLASSIFICATIONS.find((classification) => classification === value);
  if (!known) throw new Error(`${file}: "classification" must be one of ${POST_CLASSIFICATIONS.join(', ')}`);
  return known;
}

/**
 * The documents of the article in `source` (the text of `file`, named in errors), written at
 * `writtenAt`, its revision `revisionId`. Throws, naming the file and the field, when the article
 * would not be a valid post (checkPostFields).
 */
export function postDocuments<Time>(
  source: string,
  file: string,
  writtenAt: Time,
  revisionId: string = SEED_REVISION,
): PostDocuments<Time> {
  const parsed = parsePost(source, file);
  const { data } = parseFrontMatter(source);
  const content: PostContent = {
    title: parsed.title,
    slug: parsed.slug,
    excerpt: parsed.excerpt,
    body: parsed.body,
    category: parsed.category,
    tags: parsed.tags,
    author: parsed.author,
    searchTitle: optionalText(data, 'searchTitle'),
    description: optionalText(data, 'description'),
    classification: classificationOf(data, file),
    approvalRef: optionalText(data, 'approvalRef'),
    approvalDate: optionalText(data, 'approvalDate'),
  };
  const errors = Object.entries(checkPostFields(content));
  if (errors.length > 0) {
    throw new Error(`${file}: ${errors.map(([field, message]) => `${field}: ${message}`).join(' ')}`);
  }
  // What the rules hold to beyond checkPostFields: these are single lines, the author's name at most 100 characters.
  const lines = [content.title, content.author, content.searchTitle, content.description, ...content.tags];
  if (content.author.length > 100 || lines.some(hasControlCharacter)) {
    throw new Error(
      `${file}: the title, author, tags and search fields are single lines; the author at most 100 characters`,
    );
  }
  const id = content.slug;
  return {
    id,
    post: {
      ...content,
      status: 'published',
      publishAt: Date.parse(`${parsed.datePublished}T00:00:00Z`),
      createdBy: SEED_ACTOR,
      createdAt: writtenAt,
      updatedAt: writtenAt,
      updatedBy: SEED_ACTOR,
      reviewNote: '',
      revisionId,
    },
    slug: { postId: id, at: writtenAt },
    revision: { ...content, savedBy: SEED_ACTOR, savedAt: writtenAt },
  };
}

/** Whether a stored post (any shape) holds the same content as `content`. */
export function sameContent(stored: Record<string, unknown>, content: PostContent): boolean {
  return POST_CONTENT_KEYS.every((key) => JSON.stringify(stored[key]) === JSON.stringify(content[key]));
}
