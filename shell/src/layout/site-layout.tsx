import { memo, Suspense, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from '@meridian/shared';
import { ContactSection } from './contact/contact-section';
import { Footer } from './footer';
import { hasTransparentTopBar } from './navigation';
import { TopBar } from './top-bar';

/**
 * Where a section's page waits until its code has arrived: while the page hydrates, the server's
 * HTML stays; on a navigation (a transition), the previous page stays. Memoised, with a fallback
 * that never changes, so that nothing the layout does while the page is still hydrating (its
 * top bar following the address, say) reaches this boundary: a boundary that is given new props
 * before it has hydrated is thrown away and rendered again in the browser.
 */
export const PageBoundary = memo(function PageBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PagePending />}>{children}</Suspense>;
});

/** Memoised so the boundary's fallback is the same element whenever the boundary renders. */
const PagePending = memo(function PagePending() {
  return (
    <Pending role="status" aria-live="polite">
      Loading…
    </Pending>
  );
});

/** Scrolls to the top, or to the address's #anchor, when the page changes (not on the first load). */
function useScrollOnNavigation(pathname: string, hash: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** The frame of every page: top bar, the page, the contact section and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const underBar = hasTransparentTopBar(pathname);
  useScrollOnNavigation(pathname, hash);

  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1} $underBar={underBar}>
        <PageBoundary>{children}</PageBoundary>
      </Main>
      <ContactSection />
      <Footer />
    </>
  );
}

// No minimum height of its own: a page is as tall as its content (the contact page is a banner
// over the contact section), and what waits (a loading page, a section's fallback) sets its own.
const Main = styled.main<{ $underBar: boolean }>`
  display: block;
  padding-top: ${({ theme, $underBar }) => ($underBar ? '0' : theme.layout.topBarHeight)};
  &:focus {
    outline: none;
  }
`;

const Pending = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 100;
  padding: 10px 16px;
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.navyDeep};
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;
