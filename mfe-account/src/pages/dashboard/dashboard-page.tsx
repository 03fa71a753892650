import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Container,
  lazyPage,
  NavLink,
  onMobile,
  PageMeta,
  paths,
  useAuth,
  useLocation,
  type SessionUser,
} from '@meridian/shared';
import { noticeFrom } from '../sign-in-page';
import { OverviewTab } from './overview-tab';
import { VerifyEmailBanner } from './verify-email-banner';

// The other tabs are downloaded when opened (or when their link is hovered, by the shell).
export const CalculationsTab = lazyPage(() => import('./calculations-tab'));
export const ProfileTab = lazyPage(() => import('./profile-tab'));

export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview', path: paths.dashboard },
  { id: 'calculations', label: 'My Calculations', path: `${paths.dashboard}/calculations` },
  { id: 'profile', label: 'Profile', path: `${paths.dashboard}/profile` },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/**
 * /dashboard (spec §2): for signed-in people (the shell's guard sends others to sign in and
 * back). A welcome line with their name, and the tabs, each at its own address:
 * /dashboard (Overview), /dashboard/calculations, /dashboard/profile.
 */
export function DashboardPage({ tab }: { tab: DashboardTab }) {
  const { user } = useAuth();
  const location = useLocation();
  const notice = noticeFrom(location.state);
  if (!user) return null;
  const label = DASHBOARD_TABS.find((item) => item.id === tab)?.label ?? 'Overview';
  return (
    <>
      <PageMeta title={`${label} · Dashboard`} description="Your saved calculations, activity and profile." />
      <Banner>
        <Container>
          <h1>Welcome back, {user.displayName}</h1>
          <p>Your saved calculations, your recent activity and your profile, in one place.</p>
        </Container>
      </Banner>
      <Body>
        <Container>
          {user.emailVerified ? null : <VerifyEmailBanner email={user.email ?? ''} />}
          {notice ? <Notice tone="success">{notice}</Notice> : null}
          <Tabs aria-label="Dashboard">
            {DASHBOARD_TABS.map((item) => (
              <NavLink key={item.id} to={item.path} end>
                {item.label}
              </NavLink>
            ))}
          </Tabs>
          <Panel>{content(tab, user)}</Panel>
        </Container>
      </Body>
    </>
  );
}

function content(tab: DashboardTab, user: SessionUser): ReactNode {
  switch (tab) {
    case 'calculations':
      return <CalculationsTab uid={user.uid} />;
    case 'profile':
      return <ProfileTab user={user} />;
    default:
      return <OverviewTab uid={user.uid} />;
  }
}

const Banner = styled.header`
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 40px) 0 40px;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy});
  color: ${({ theme }) => theme.color.white};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.7rem, 3.5vw, 2.4rem);
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.onDarkMuted};
  }
`;

const Body = styled.section`
  padding: 32px 0 72px;
  background: ${({ theme }) => theme.color.surface};
  min-height: 60vh;
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

const Panel = styled.div`
  min-height: 240px;
`;
