// The blog's public pages as its build prerenders them: the list, and the two "not found" pages
// (an unknown post; anything deeper under /blog), drawn with no posts: the build has none. The
// posts, their pages, the feed and the home page's widget are the live site's (`live` below).
import { brand, paths, type PublicPage } from '@meridian/shared';
import type { LiveParts } from '@meridian/shared/page-contract';
import { BLOG_FEED as feed, BLOG_PAGE } from './content/page-seo';

const titled = (title: string) => `${title} | ${brand.name}`;

export function publicPages(): PublicPage[] {
  return [
    // Its modules and styles are what the live list announces (vite.live.config.ts); the sitemap
    // lists it if the live site cannot be asked.
    { path: paths.blog, title: titled(BLOG_PAGE.title), description: BLOG_PAGE.description, feed },
    {
      path: paths.blogPost('no-such-post'),
      pattern: paths.blogPost(':slug'),
      status: 404,
      title: titled('Blog post not found'),
      description: "The article you're looking for doesn't exist or has been moved.",
    },
    {
      path: `${paths.blog}/no/such-page`,
      pattern: `${paths.blog}/*`,
      status: 404,
      title: titled('Page Not Found'),
      description: "The page you're looking for doesn't exist or has been moved.",
    },
  ];
}

/**
 * What the blog renders per request, from Firestore, by its own function (src/live, deployed as
 * mfe-blog/functions): the list, every article, the home page's Latest Insights and the feed. The
 * composer asks it before the prerendered pages above.
 */
export const live: LiveParts = {
  pages: [paths.blog, paths.blogPost(':slug')],
  widgets: ['./LatestInsights'],
  documents: [feed.path],
};
