import { NotFound, paths } from '@meridian/shared';

/**
 * An unknown /blog/{slug} (spec §2): the site's 404 design with the blog's words and a way back to
 * the articles. The top bar is transparent on an article's address, so the band starts under it.
 */
export function PostNotFound() {
  return (
    <NotFound
      title="Blog post not found"
      text="The article you're looking for doesn't exist or has been moved. Browse all our articles instead."
      description="The article you're looking for doesn't exist or has been moved."
      action={{ to: paths.blog, label: 'Back to all articles' }}
      underTopBar
    />
  );
}
