import { lazyPage, paths, sectionRoutes } from '@meridian/shared';
import { BlogListPage } from './pages/blog-list-page';

// An article page brings the articles' text with it; the list needs only their cards.
const BlogPostPage = lazyPage(() => import('./pages/blog-post-page'));

/** The blog, mounted by the shell at /blog/*: the list of articles and an article's page. */
export const { App, preload } = sectionRoutes([
  { path: paths.blog, render: () => <BlogListPage /> },
  {
    path: paths.blogPost(':slug'),
    render: ({ params }) => <BlogPostPage slug={params.slug ?? ''} />,
    preload: BlogPostPage.preload,
  },
]);

export default App;
