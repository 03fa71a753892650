// Standalone preview of the calculators remote, for its team: `npm run build -w mfe-calculators`,
// then `npx vite preview` in this folder. In the site, the shell mounts ./App at /calculators/*
// and provides the router, theme and auth; here they are stand-ins (signed out). The home page's
// SIP preview widget is shown at /sip-preview.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AuthContext, type AuthState, BrowserRouter, Navigate, Route, Routes, theme } from '@meridian/shared';
import CalculatorsApp from './app';
import SipPreview from './widgets/sip-preview';

const signedOut: AuthState = { user: null, loading: false, signOut: () => Promise.resolve() };
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <AuthContext.Provider value={signedOut}>
          <Routes>
            <Route path="/calculators/*" element={<CalculatorsApp />} />
            <Route path="/sip-preview" element={<div style={{ maxWidth: 560, margin: '40px auto' }}><SipPreview /></div>} />
            <Route path="*" element={<Navigate to="/calculators" replace />} />
          </Routes>
        </AuthContext.Provider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
