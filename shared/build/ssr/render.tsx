/**
 * Renders a section's module to HTML at build time, the way the site will show it: inside the
 * providers the shell gives every section (theme, router at the page's address, the session
 * still being checked), with the page's styles (styled-components' server style sheet) and the
 * lazily loaded modules it used. Bundled into each section's server build (shared/build/prerender.ts),
 * so it shares that build's copy of React, the router and @meridian/shared.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { Route, Routes } from '../../src/router';
import '../../src/theme/styled-theme';
import { LazyModuleCollector } from '../../src/ui/lazy-page';
import { CHECKING_SESSION, SiteProviders as SharedSiteProviders } from '../../src/ui/site-providers';
import { SLOT_ATTRIBUTE } from '../../page-contract';

export interface Fragment {
  /** The HTML of the rendered module. */
  html: string;
  /** Resource hints React wrote for it (preloads of its eager images), for the page's head. */
  links: string[];
  /** Its styles: styled-components' <style> tags. */
  css: string;
  /** The source paths of the lazily loaded modules it rendered (see lazyPage). */
  modules: string[];
}

/** Pages are prerendered while the session is unknown: the browser fills it in after hydration. */

/** Where a slot's content goes in a prerendered fragment; the page composer fills it. */
export function slotPlaceholder(name: string): ReactNode {
  return createElement('template', { [SLOT_ATTRIBUTE]: name });
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a tree to HTML, waiting for everything it suspends on, collecting its styles into
 * `sheet` (one sheet may collect several renders). A render error fails the build.
 */
export async function renderToHtml(tree: ReactElement, sheet: ServerStyleSheet, what: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
    onError: (error) => void errors.push(error),
  });
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new Error(`Rendering ${what} failed: ${String(errors[0])}`, { cause: errors[0] });
  return html;
}

/** The site's providers (shared/src/ui/site-providers.tsx) for a render at `url`: the session still being checked. */
export function SiteProviders({ url, children }: { url: string; children: ReactNode }) {
  return (
    <SharedSiteProviders url={url} session={CHECKING_SESSION}>
      {children}
    </SharedSiteProviders>
  );
}

/**
 * Renders a section's `element` at `url`, mounted (as the shell mounts a section) at the route
 * pattern `routePath`, with its styles and the lazily loaded modules it used.
 */
export async function renderFragment(
  element: ReactElement,
  { url, routePath = '*' }: { url: string; routePath?: string },
): Promise<Fragment> {
  const sheet = new ServerStyleSheet();
  const modules = new Set<string>();
  try {
    const html = await renderToHtml(
      <SiteProviders url={url}>
        <LazyModuleCollector.Provider value={modules}>
          <Routes>
            <Route path={routePath} element={element} />
          </Routes>
        </LazyModuleCollector.Provider>
      </SiteProviders>,
      sheet,
      url,
    );
    // React writes a preload for each eager image ahead of the HTML; they belong in the head.
    const links: string[] = [];
    const body = html.replace(/<link rel="preload"[^>]*\/>/g, (link) => {
      links.push(link);
      return '';
    });
    return { html: body, links, css: sheet.getStyleTags(), modules: [...modules].sort() };
  } finally {
    sheet.seal();
  }
}

export { ServerStyleSheet };
