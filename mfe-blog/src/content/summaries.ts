// A post's card data: its summary with its category's image. The summaries themselves come from
// the page's BlogSource (blog-source.tsx).
import { remoteAssetUrl } from '@meridian/shared';
import pictures from 'virtual:blog-pictures';
import { categoryImage } from './categories';
import type { PostCardData, PostSummary } from './post';

/** A summary with its category's image: its address on the blog's own origin, and the picture inlined. */
export function withImage<S extends PostSummary>(summary: S): S & PostCardData {
  const picture = categoryImage(summary.category);
  const image = remoteAssetUrl('blog', picture.path, import.meta.url);
  return { ...summary, image, imageSrc: pictures[picture.path] ?? image, imageAlt: picture.alt };
}
