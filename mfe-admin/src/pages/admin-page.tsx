import { Suspense } from 'react';
import styled from 'styled-components';
import { Alert, lazyPage, PageMeta, visibleAdminTabs, type AdminTabId, type SessionUser } from '@meridian/shared';
import { TabbedPage } from '@meridian/portal-kit';
import { LOADING_ATTRIBUTE, SEALED } from '@meridian/shared/device-memory';
import { TAB_LABELS, tabPath } from '../tabs';
import type { TabProps } from './tab-props';

// Each tab is its own download, fetched when opened (or when its link is hovered).
export const TAB_PAGES = {
  users: lazyPage<TabProps>(() => import('./users/users-tab')),
  analytics: lazyPage<TabProps>(() => import('./analytics-tab')),
  leads: lazyPage<TabProps>(() => import('./leads-tab')),
  complaints: lazyPage<TabProps>(() => import('./complaints/complaints-tab')),
  blog: lazyPage<TabProps>(() => import('./blog/blog-tab')),
  settings: lazyPage<TabProps>(() => import('./settings-tab')),
} as const satisfies Record<AdminTabId, unknown>;

// How each tab is kept on the device, to be drawn at once next time: the tabs that list people
// (users, leads, complaints) only sealed, encrypted with the staff member's key, which the server
// gives only while their session counts and their role lets them see people, so a lost laptop
// whose sessions were ended shows nobody. Every tab says so here: a new one decides.
const KEPT_TABS: Readonly<Record<AdminTabId, true | typeof SEALED>> = {
  users: SEALED,
  analytics: true,
  leads: SEALED,
  complaints: SEALED,
  blog: true,
  settings: true,
};

/** The admin area: a banner, the tabs the person's role sees, and the open tab. */
export function AdminPage({ tab, user }: { tab: AdminTabId; user: SessionUser }) {
  const Tab = TAB_PAGES[tab];
  return (
    <>
      <PageMeta title={`${TAB_LABELS[tab]} · Admin`} description="The firm's admin area." />
      <TabbedPage
        heading="Admin"
        intro={
          <>
            Signed in as {user.email} ({user.role})
          </>
        }
        label="Admin"
        tabs={visibleAdminTabs(user.role).map((id) => ({
          id,
          label: TAB_LABELS[id],
          to: tabPath(id),
          preload: () => void TAB_PAGES[id].preload(),
        }))}
        current={tab}
        keep={KEPT_TABS[tab]}
        notices={
          user.emailVerified ? null : (
            <Notice tone="error">
              Your email address is not verified yet, so the admin area can’t read or change anything. Follow the link
              in the verification email (your dashboard can send it again), then sign in again.
            </Notice>
          )
        }
      >
        <Suspense
          fallback={
            <Loading role="status" {...{ [LOADING_ATTRIBUTE]: '' }}>
              Loading…
            </Loading>
          }
        >
          <Tab user={user} />
        </Suspense>
      </TabbedPage>
    </>
  );
}

const Loading = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Notice = styled(Alert)`
  margin-bottom: 20px;
`;
