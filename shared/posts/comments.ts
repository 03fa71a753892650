/**
 * A reader's comment on an article (issue 20, item 5), as the blog's comment form sends it and
 * POST /api/submit takes it (kind 'comment'): which post, and the text. Pure: the statuses, the
 * bounds, the checks of the text (plain text, 1 to 2,000 characters), the post's id, and the
 * name the public sees. The form checks with these before sending; the endpoint
 * (functions/src/submit/handler.ts) checks again and adds the signed-in person, the post's
 * liveness and the limits.
 *
 * Plain text: the comment is shown as text (links as text, or with rel="nofollow ugc"), never as
 * HTML, so what looks like markup is kept as typed. Refused are the characters that are not text
 * a person types or that would disguise it: control characters but the line feed and the tab,
 * the line and paragraph separators, and the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which can make a link or a name read backwards.
 */
import type { CommentStatus } from '../src/contracts/documents';
import { isRecord, storedMillis } from '../src/contracts/stored';
import { formatIndianNumber } from '../src/format/number';

/** A comment's statuses: awaiting approval, then approved (public), rejected or spam. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const satisfies readonly CommentStatus[];

/** The longest comment, in characters (issue 20, item 5). */
export const COMMENT_MAX_LENGTH = 2_000;

/** The most comments a person may send in any hour (issue 20, item 5; POST /api/submit counts them). */
export const COMMENTS_PER_HOUR = 5;

/** What the comment form sends. */
export interface CommentSubmission {
  kind: 'comment';
  /** posts/{postId} */
  postId: string;
  text: string;
}

/** The answer to a stored comment: its id, awaiting approval. */
export interface CommentAccepted {
  ok: true;
  comment: { id: string; status: 'pending' };
}

export type CommentErrors = Partial<Record<'postId' | 'text' | 'form', string>>;

/** A document id the site makes: letters, digits, '-' and '_', 1 to 128 of them (never '/', '.' or '..'). */
const POST_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The name shown when a person has none, or one that would show an email. */
export const ANONYMOUS_NAME = 'Reader';

/** The longest name shown beside a comment. */
export const PUBLIC_NAME_MAX = 60;

/**
 * The text as stored: line endings made '\n', spaces at the ends of lines and of the text taken
 * off, and no more than one blank line in a row.
 */
export function normaliseCommentText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether the text holds a character that plain text refuses (see above). */
export function hasDisallowedCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || code === 0x09) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if (code === 0x2028 || code === 0x2029) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

/** Why a comment's text (as normalised) cannot be stored, in the reader's words; null when it can. */
export function commentTextProblem(text: string): string | null {
  if (text === '') return 'Write your comment first.';
  if (text.length > COMMENT_MAX_LENGTH) {
    return `Keep your comment to ${formatIndianNumber(COMMENT_MAX_LENGTH)} characters (it has ${formatIndianNumber(text.length)}).`;
  }
  if (hasDisallowedCharacter(text)) {
    return 'Your comment has characters that can’t be shown as plain text. Please type it again without them.';
  }
  return null;
}

/** A comment form's body, checked: the post's id and the text, normalised; or what is wrong, by field. */
export function readCommentSubmission(
  value: unknown,
): { submission: { postId: string; text: string } } | { errors: CommentErrors } {
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== 'comment') {
    return { errors: { form: 'The comment could not be read.' } };
  }
  const { postId, text } = value as { postId?: unknown; text?: unknown };
  const errors: CommentErrors = {};
  if (typeof postId !== 'string' || !POST_ID.test(postId) || postId === '.' || postId === '..') {
    errors.postId = 'The article could not be found.';
  }
  const normalised = typeof text === 'string' ? normaliseCommentText(text) : '';
  const problem = typeof text === 'string' ? commentTextProblem(normalised) : 'Write your comment first.';
  if (problem) errors.text = problem;
  if (Object.keys(errors).length > 0 || typeof postId !== 'string') return { errors };
  return { submission: { postId, text: normalised } };
}

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * The name the public sees beside a comment, from the person's profile: on one line, at most
 * PUBLIC_NAME_MAX characters (cut at a character, not within one), and never an email: a name
 * that holds one (someone who typed their address as their name) shows as ANONYMOUS_NAME, as does
 * no name at all.
 */
export function publicName(displayName: unknown): string {
  if (typeof displayName !== 'string') return ANONYMOUS_NAME;
  const name = [...displayName]
    .map((char) => (hasDisallowedCharacter(char) || char === '\n' || char === '\t' ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || EMAIL_LIKE.test(name)) return ANONYMOUS_NAME;
  return [...name].slice(0, PUBLIC_NAME_MAX).join('').trim();
}

/**
 * A stored comment (comments/{id}) as read: its fields typed, its times in epoch ms (null when
 * the server's time is not known yet). The one reader of the collection: the article's list and
 * the moderation queue start from it.
 */
export interface StoredComment {
  postId: string;
  slug: string;
  uid: string;
  /** '' when it has none. */
  displayName: string;
  text: string;
  status: CommentStatus;
  createdAt: number | null;
  moderatedAt: number | null;
}

const isCommentStatus = (value: unknown): value is CommentStatus =>
  typeof value === 'string' && (COMMENT_STATUSES as readonly string[]).includes(value);

/**
 * A comment document's data as a StoredComment, or null when it is not a comment (no text, or
 * a status that is not one of COMMENT_STATUSES): such a document is skipped, never shown. Other
 * fields that are not text read as ''.
 * @example readStoredComment({ postId: 'p1', text: 'Thanks', status: 'approved', createdAt: Timestamp })?.status // 'approved'
 */
export function readStoredComment(data: unknown): StoredComment | null {
  if (!isRecord(data) || typeof data.text !== 'string' || !isCommentStatus(data.status)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    postId: text(data.postId),
    slug: text(data.slug),
    uid: text(data.uid),
    displayName: text(data.displayName),
    text: data.text,
    status: data.status,
    createdAt: storedMillis(data.createdAt),
    moderatedAt: storedMillis(data.moderatedAt),
  };
}
