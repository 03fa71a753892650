import type { ReactNode } from 'react';
import { matchRoutes, useLocation } from '../router';
import { NotFound } from './not-found';

/** What a route's path matched: its parameters (':slug', '*') and the full pathname. */
export interface RouteMatch {
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
}

/**
 * One route of a section: the full path it answers (from `paths`, never relative to where the
 * shell mounts the section), what it shows, and what to download ahead for it.
 */
export interface SectionRoute<Props> {
  path: string;
  render: (match: RouteMatch, props: Props) => ReactNode;
  /** Starts downloading the route's code (a lazyPage's preload); omit when it ships with the section. */
  preload?: (match: RouteMatch) => Promise<unknown>;
}

export interface SectionRoutes<Props> {
  /** The section's default export: what the current location shows, or the site's 404 page. */
  App: (props: Props) => ReactNode;
  /** The section's `preload(pathname)` export, called by the shell when a link to the path is hovered or focused. */
  preload: (pathname: string) => Promise<unknown>;
}

/**
 * Every remote routes the same way: a table of full paths, matched against the whole location
 * (so a section mounted on several top-level paths, or at /blog/*, reads alike), with one
 * preload for them. `export const { App, preload } = sectionRoutes([...])` and `export default App`.
 */
export function sectionRoutes<Props extends object = Record<string, never>>(
  routes: readonly SectionRoute<Props>[],
): SectionRoutes<Props> {
  const find = (pathname: string) => {
    const found = matchRoutes([...routes], pathname)?.[0];
    return found && { route: found.route, match: { params: found.params, pathname } };
  };
  return {
    App(props: Props) {
      const found = find(useLocation().pathname);
      return found ? found.route.render(found.match, props) : <NotFound />;
    },
    preload(pathname: string) {
      const found = find(pathname);
      return found?.route.preload?.(found.match) ?? Promise.resolve();
    },
  };
}
