import type { ReactNode } from 'react';
import type { HOME_SLOTS, REMOTES } from '../../registry.js';

/**
 * The contract between the shell and each remote: the modules a remote exposes (from the
 * registry, shared/registry.js) and the props the shell passes them. The shell loads them by
 * these names at run time; a remote implements them. Neither imports the other's code.
 */
export type RemoteRow = (typeof REMOTES)[number];
export type RemoteName = RemoteRow['name'];
export type RouteAccess = RemoteRow['routes'][number]['access'];
/** The modules a remote exposes, e.g. RemoteModule<'blog'> is './App' | './LatestInsights'. */
export type RemoteModule<R extends RemoteName> = R extends RemoteName
  ? keyof Extract<RemoteRow, { name: R }>['exposes'] & string
  : never;

/** Content from other sections that the marketing home page shows, composed by the shell. */
export type MarketingSlots = Record<keyof typeof HOME_SLOTS, ReactNode>;

export interface MarketingAppProps {
  slots: MarketingSlots;
}

type NoProps = Record<string, never>;

/** Props of every remote's './App' entry, by remote: only marketing takes any (its slots). */
export type RemoteAppProps = { [R in RemoteName]: R extends 'marketing' ? MarketingAppProps : NoProps };

/** The props the shell passes to a remote module: its App's contract, or none for a widget. */
export type RemoteModuleProps<R extends RemoteName, M extends RemoteModule<R>> = M extends './App'
  ? RemoteAppProps[R]
  : NoProps;
