import type { ReactNode } from 'react';
import type { PublishedComplaintData } from '../../complaints/desk';
import type { ADMIN_SLOTS, HOME_SLOTS, REMOTES } from '../../registry.js';

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

/**
 * A post as the editorial desk holds it, for the blog's preview (ADMIN_SLOTS.postPreview): the
 * blog renders it with the renderer its public pages use, so the editor sees what readers will.
 */
export interface PostPreviewProps {
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  category: string;
  tags: readonly string[];
  author: string;
  /** The publication date, ISO 8601 (YYYY-MM-DD); null for a post not yet published (shown as today). */
  datePublished: string | null;
}

/**
 * A month of SEBI's complaint tables, for marketing's renderer (ADMIN_SLOTS.complaintTables): the
 * public page /complaints-data draws the published month with it, and the admin's Complaints tab
 * its preview and each published month, so staff approve exactly what the public will see. As
 * complaintData/{YYYY-MM} is read back; `publishedAt` is null too for a month not yet published.
 */
export type ComplaintTablesProps = PublishedComplaintData;

/** What each of the admin area's slots is given to draw. */
export interface AdminSlotProps {
  postPreview: PostPreviewProps;
  complaintTables: ComplaintTablesProps;
}

/** Content from other sections that the admin area shows: each slot renders a widget with the props given. */
export type AdminSlots = { [S in keyof typeof ADMIN_SLOTS]: (props: AdminSlotProps[S]) => ReactNode };

export interface AdminAppProps {
  slots: AdminSlots;
}

type NoProps = Record<string, never>;

/** Props of every remote's './App' entry, by remote: marketing and admin take their slots. */
export type RemoteAppProps = {
  [R in RemoteName]: R extends 'marketing' ? MarketingAppProps : R extends 'admin' ? AdminAppProps : NoProps;
};

/**
 * The props the shell passes to a remote module: its App's contract, what an admin slot's widget
 * draws (a post, a month's complaint tables), or none for a home page widget.
 */
export type RemoteModuleProps<R extends RemoteName, M extends RemoteModule<R>> = M extends './App'
  ? RemoteAppProps[R]
  : M extends './PostPreview'
    ? PostPreviewProps
    : M extends './ComplaintTables'
      ? ComplaintTablesProps
      : NoProps;
