import { StrictMode, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AuthContext, type AuthState } from '../auth/auth-context';
import { BrowserRouter } from '../router';
import { theme } from '../theme/tokens';

const signedOut: AuthState = {
  user: null,
  loading: false,
  endedBy: null,
  signOut: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
};

/**
 * What the shell provides, for a remote's standalone preview page (its own main.tsx): the theme,
 * a router and a signed-out session. In the site the shell's real providers are used instead.
 */
export function StandalonePreview({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <BrowserRouter>
          <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>
  );
}
