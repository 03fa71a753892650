// The benchmark's plain-React baseline (npm run bench): the site's home page as an ordinary
// React 19 + Vite app. The same components as the site (the shell's layout, the marketing home
// page, the calculators' SIP preview and the blog's Latest Insights) imported directly and bundled
// together: no federation, no prerendered HTML (createRoot, not hydrateRoot), no Firebase (a
// signed-out session is given, as unit tests give it). What it costs to show the same content
// the usual way is the yardstick the site is measured against.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AuthContext, BrowserRouter, theme, type AuthState, type MarketingSlots } from '@meridian/shared';
import LatestInsights from '../../../mfe-blog/src/widgets/latest-insights';
import SipPreview from '../../../mfe-calculators/src/widgets/sip-preview';
import { HomePage } from '../../../mfe-marketing/src/pages/home-page';
import { GlobalStyle } from '../../../shell/src/app/global-style';
import { SiteLayout } from '../../../shell/src/layout/site-layout';

/** A visitor who is not signed in, known at once: nothing waits for a session check. */
const signedOut: AuthState = {
  user: null,
  loading: false,
  endedBy: null,
  signOut: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
};

/** The home page's slots, filled with the other sections' widgets directly rather than through the shell. */
const slots: MarketingSlots = { sipPreview: <SipPreview />, latestInsights: <LatestInsights /> };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AuthContext.Provider value={signedOut}>
          <SiteLayout>
            <HomePage slots={slots} />
          </SiteLayout>
        </AuthContext.Provider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
