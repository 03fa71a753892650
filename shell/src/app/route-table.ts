import { matchPath, paths, type RemoteModule, type RemoteName } from '@meridian/shared';

// The shell owns the top-level prefixes; each remote routes what lies below its own.
export const SECTIONS: { remote: RemoteName; paths: string[] }[] = [
  {
    remote: 'marketing',
    paths: [paths.home, `${paths.services}/*`, paths.contact, paths.privacy, paths.terms, paths.cookies, paths.disclaimers],
  },
  { remote: 'blog', paths: [`${paths.blog}/*`] },
  { remote: 'calculators', paths: [`${paths.calculators}/*`] },
  { remote: 'account', paths: [paths.signIn, paths.signUp, paths.forgotPassword, `${paths.dashboard}/*`] },
  { remote: 'admin', paths: [`${paths.admin}/*`] },
];

/** Other sections' widgets that the home page shows in its slots. */
export const HOME_WIDGETS: { remote: RemoteName; exposed: RemoteModule<RemoteName> }[] = [
  { remote: 'calculators', exposed: './SipPreview' },
  { remote: 'blog', exposed: './LatestInsights' },
];

/** The remote modules a path renders, so the shell can start loading them early. */
export function modulesForPath(pathname: string): { remote: RemoteName; exposed: RemoteModule<RemoteName> }[] {
  const section = SECTIONS.find((candidate) => candidate.paths.some((path) => matchPath(path, pathname)));
  if (!section) return [];
  return [{ remote: section.remote, exposed: './App' }, ...(pathname === paths.home ? HOME_WIDGETS : [])];
}
