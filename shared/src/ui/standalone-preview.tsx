import { StrictMode, type ReactNode } from 'react';
import { SIGNED_OUT, SiteProviders } from './site-providers';

/**
 * What the shell provides, for a remote's standalone preview page (its own main.tsx): the site's
 * providers, signed out. In the site the shell's providers, with its live session, are used instead.
 */
export function StandalonePreview({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SiteProviders session={SIGNED_OUT}>{children}</SiteProviders>
    </StrictMode>
  );
}
