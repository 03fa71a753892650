import { lazyPage, matchPath, NotFound, paths, Route, Routes } from '@meridian/shared';
import { BlogListPage } from './pages/blog-list-page';

// An article page brings the articles' text with it; the list needs only their cards.
const BlogPostPage = lazyPage(() => import('./pages/blog-post-page'));

/** Starts downloading what a path of this section needs (the shell calls it when a link is hovered or focused). */
export function preload(pathname: string): Promise<unknown> {
  return matchPath(paths.blogPost(':slug'), pathname) ? BlogPostPage.preload() : Promise.resolve();
}

/** The blog's route subtree. The shell mounts it at /blog/*, so its routes are relative to that. */
export default function BlogApp() {
  return (
    <Routes>
      <Route index element={<BlogListPage />} />
      <Route path=":slug" element={<BlogPostPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
