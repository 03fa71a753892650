/**
 * The shell's frames, rendered when the shell is built (its server build, shared/build/ssr/
 * prerender-shell.ts): the layout for each layout key with a mark where main's content goes, what
 * main holds (a section's page frame, a guarded page's wait, the 404 page), the frame of a widget
 * in a slot, and each section's fallback. The page composer puts a page together from these and
 * the sections' own fragments, and the browser hydrates the result with exactly these components.
 */
import { createElement, type ReactElement } from 'react';
import { NotFound, type RemoteName } from '@meridian/shared';
import { MAIN_ATTRIBUTE, SLOT_ATTRIBUTE, WIDGET_ATTRIBUTE, WIDGET_ID_MARK } from '@meridian/shared/page-contract';
import { REMOTES } from '@meridian/shared/registry';
import { renderToHtml, ServerStyleSheet, SiteProviders, type LayoutRules } from '../../shared/build/ssr';
import { GlobalStyle } from '../src/app/global-style';
import { SECTION_ROUTES, type SectionRoute } from '../src/app/route-table';
import { SectionPage } from '../src/app/routes';
import { RemoteFallback, RemoteWidget, SlotLoaderContext, type SlotLoader } from '../src/federation/remote-slot';
import { loadedSection } from '../src/federation/section-load';
import { NAV_LINKS, ONE_LINE_CONTACT, TRANSPARENT_TOP_BAR } from '../src/layout/navigation';
import { SiteLayout } from '../src/layout/site-layout';

/** The top bar's rules as data, for the composer to pick a layout by path (layoutKey in shared/page-contract). */
export const layoutRules: LayoutRules = {
  nav: NAV_LINKS.map((link) => ({ href: link.to, end: link.to === '/' })),
  transparent: [...TRANSPARENT_TOP_BAR],
  oneLineContact: [...ONE_LINE_CONTACT],
};

/** Where a slot's section goes: the composer fills it with the section's prerendered HTML. */
const placeholders: SlotLoader = (_remote, _exposed, _pathname, size) =>
  loadedSection({ component: () => createElement('template', { [SLOT_ATTRIBUTE]: size }) });

const MainMark = () => createElement('template', { [MAIN_ATTRIBUTE]: '' });

function publicRoute(): SectionRoute {
  const route = SECTION_ROUTES.find((item) => item.access === 'public' && item.remote !== 'marketing');
  if (!route) throw new Error('The registry has no public route outside marketing.');
  return route;
}

function guardedRoute(): SectionRoute {
  const route = SECTION_ROUTES.find((item) => item.access !== 'public');
  if (!route) throw new Error('The registry has no guarded route.');
  return route;
}

export interface ShellFrames {
  layouts: Record<string, string>;
  main: { section: string; guarded: string; notFound: string };
  widgetFrame: string;
  fallbacks: Record<string, { page: string; widget: string }>;
  css: string;
}

/**
 * Renders every frame. `keyOf` gives a path's layout key; `samples` are paths that together
 * produce every key (each nav link, each transparent pattern, and a path under none).
 */
export async function renderFrames(
  keyOf: (pathname: string) => string,
  samples: readonly string[],
): Promise<ShellFrames> {
  const sheet = new ServerStyleSheet();
  const render = (url: string, element: ReactElement, what: string) =>
    renderToHtml(
      <SiteProviders url={url}>
        <SlotLoaderContext.Provider value={placeholders}>{element}</SlotLoaderContext.Provider>
      </SiteProviders>,
      sheet,
      what,
    );
  try {
    const layouts: Record<string, string> = {};
    for (const path of samples) {
      const key = keyOf(path);
      if (layouts[key] !== undefined) continue;
      layouts[key] = await render(
        path,
        <>
          <GlobalStyle />
          <SiteLayout>
            <MainMark />
          </SiteLayout>
        </>,
        `the layout at ${path}`,
      );
    }
    const section = publicRoute();
    const guarded = guardedRoute();
    const main = {
      section: await render(section.path.replace('/*', ''), <SectionPage route={section} />, 'a section page'),
      guarded: await render(guarded.path.replace('/*', ''), <SectionPage route={guarded} />, 'a guarded page'),
      notFound: await render('/no-such-page', <NotFound />, 'the 404 page'),
    };
    const widgetFrame = await render(
      '/',
      <RemoteWidget widget={{ remote: REMOTES[0].name, exposed: './App' }} />,
      'a widget frame',
    );
    const fallbacks: ShellFrames['fallbacks'] = {};
    for (const remote of REMOTES.map((row) => row.name as RemoteName)) {
      fallbacks[remote] = {
        page: await render('/', <RemoteFallback remote={remote} size="page" />, `${remote}'s fallback`),
        widget: await render('/', <RemoteFallback remote={remote} size="widget" />, `${remote}'s fallback`),
      };
    }
    return {
      layouts,
      main,
      widgetFrame: widgetFrame.replace(
        `${WIDGET_ATTRIBUTE}="${REMOTES[0].name}:./App"`,
        `${WIDGET_ATTRIBUTE}="${WIDGET_ID_MARK}"`,
      ),
      fallbacks,
      css: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}

/** Paths that produce every layout: each top-bar link, each transparent pattern, and none. */
export function layoutSamples(): string[] {
  return [
    ...layoutRules.nav.map((link) => link.href),
    ...layoutRules.transparent.map((pattern) => pattern.replace(/:[^/]+/g, 'sample')),
    ...ONE_LINE_CONTACT.map((pattern) => pattern.replace(/\/\*$/, '')),
    '/no-such-page',
  ];
}
