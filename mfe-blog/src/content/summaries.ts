// Every post's card data, newest first, without the articles' bodies: the list page and the home
// page's widget need only these.
import { remoteAssetUrl } from '@meridian/shared';
import pictures from 'virtual:blog-pictures';
import sources from 'virtual:blog-summaries';
import { categoryImage } from './categories';
import type { PostCardData, PostSummary } from './post';

/** A summary with its category's image: its address on the blog's own origin, and the picture inlined. */
export function withImage<S extends PostSummary>(summary: S): S & PostCardData {
  const picture = categoryImage(summary.category);
  const image = remoteAssetUrl('blog', picture.path, import.meta.url);
  return { ...summary, image, imageSrc: pictures[picture.path] ?? image, imageAlt: picture.alt };
}

export const summaries: readonly PostCardData[] = sources.map(withImage);
