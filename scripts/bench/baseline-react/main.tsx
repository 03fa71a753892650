// The benchmark's plain-React baseline (npm run bench): the site's home page as an ordinary
// React 19 + Vite app. The same components as the site (the shell's layout, the marketing home
// page, the calculators' SIP preview and the blog's Latest Insights) imported directly and bundled
// together: no federation, no prerendered HTML (createRoot, not hydrateRoot), no Firebase (a
// signed-out session is given, as unit tests give it). What it costs to show the same content
// the usual way is the yardstick the site is measured against.
//
// The posts Latest Insights shows are bundled with the page (the seed articles' summaries, from
// the blog's posts plugin), as a plain client-rendered app ships its content, and given to the
// blog's widgets as their source. Given none, the widget reads the blog's data file
// (/data/summaries.json) from this page's own server, which has none and answers with index.html
// (vite preview's single-page fallback): the read fails, is forgotten, and React's retry of the
// suspended render reads again, tens of times a second, for as long as the page is open. The page
// then showed "Loading…" where the posts go and never went quiet, and Lighthouse timed out in
// Network.getResponseBody, asking for the body of each of over a thousand uncompressed responses
// (in the unthrottled presets, mobile simulated and desktop).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import summaries from 'virtual:blog-summaries';
import { AuthContext, BrowserRouter, theme, type AuthState, type MarketingSlots } from '@meridian/shared';
import { staticSource } from '../../../mfe-blog/src/content/blog-data';
import { BlogSourceProvider } from '../../../mfe-blog/src/content/blog-source';
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

/** Every post's summary, in the bundle: Latest Insights shows the newest three. No article is needed on /. */
const posts = staticSource(summaries, []);

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
          <BlogSourceProvider source={posts}>
            <SiteLayout>
              <HomePage slots={slots} />
            </SiteLayout>
          </BlogSourceProvider>
        </AuthContext.Provider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
