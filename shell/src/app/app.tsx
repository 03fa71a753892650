import { StrictMode, useEffect } from 'react';
import { SiteProviders } from '@meridian/shared';
import { markPageSettled } from '../federation/widget-gate';
import { SiteLayout } from '../layout/site-layout';
import { AuthProvider } from './auth-provider';
import { GlobalStyle } from './global-style';
import { usePrefetchOnIntent } from './prefetch';
import { SiteRoutes } from './routes';

/** Marks the first page as settled once it has hydrated; prefetches sections as links are approached. */
function AfterHydration() {
  usePrefetchOnIntent();
  useEffect(markPageSettled, []);
  return null;
}

/**
 * The whole site. It hydrates the page the server composed (shell/src/main.tsx): the layout and
 * the section's prerendered page are there before any script runs, and public content never
 * waits for the sign-in check (the top bar's account area and guarded pages do).
 */
export function App({ checkSessionAtOnce, pageReady }: { checkSessionAtOnce: boolean; pageReady: Promise<unknown> }) {
  return (
    <StrictMode>
      {/* The site's providers, with the shell's own live session inside them. */}
      <SiteProviders>
        <GlobalStyle />
        <AuthProvider checkAtOnce={checkSessionAtOnce} after={pageReady}>
          <SiteLayout>
            <SiteRoutes />
          </SiteLayout>
          <AfterHydration />
        </AuthProvider>
      </SiteProviders>
    </StrictMode>
  );
}
