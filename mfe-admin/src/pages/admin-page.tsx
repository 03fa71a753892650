import { Suspense } from 'react';
import styled from 'styled-components';
import { Alert, lazyPage, PageMeta, visibleAdminTabs, type AdminTabId, type SessionUser } from '@meridian/shared';
import { Reading, TabbedPage } from '@meridian/portal-kit';
import { TAB_LABELS, tabPath } from '../tabs';
import { ComplianceReminders } from './compliance-reminders';
import type { TabProps } from './tab-props';

// Each tab is its own download, fetched when opened (or when its link is hovered).
export const TAB_PAGES = {
  users: lazyPage<TabProps>(() => import('./users/users-tab')),
  analytics: lazyPage<TabProps>(() => import('./analytics-tab')),
  leads: lazyPage<TabProps>(() => import('./leads-tab')),
  complaints: lazyPage<TabProps>(() => import('./complaints/complaints-tab')),
  clients: lazyPage<TabProps>(() => import('./clients/clients-tab')),
  blog: lazyPage<TabProps>(() => import('./blog/blog-tab')),
  settings: lazyPage<TabProps>(() => import('./settings-tab')),
} as const satisfies Record<AdminTabId, unknown>;

// Which tabs list other people (users, leads, complaints, clients): those are read afresh every time, never
// kept on the device (a staff member's device holds no client's data); the others, the firm's own
// figures and content, may be. A new tab says which it is.
const LISTS_PEOPLE: Readonly<Record<AdminTabId, boolean>> = {
  users: true,
  analytics: false,
  leads: true,
  complaints: true,
  clients: true,
  blog: false,
  settings: false,
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
        keep={!LISTS_PEOPLE[tab]}
        notices={
          <>
            {user.emailVerified ? null : (
              <Notice tone="error">
                Your email address is not verified yet, so the admin area can’t read or change anything. Follow the link
                in the verification email (your dashboard can send it again), then sign in again.
              </Notice>
            )}
            <ComplianceReminders role={user.role} />
          </>
        }
      >
        <Suspense fallback={<Reading />}>
          <Tab user={user} />
        </Suspense>
      </TabbedPage>
    </>
  );
}

const Notice = styled(Alert)`
  margin-bottom: 20px;
`;
