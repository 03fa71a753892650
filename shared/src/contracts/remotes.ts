import type { ReactNode } from 'react';

/**
 * The contract between the shell and each remote: the modules a remote exposes and their props.
 * The shell loads them by these names at run time; a remote implements them. Neither imports the
 * other's code.
 */
export const REMOTE_EXPOSES = {
  marketing: ['./App'],
  blog: ['./App', './LatestInsights'],
  calculators: ['./App', './SipPreview'],
  account: ['./App'],
  admin: ['./App'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type RemoteModule<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** Content from other sections that the marketing home page shows, composed by the shell. */
export interface MarketingSlots {
  /** The calculators section's SIP preview widget. */
  sipPreview: ReactNode;
  /** The blog section's latest three posts. */
  latestInsights: ReactNode;
}

export interface MarketingAppProps {
  slots: MarketingSlots;
}

/** Props of every remote's './App' entry, by remote. */
export interface RemoteAppProps {
  marketing: MarketingAppProps;
  blog: Record<string, never>;
  calculators: Record<string, never>;
  account: Record<string, never>;
  admin: Record<string, never>;
}

/** The props the shell passes to a remote module: its App's contract, or none for a widget. */
export type RemoteModuleProps<R extends RemoteName, M extends RemoteModule<R>> = M extends './App'
  ? RemoteAppProps[R]
  : Record<string, never>;
