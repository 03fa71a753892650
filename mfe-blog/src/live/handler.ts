// The blog's live site (issue 20, item 4): answers the composer's and the browser's requests for
// what the blog shows now, from the posts in Firestore, by the blog's own code, deployed with the
// blog (mfe-blog/functions, a Functions codebase of its own). Routes, on the blog's site:
//   GET /live/page?path=/blog/…   → LiveAnswer (the page's fragment, or a 301 to a post's new address)
//   GET /live/widget?name=./LatestInsights → WidgetFragment
//   GET /live/document?path=/blog/feed.xml → DocumentFragment
//   GET /live/paths               → LivePaths (the sitemap's share)
//   GET /data/summaries.json, /data/posts/{slug}.json → what a client navigation reads (content/blog-source.tsx)
// Everything is read per request (one query, and a redirect's read for an address with no post):
// a post appears when its publishAt comes and goes when it is taken down, with no job and no build.
import { brand, paths, SITE_ORIGIN_TOKEN } from '@meridian/shared';
import type { DocumentFragment, LiveAnswer, LivePaths } from '@meridian/shared/page-contract';
import { blogFeed } from '../content/feed';
import { BLOG_FEED } from '../content/page-seo';
import { decidePage, livePaths, slugOf } from './pages';
import { livePosts, summaryOf, type PostDocument } from './post-document';
import { renderLatestInsights, renderPage, type LivePreload } from './render';

export interface LiveStore {
  /** Every post that is, will be or was public (status published, unpublished or archived). */
  posts(): Promise<PostDocument[]>;
  /** Where an old address was sent when its post's address changed (redirects/{slug}), or null. */
  redirect(slug: string): Promise<{ to: string; postId: string } | null>;
}

export interface LiveResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function json(status: number, value: unknown): LiveResponse {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // Read again every time: the composer keeps it briefly, and the page's own cache is the CDN's.
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
    body: `${JSON.stringify(value)}\n`,
  };
}

const refused = (status: number, message: string) => json(status, { error: message });

export async function handleLive(
  method: string,
  rawUrl: string,
  store: LiveStore,
  preload: LivePreload,
  now: number,
): Promise<LiveResponse> {
  if (method !== 'GET' && method !== 'HEAD') return refused(405, 'Only GET and HEAD.');
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://blog.invalid');
  } catch {
    return refused(400, 'Not an address.');
  }
  const route = url.pathname;
  const param = (name: string) => url.searchParams.get(name) ?? '';

  if (route === '/live/page') {
    const path = param('path');
    if (path !== paths.blog && slugOf(path) === null) return refused(400, 'path must be /blog or /blog/{slug}.');
    const documents = await store.posts();
    const decision = decidePage(path, documents, now);
    if (decision.kind === 'missing' && decision.slug !== null && SLUG.test(decision.slug)) {
      const moved = await store.redirect(decision.slug);
      // To the post's address now (it may have moved again since), else where the redirect says.
      const current = decision.posts.find((post) => post.postId === moved?.postId)?.slug;
      const to = current ?? moved?.to;
      if (to && SLUG.test(to) && to !== decision.slug) {
        const answer: LiveAnswer = { status: 301, location: paths.blogPost(to) };
        return json(200, answer);
      }
    }
    const answer: LiveAnswer = await renderPage(path, decision, preload);
    return json(200, answer);
  }
  if (route === '/live/widget') {
    if (param('name') !== './LatestInsights') return refused(404, 'No such widget.');
    return json(200, await renderLatestInsights(livePosts(await store.posts(), now), preload));
  }
  if (route === '/live/document') {
    if (param('path') !== BLOG_FEED.path) return refused(404, 'No such document.');
    const posts = livePosts(await store.posts(), now).map(summaryOf);
    const document: DocumentFragment = {
      contentType: 'application/rss+xml; charset=utf-8',
      body: blogFeed(posts, { url: SITE_ORIGIN_TOKEN, name: brand.name }),
    };
    return json(200, document);
  }
  if (route === '/live/paths') {
    const answer: LivePaths = { pages: livePaths(await store.posts(), now) };
    return json(200, answer);
  }
  if (route === '/data/summaries.json') {
    return json(200, livePosts(await store.posts(), now).map(summaryOf));
  }
  const article = /^\/data\/posts\/([^/]+)\.json$/.exec(route);
  if (article?.[1]) {
    let slug: string;
    try {
      slug = decodeURIComponent(article[1]);
    } catch {
      return refused(400, 'Not a slug.');
    }
    const post = livePosts(await store.posts(), now).find((candidate) => candidate.slug === slug);
    return post ? json(200, post) : refused(404, 'No such post.');
  }
  return refused(404, 'Not here.');
}
