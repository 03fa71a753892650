import { tabPath } from '../../tabs';

/** The address of the list of posts, of one status or all. */
export const blogListPath = (status: string | null = null): string =>
  status === null || status === 'all' ? tabPath('blog') : `${tabPath('blog')}?status=${status}`;

/** The address of one post's desk ('new' for a new post). */
export const postPath = (id: string): string => `${tabPath('blog')}?post=${encodeURIComponent(id)}`;

/** The route of the staff preview of a post (app.tsx); the post's id is in the query (?post=). */
export const PREVIEW_ROUTE = `${tabPath('blog')}/preview`;

/**
 * The address of a post's staff preview: inside the admin area, so signed in and never indexed.
 * The id is in the query, not the path: the site sends a path with capitals to its lower-case
 * form, and a post's id has capitals.
 */
export const previewPath = (id: string): string => `${PREVIEW_ROUTE}?post=${encodeURIComponent(id)}`;
