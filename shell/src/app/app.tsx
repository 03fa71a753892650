import { BrowserRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { theme, useAuth } from '@meridian/shared';
import { SiteLayout } from '../layout/site-layout';
import { AuthProvider } from './auth-provider';
import { GlobalStyle } from './global-style';
import { SiteRoutes } from './routes';

/** Shows nothing of the site until the first sign-in check has finished (spec §4). */
function AuthGate() {
  const { loading } = useAuth();
  if (loading) {
    return (
      <Pending role="status" aria-live="polite">
        <span>Loading…</span>
      </Pending>
    );
  }
  return (
    <SiteLayout>
      <SiteRoutes />
    </SiteLayout>
  );
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AuthProvider>
          <AuthGate />
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
