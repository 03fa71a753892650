import { PUBLISHED_POSTS_FILE, type PublishedPost } from '@meridian/shared';
import { readPublishedPosts } from '../model/post-preview';

/** A failure this module words itself. */
class PostsUnavailable extends Error {}

/**
 * Why the published posts could not be listed, in words: this module's own reasons, else the
 * network's (the blog's origin unreachable, or an answer that is not the list).
 */
export function describePostsError(error: unknown): string {
  return error instanceof PostsUnavailable
    ? error.message
    : 'The blog’s list of posts could not be reached. Check your connection and try again.';
}

/**
 * The posts the blog section has published, from the file its build publishes beside its code
 * (posts.json at the blog's own origin, found through the site's remote manifest, /remotes.json).
 * The admin never imports the blog's code.
 */
export async function readPublishedPostsFile(): Promise<{ posts: PublishedPost[]; origin: string }> {
  const manifest = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!manifest.ok) throw new PostsUnavailable('The list of sections could not be read. Try again in a minute.');
  const entries = (await manifest.json()) as Record<string, unknown>;
  const entry = entries.blog;
  if (typeof entry !== 'string')
    throw new PostsUnavailable('The blog section is not deployed right now, so its posts can’t be listed.');
  const origin = new URL(entry, window.location.href).origin;
  const response = await fetch(`${origin}/${PUBLISHED_POSTS_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new PostsUnavailable('The blog’s list of posts could not be read. Try again in a minute.');
  return { posts: readPublishedPosts(await response.json()), origin };
}
