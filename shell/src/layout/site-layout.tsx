import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { hasTransparentTopBar, useLocation } from '@meridian/shared';
import { ContactSection } from './contact-section';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** The frame of every page: top bar, the page, the contact section and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const underBar = hasTransparentTopBar(pathname);

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1} $underBar={underBar}>
        {children}
      </Main>
      <ContactSection />
      <Footer />
    </>
  );
}

const Main = styled.main<{ $underBar: boolean }>`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme, $underBar }) => ($underBar ? '0' : theme.layout.topBarHeight)};
  &:focus {
    outline: none;
  }
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
