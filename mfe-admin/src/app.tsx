import { Suspense } from 'react';
import {
  lazyPage,
  Navigate,
  paths,
  resolveAdminTab,
  sectionRoutes,
  useAuth,
  useLocation,
  type AdminAppProps,
} from '@meridian/shared';
import { startPageReads } from './data/page-reads';
import { AdminPage, TAB_PAGES } from './pages/admin-page';
import { PREVIEW_ROUTE } from './pages/blog/paths';
import { SlotsProvider } from './slots';
import { tabInPath, tabPath } from './tabs';

/**
 * /admin/{tab}. The shell lets in signed-in staff whose role sees at least one tab
 * (canEnterAdmin); here each tab shows only to the roles whose permission it needs, and a tab the
 * person can't see, or none, falls back to the first they can. The Firestore rules enforce the
 * same permissions on every read and write.
 */
function AdminArea() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return null;
  const chosen = tabInPath(location.pathname);
  const tab = resolveAdminTab(user.role, chosen);
  if (!tab) return <Navigate to={paths.home} replace />;
  // The tab it falls back to (/admin opens on the first) shows at once, while the address follows:
  // a frame with nothing in it would let the footer rise into the screen and fall back (CLS).
  return (
    <>
      {chosen === tab ? null : <Navigate to={tabPath(tab)} replace />}
      <AdminPage tab={tab} user={user} />
    </>
  );
}

/** The staff preview of a post (/admin/blog/preview?post={id}): its own download, the page's full width. */
const PreviewPage = lazyPage<Record<string, never>>(() => import('./pages/blog/preview-page'));

/**
 * The admin area: one route, its tab read from the path; a tab's code is preloaded by its path (the
 * users tab for /admin). The shell passes the widgets other sections lend it (`slots`: the blog's
 * post preview for the editorial desk, the public page's complaint tables for the complaint desk);
 * a shell released before slots existed passes none, and the desk then says the preview is not
 * available (and the complaint desk publishes nothing).
 */
export const { App, preload } = sectionRoutes<Partial<AdminAppProps>>([
  {
    path: PREVIEW_ROUTE,
    render: (_match, { slots }) => (
      <SlotsProvider slots={slots ?? null}>
        <Suspense fallback={null}>
          <PreviewPage />
        </Suspense>
      </SlotsProvider>
    ),
    preload: () => PreviewPage.preload(),
  },
  {
    path: `${paths.admin}/*`,
    render: (_match, { slots }) => (
      <SlotsProvider slots={slots ?? null}>
        <AdminArea />
      </SlotsProvider>
    ),
    preload: ({ pathname }) => {
      // The first reads of the tab the role is shown start as soon as the site knows the session (page-reads.ts).
      startPageReads(pathname);
      const tab = tabInPath(pathname);
      return (tab && tab in TAB_PAGES ? TAB_PAGES[tab as keyof typeof TAB_PAGES] : TAB_PAGES.users).preload();
    },
  },
]);

export default App;
