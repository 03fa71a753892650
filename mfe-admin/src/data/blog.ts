import { PUBLISHED_POSTS_FILE, type PublishedPost } from '@meridian/shared';
import { readPublishedPosts } from '../domain/post-preview';

const SECTIONS_UNREADABLE = 'The list of sections could not be read. Try again in a minute.';
const POSTS_UNREADABLE = 'The blog’s list of posts could not be read. Try again in a minute.';

/** A failure this module words itself. */
class PostsUnavailable extends Error {}

/**
 * Why the published posts could not be listed, in words: this module's own reasons (an answer
 * that is not the list among them), else the network's (the blog's origin unreachable).
 */
export function describePostsError(error: unknown): string {
  return error instanceof PostsUnavailable
    ? error.message
    : 'The blog’s list of posts could not be reached. Check your connection and try again.';
}

/** A response's JSON; an answer that is not JSON (a page instead of the file) is `failure`. */
async function readJson(response: Response, failure: string): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new PostsUnavailable(failure);
  }
}

/**
 * The posts the blog section has published, from the file its build publishes beside its code
 * (posts.json at the blog's own origin, found through the site's remote manifest, /remotes.json).
 * The admin never imports the blog's code.
 */
export async function readPublishedPostsFile(): Promise<{ posts: PublishedPost[]; origin: string }> {
  const manifest = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!manifest.ok) throw new PostsUnavailable(SECTIONS_UNREADABLE);
  const entries = await readJson(manifest, SECTIONS_UNREADABLE);
  const entry = typeof entries === 'object' && entries !== null ? (entries as Record<string, unknown>).blog : undefined;
  if (typeof entry !== 'string')
    throw new PostsUnavailable('The blog section is not deployed right now, so its posts can’t be listed.');
  const origin = new URL(entry, window.location.href).origin;
  const response = await fetch(`${origin}/${PUBLISHED_POSTS_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new PostsUnavailable(POSTS_UNREADABLE);
  const posts = await readJson(response, POSTS_UNREADABLE);
  return { posts: readPublishedPosts(posts), origin };
}
