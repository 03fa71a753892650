import { NotFound, Route, Routes } from '@meridian/shared';
import { BlogListPage } from './pages/blog-list-page';
import { BlogPostPage } from './pages/blog-post-page';

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
