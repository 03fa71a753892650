// Every post's card data, newest first, without the articles' bodies: the list page and the home
// page's widget need only these.
import { remoteAssetUrl } from '@meridian/shared';
import sources from 'virtual:blog-summaries';
import { categoryImage } from './categories';
import type { PostCardData, PostSummary } from './post';

/** A summary with its category's image, served from the blog's own origin. */
export function withImage<S extends PostSummary>(summary: S): S & PostCardData {
  const picture = categoryImage(summary.category);
  return { ...summary, image: remoteAssetUrl('blog', picture.path, import.meta.url), imageAlt: picture.alt };
}

export const summaries: readonly PostCardData[] = sources.map(withImage);
