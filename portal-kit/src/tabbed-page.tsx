import { cloneElement, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Link, onMobile } from '@meridian/shared';
import { KEEP_OMIT_ATTRIBUTE, KEEP_PAGE_ATTRIBUTE } from '@meridian/shared/device-memory';

export interface PageTab<Id extends string> {
  id: Id;
  label: string;
  /** The tab's address: each tab is a link, so it can be bookmarked, reloaded and gone back to. */
  to: string;
  /** Starts downloading the tab's code (when its link is hovered). */
  preload?: () => void;
}

/**
 * A part of a kept page (TabbedPage's `keep`) that this device never keeps: a notice for this
 * visit only (a message after an action), or other people's data in a page of the person's own
 * (the readers' comment queue in the Blog tab). Its one child, an element that passes its props
 * to the DOM (the kit's Alert, a styled Card), is given the mark the page keeper leaves out.
 */
export function NeverKept({ children }: { children: ReactElement<Record<string, unknown>> }) {
  return cloneElement(children, { [KEEP_OMIT_ATTRIBUTE]: '' });
}

/**
 * A signed-in page of tabs (the dashboard, the admin area): a banner with its heading, notices,
 * the tabs as a named navigation of links, the open one marked aria-current="page", and the
 * open tab's content. Tab keys move between the links and Enter opens one, as with any link.
 */
export function TabbedPage<Id extends string>({
  heading,
  intro,
  label,
  tabs,
  current,
  notices,
  keep = false,
  children,
}: {
  /** The page's h1. */
  heading: ReactNode;
  /** The line under it. */
  intro: ReactNode;
  /** The tabs' name for screen readers (the navigation landmark's): 'Dashboard'. */
  label: string;
  tabs: readonly PageTab<Id>[];
  /** The open tab. */
  current: Id;
  /** Shown above the tabs (an email to verify, a message from the page before). */
  notices?: ReactNode;
  /**
   * Whether this device may keep the page as the person sees it, to draw on their next visit
   * (the shell's page keeper): only a page of the person's own data, or of figures without
   * personal data; never a page listing other people, which is read afresh every time.
   */
  keep?: boolean;
  /** The open tab's content. */
  children: ReactNode;
}) {
  const row = useRef<HTMLElement>(null);
  // Where the row of tabs is wider than the screen it scrolls sideways (on a phone it wraps
  // instead): the open tab is brought into it, without scrolling the page.
  useLayoutEffect(() => {
    const nav = row.current;
    const open = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !open) return;
    const start = open.offsetLeft - nav.offsetLeft;
    const end = start + open.offsetWidth;
    if (start < nav.scrollLeft) nav.scrollLeft = start;
    else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth;
  }, [current]);
  return (
    <>
      <Banner>
        <Container>
          <h1>{heading}</h1>
          <p>{intro}</p>
        </Container>
      </Banner>
      <Body {...(keep ? { [KEEP_PAGE_ATTRIBUTE]: '' } : {})}>
        <Container>
          {notices}
          <Tabs aria-label={label} ref={row}>
            {tabs.map((tab) => (
              <Link
                key={tab.id}
                to={tab.to}
                aria-current={tab.id === current ? 'page' : undefined}
                onMouseEnter={tab.preload}
              >
                {tab.label}
              </Link>
            ))}
          </Tabs>
          {children}
        </Container>
      </Body>
    </>
  );
}

// A compact page header, not a marketing hero: the person came for their data, which starts
// within the first screen of a phone (about 100 px of header under the top bar; the layout's
// <main> already starts below the bar on these pages). The shell's guard draws the same band and
// tab row in grey while the session is checked (shell/src/app/route-guard.tsx): keep their sizes
// in step, so the heading and the tabs arrive where the grey ones were.
const Banner = styled.header`
  padding: 20px 0;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy});
  color: ${({ theme }) => theme.color.white};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.4rem, 2.6vw, 1.8rem);
    line-height: 1.2;
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.color.onDarkMuted};
    overflow-wrap: anywhere;
  }
`;

// At least a screen tall, as the guard's frame is: the site's footer never shows on the first
// screen of a signed-in page, so it never moves while the tab's content arrives (CLS 0).
const Body = styled.section`
  padding: 24px 0 72px;
  background: ${({ theme }) => theme.color.surface};
  min-height: 100vh;
`;

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  margin-bottom: 24px;
  overflow-x: auto;
  a {
    padding: 12px 18px;
    margin-bottom: -2px;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.navy};
    border-bottom-color: ${({ theme }) => theme.color.gold};
  }
  /* On a phone the tabs wrap onto as many lines as they need: every tab in sight, none past an
     edge that nothing shows can be scrolled (the open one keeps its gold line). */
  ${onMobile} {
    flex-wrap: wrap;
    overflow-x: visible;
    row-gap: 0;
    a {
      padding: 10px 12px;
    }
  }
`;
