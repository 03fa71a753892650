import { Suspense, use } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { BrowserRouter, theme, useAuth } from '@meridian/shared';
import { SiteLayout } from '../layout/site-layout';
import { AuthProvider } from './auth-provider';
import { GlobalStyle } from './global-style';
import { SiteRoutes } from './routes';

function Loading() {
  return (
    <Pending role="status" aria-live="polite">
      <span>Loading…</span>
    </Pending>
  );
}

/**
 * Shows nothing of the site until the first sign-in check has finished (spec §4) and the first
 * page's remotes have loaded (or failed, or taken too long), so the page appears whole and
 * nothing below it jumps when it arrives.
 */
function AuthGate({ firstPage }: { firstPage: Promise<void> }) {
  use(firstPage);
  const { loading } = useAuth();
  if (loading) return <Loading />;
  return (
    <SiteLayout>
      <SiteRoutes />
    </SiteLayout>
  );
}

/** `firstPage` settles when the remotes of the page the visitor landed on are loaded, or give up. */
export function App({ firstPage }: { firstPage: Promise<void> }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AuthProvider>
          <Suspense fallback={<Loading />}>
            <AuthGate firstPage={firstPage} />
          </Suspense>
        </AuthProvider>
      </BrowserRouter>
    </ThemeProvider>
  );
}

const Pending = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme: t }) => t.color.muted};
`;
