import { Suspense } from 'react';
import styled from 'styled-components';
import { Alert, lazyPage, PageMeta, visibleAdminTabs, type AdminTabId, type SessionUser } from '@meridian/shared';
import { TabbedPage } from '@meridian/portal-kit';
import { LOADING_ATTRIBUTE } from '@meridian/shared/device-memory';
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

// Whether each tab may be kept on the device, to be drawn on the next visit: only the tabs of
// the firm's own figures and content. The tabs that list people (users, leads, complaints) are
// read afresh every time: a staff member's device holds no client's data. A new tab decides here.
const KEPT_TABS: Readonly<Record<AdminTabId, boolean>> = {
  users: false,
  analytics: true,
  leads: false,
  complaints: false,
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
