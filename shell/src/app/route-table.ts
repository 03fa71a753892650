import { matchPath, paths, type RemoteModule, type RemoteName, type RouteAccess } from '@meridian/shared';
import { HOME_SLOTS, REMOTES } from '@meridian/shared/registry';

export interface SectionRoute {
  remote: RemoteName;
  /** A route pattern: the shell owns the top-level prefix, the remote what lies below it. */
  path: string;
  access: RouteAccess;
}

/** Every route of every section, from the registry (shared/registry.js), in its order. */
export const SECTION_ROUTES: readonly SectionRoute[] = REMOTES.flatMap((remote) =>
  remote.routes.map((route) => ({ remote: remote.name, path: route.path, access: route.access })),
);

export interface RemoteModuleRef {
  remote: RemoteName;
  exposed: RemoteModule<RemoteName>;
}

/** Other sections' widgets that the home page shows in its slots, in the registry's order. */
export const HOME_WIDGETS: readonly RemoteModuleRef[] = Object.values(HOME_SLOTS);

/** The section route a path belongs to, if any. */
export function routeForPath(pathname: string): SectionRoute | undefined {
  return SECTION_ROUTES.find((route) => matchPath(route.path, pathname));
}

/** The remote modules a path renders, so the shell can start loading them early. */
export function modulesForPath(pathname: string): RemoteModuleRef[] {
  const route = routeForPath(pathname);
  if (!route) return [];
  return [{ remote: route.remote, exposed: './App' }, ...(pathname === paths.home ? HOME_WIDGETS : [])];
}
