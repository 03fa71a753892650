import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AuthContext, type AuthState } from '../auth/auth-context';
import { BrowserRouter, MemoryRouter } from '../router';
import { theme } from '../theme/tokens';

/** A session that is known to be nobody's. */
export const SIGNED_OUT: AuthState = {
  user: null,
  loading: false,
  endedBy: null,
  signOut: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
};

/** A session still being checked: what a prerendered page shows until the browser knows. */
export const CHECKING_SESSION: AuthState = { ...SIGNED_OUT, loading: true };

/**
 * The providers every part of the site renders inside, in one place: the theme, a router and the
 * session. The shell gives them to every section in the browser (the browser's address, and its
 * own live session inside them); the prerender at build time (the page's address, the session
 * still being checked); the unit tests (a test's address and person); a remote's standalone
 * preview (signed out).
 */
export function SiteProviders({ url, session, children }: { url?: string; session?: AuthState; children: ReactNode }) {
  const withSession = session ? <AuthContext.Provider value={session}>{children}</AuthContext.Provider> : children;
  return (
    <ThemeProvider theme={theme}>
      {url === undefined ? (
        <BrowserRouter>{withSession}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[url]}>{withSession}</MemoryRouter>
      )}
    </ThemeProvider>
  );
}
