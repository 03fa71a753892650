// Standalone preview of the marketing remote, for its team: `npm run build -w mfe-marketing`,
// then `npx vite preview` in this folder. In the site, the shell mounts ./App instead and
// provides the router, theme and auth; here they are stand-ins (signed out, empty slots).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AuthContext, type AuthState, BrowserRouter, theme } from '@meridian/shared';
import MarketingApp from './app';

const signedOut: AuthState = { user: null, loading: false, signOut: () => Promise.resolve() };
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <AuthContext.Provider value={signedOut}>
          <MarketingApp slots={{ sipPreview: null, latestInsights: null }} />
        </AuthContext.Provider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
