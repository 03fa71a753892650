import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, lazyPage, PageMeta, paths, useAuth, useLocation, type SessionUser } from '@meridian/shared';
import { NeverKept, TabbedPage } from '@meridian/portal-kit';
import { noticeFrom } from '../sign-in-page';
import { OverviewTab } from './overview-tab';
import { VerifyEmailBanner } from './verify-email-banner';

// The other tabs are downloaded when opened (or when their link is hovered, by the shell).
export const CalculationsTab = lazyPage(() => import('./calculations-tab'));
export const ProfileTab = lazyPage(() => import('./profile-tab'));
export const PrivacyTab = lazyPage(() => import('./privacy-tab'));

export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview', to: paths.dashboard },
  { id: 'calculations', label: 'My Calculations', to: `${paths.dashboard}/calculations` },
  { id: 'profile', label: 'Profile', to: `${paths.dashboard}/profile` },
  { id: 'privacy', label: 'Privacy', to: `${paths.dashboard}/privacy` },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/**
 * /dashboard (spec §2): for signed-in people (the shell's guard sends others to sign in and
 * back). A welcome line with their name, and the tabs, each at its own address:
 * /dashboard (Overview), /dashboard/calculations, /dashboard/profile, /dashboard/privacy.
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
      <TabbedPage
        heading={<>Welcome back, {user.displayName}</>}
        intro="Your saved calculations, your recent activity and your profile, in one place."
        label="Dashboard"
        tabs={DASHBOARD_TABS}
        current={tab}
        // The person's own data, kept to draw at once next time: every tab, Privacy too (what its
        // reads answered; the notices after an action are for this visit only, left out).
        keep
        notices={
          <>
            {user.emailVerified ? null : <VerifyEmailBanner email={user.email ?? ''} />}
            {notice ? (
              <NeverKept>
                <Notice tone="success">{notice}</Notice>
              </NeverKept>
            ) : null}
          </>
        }
      >
        <Panel>{content(tab, user)}</Panel>
      </TabbedPage>
    </>
  );
}

function content(tab: DashboardTab, user: SessionUser): ReactNode {
  switch (tab) {
    case 'calculations':
      return <CalculationsTab uid={user.uid} />;
    case 'profile':
      return <ProfileTab user={user} />;
    case 'privacy':
      return <PrivacyTab user={user} />;
    default:
      return <OverviewTab uid={user.uid} />;
  }
}

const Notice = styled(Alert)`
  margin-bottom: 20px;
`;

const Panel = styled.div`
  min-height: 240px;
`;
