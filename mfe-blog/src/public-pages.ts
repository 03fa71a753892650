// The blog's public pages as the build prerenders them and crawlers see them: the list, every
// post, and the two "not found" pages (an unknown post; anything deeper under /blog); and its
// one document that is not a page, the RSS feed.
import { absoluteUrl, brand, paths, SITE_ORIGIN_TOKEN, type PublicDocument, type PublicPage } from '@meridian/shared';
import type { LiveParts } from '@meridian/shared/page-contract';
import { blogFeed } from './content/feed';
import { BLOG_FEED as feed, BLOG_PAGE, articleJsonLd } from './content/page-seo';
import { builtSummaries } from './content/build-source';
import { withImage } from './content/summaries';

const summaries = builtSummaries.map(withImage);

const titled = (title: string) => `${title} | ${brand.name}`;

export function publicPages(): PublicPage[] {
  const site = { url: SITE_ORIGIN_TOKEN, name: brand.name };
  return [
    { path: paths.blog, title: titled(BLOG_PAGE.title), description: BLOG_PAGE.description, feed },
    ...summaries.map((post): PublicPage => ({
      path: paths.blogPost(post.slug),
      title: titled(post.title),
      description: post.excerpt,
      type: 'article',
      image: post.image,
      feed,
      jsonLd: articleJsonLd(post, absoluteUrl(site.url, paths.blogPost(post.slug)), site),
    })),
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
 * composer asks it first; the prerendered pages above are what the blog's build had.
 */
export const live: LiveParts = {
  pages: [paths.blog, paths.blogPost(':slug')],
  widgets: ['./LatestInsights'],
  documents: [feed.path],
};

export function publicDocuments(): PublicDocument[] {
  return [
    {
      path: feed.path,
      contentType: 'application/rss+xml; charset=utf-8',
      body: blogFeed(summaries, { url: SITE_ORIGIN_TOKEN, name: brand.name }),
    },
  ];
}
