import { PUBLISHED_POSTS_FILE, type PublishedPost } from '@meridian/shared';
import { readPublishedPosts } from '../model/post-preview';

/**
 * The posts the blog section has published, from the file its build publishes beside its code
 * (posts.json at the blog's own origin, found through the site's remote manifest, /remotes.json).
 * The admin never imports the blog's code.
 */
export async function readPublishedPostsFile(): Promise<{ posts: PublishedPost[]; origin: string }> {
  const manifest = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!manifest.ok) throw new Error('The list of sections could not be read. Try again in a minute.');
  const entries = (await manifest.json()) as Record<string, unknown>;
  const entry = entries.blog;
  if (typeof entry !== 'string')
    throw new Error('The blog section is not deployed right now, so its posts can’t be listed.');
  const origin = new URL(entry, window.location.href).origin;
  const response = await fetch(`${origin}/${PUBLISHED_POSTS_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error('The blog’s list of posts could not be read. Try again in a minute.');
  return { posts: readPublishedPosts(await response.json()), origin };
}
