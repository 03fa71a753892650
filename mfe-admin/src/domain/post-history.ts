/**
 * The editorial desk's history of a post (issue 20): who saved a revision (the name stored with
 * it, or the short form of the uid for a revision saved before names were), which revision was
 * published, and a change of a published post's address (checked before it is sent). Pure: no
 * clock, no Firebase, no DOM.
 */
import { isSlug, POST_LIMITS } from '@meridian/shared/posts';

/** The longest name a revision keeps (the rules' bound on byName). */
export const BY_NAME_MAX = 100;

/**
 * The name a revision is saved under: the signed-in person's display name, else their email,
 * on one line and within BY_NAME_MAX; 'Staff' when there is neither. A label only: the
 * revision's savedBy (the uid) is the authority.
 */
export function saverName(user: { displayName: string; email: string | null }): string {
  const oneLine = (text: string) =>
    text
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const name = oneLine(user.displayName) || oneLine(user.email ?? '') || 'Staff';
  return Array.from(name).slice(0, BY_NAME_MAX).join('').trim();
}

/** The first eight characters of a uid, for a revision saved before names were kept: 'uid 3f9a2b7c'. */
export function shortUid(uid: string): string {
  return uid === '' ? 'unknown' : `uid ${uid.slice(0, 8)}`;
}

/**
 * Who saved a revision, as the list shows it: 'You' for the person looking, else the name stored
 * with it, else the short form of the uid.
 */
export function whoSaved(revision: { savedBy: string; byName: string }, viewerUid: string): string {
  if (revision.savedBy === viewerUid) return 'You';
  return revision.byName.trim() || shortUid(revision.savedBy);
}

/**
 * The revision a post last published: the one its publish recorded, or, for a post published
 * before that was recorded (the seed's), its current revision while it is published (a published
 * post is never saved over). '' when there is none.
 */
export function publishedRevisionOf(post: { status: string; revisionId: string; publishedRevisionId: string }): string {
  if (post.publishedRevisionId !== '') return post.publishedRevisionId;
  return post.status === 'published' ? post.revisionId : '';
}

/**
 * What is wrong with a new address for a published post, or null when it may be asked for
 * (whether another post has it is checked against the stored addresses when it is sent).
 */
export function checkNewSlug(current: string, next: string): string | null {
  const slug = next.trim();
  if (slug === '') return 'Type the new address.';
  if (slug === current) return 'That is the post’s address now: type a different one.';
  if (!isSlug(slug)) {
    return `The address must be ${POST_LIMITS.slug.min} to ${POST_LIMITS.slug.max} characters of lower-case letters and digits, joined by single hyphens.`;
  }
  return null;
}
