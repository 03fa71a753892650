// The articles with their bodies (HTML rendered when the blog was built). Only the article page
// imports this, so the list and the home page's widget never download the articles' text.
import articles from 'virtual:blog-posts';
import type { Post, PostCardData } from './post';
import { withImage } from './summaries';

export type Article = Post & PostCardData;

/** Every post with its body and image, newest first. */
export const posts: readonly Article[] = articles.map(withImage);

export function findPost(slug: string | undefined, list: readonly Article[] = posts): Article | undefined {
  return list.find((post) => post.slug === slug);
}
