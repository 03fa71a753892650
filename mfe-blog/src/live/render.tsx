// The blog's live pages rendered to the page contract's fragments, per request, by the very
// components the browser hydrates (the App and the Latest Insights widget), inside the providers
// the prerender uses (shared/build/ssr/render.tsx), given the posts as they are now.
import type { PageFragment, WidgetFragment } from '@meridian/shared/page-contract';
import { renderFragment } from '../../../shared/build/ssr';
import App from '../app';
import { staticSource } from '../content/blog-data';
import { BlogSourceProvider } from '../content/blog-source';
import LatestInsights from '../widgets/latest-insights';
import { articleSeo, listSeo, notFoundSeo, type PageDecision } from './pages';
import { summaryOf, type LivePost } from './post-document';

/** The module files each kind of page and the widget need, as the build found them (live/build-info). */
export interface LivePreload {
  list: string[];
  article: string[];
  widget: string[];
}

function sourceOf(posts: readonly LivePost[]) {
  return staticSource(posts.map(summaryOf), posts);
}

export async function renderPage(path: string, decision: PageDecision, preload: LivePreload): Promise<PageFragment> {
  const tree = (
    <BlogSourceProvider source={sourceOf(decision.posts)}>
      <App />
    </BlogSourceProvider>
  );
  const fragment = await renderFragment(tree, { url: path, routePath: '/blog/*' });
  const base = { path, html: fragment.html, css: fragment.css, links: fragment.links };
  switch (decision.kind) {
    case 'list':
      return { ...base, status: 200, seo: listSeo(), preload: preload.list };
    case 'article':
      return { ...base, status: 200, seo: articleSeo(decision.post), preload: preload.article };
    case 'gone':
      return { ...base, status: 410, seo: notFoundSeo(path), preload: preload.article };
    case 'missing':
      return { ...base, status: 404, seo: notFoundSeo(path), preload: preload.article };
  }
}

export async function renderLatestInsights(posts: readonly LivePost[], preload: LivePreload): Promise<WidgetFragment> {
  const tree = (
    <BlogSourceProvider source={sourceOf(posts)}>
      <LatestInsights />
    </BlogSourceProvider>
  );
  const fragment = await renderFragment(tree, { url: '/' });
  return { html: fragment.html, css: fragment.css, links: fragment.links, preload: preload.widget };
}
