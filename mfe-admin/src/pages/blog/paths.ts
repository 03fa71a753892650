import { tabPath } from '../../tabs';

/** The address of the list of posts, of one status or all. */
export const blogListPath = (status: string | null = null): string =>
  status === null || status === 'all' ? tabPath('blog') : `${tabPath('blog')}?status=${status}`;

/** The address of one post's desk ('new' for a new post). */
export const postPath = (id: string): string => `${tabPath('blog')}?post=${encodeURIComponent(id)}`;
