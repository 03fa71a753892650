import { Suspense } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Container,
  lazyPage,
  NavLink,
  onMobile,
  PageMeta,
  visibleAdminTabs,
  type AdminTabId,
  type SessionUser,
} from '@meridian/shared';
import { TAB_LABELS, tabPath } from '../tabs';

export interface TabProps {
  user: SessionUser;
}

// Each tab is its own download, fetched when opened (or when its link is hovered).
export const TAB_PAGES = {
  users: lazyPage<TabProps>(() => import('./users/users-tab')),
  analytics: lazyPage<TabProps>(() => import('./analytics-tab')),
  leads: lazyPage<TabProps>(() => import('./leads-tab')),
  blog: lazyPage<TabProps>(() => import('./blog-tab')),
  settings: lazyPage<TabProps>(() => import('./settings-tab')),
} as const satisfies Record<AdminTabId, unknown>;

/** The admin area: a banner, the tabs the person's role sees, and the open tab. */
export function AdminPage({ tab, user }: { tab: AdminTabId; user: SessionUser }) {
  const Tab = TAB_PAGES[tab];
  return (
    <>
      <PageMeta title={`${TAB_LABELS[tab]} · Admin`} description="The firm's admin area." />
      <Banner>
        <Container>
          <h1>Admin</h1>
          <p>
            Signed in as {user.email} ({user.role})
          </p>
        </Container>
      </Banner>
      <Body>
        <Container>
          {user.emailVerified ? null : (
            <Notice tone="error">
              Your email address is not verified yet, so the admin area can’t read or change anything. Follow the link
              in the verification email (your dashboard can send it again), then sign in again.
            </Notice>
          )}
          <Tabs aria-label="Admin">
            {visibleAdminTabs(user.role).map((id) => (
              <NavLink key={id} to={tabPath(id)} onMouseEnter={() => void TAB_PAGES[id].preload()}>
                {TAB_LABELS[id]}
              </NavLink>
            ))}
          </Tabs>
          <Suspense fallback={<Loading role="status">Loading…</Loading>}>
            <Tab user={user} />
          </Suspense>
        </Container>
      </Body>
    </>
  );
}

const Banner = styled.header`
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 32px) 0 32px;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy});
  color: ${({ theme }) => theme.color.white};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.7rem, 3.5vw, 2.4rem);
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.onDarkMuted};
    overflow-wrap: anywhere;
  }
`;

const Body = styled.section`
  padding: 28px 0 72px;
  background: ${({ theme }) => theme.color.surface};
  min-height: 60vh;
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Notice = styled(Alert)`
  margin-bottom: 20px;
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
  ${onMobile} {
    a {
      padding: 10px 12px;
    }
  }
`;
