import { Navigate, paths, resolveAdminTab, sectionRoutes, useAuth, useLocation } from '@meridian/shared';
import { startPageReads } from './data/page-reads';
import { AdminPage, TAB_PAGES } from './pages/admin-page';
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
  if (chosen !== tab) return <Navigate to={tabPath(tab)} replace />;
  return <AdminPage tab={tab} user={user} />;
}

/** The admin area: one route, its tab read from the path; a tab's code is preloaded by its path (the users tab for /admin). */
export const { App, preload } = sectionRoutes([
  {
    path: `${paths.admin}/*`,
    render: () => <AdminArea />,
    preload: ({ pathname }) => {
      // The tab's first reads start as soon as the session gives the uid (page-reads.ts).
      startPageReads(pathname);
      const tab = tabInPath(pathname);
      return (tab && tab in TAB_PAGES ? TAB_PAGES[tab as keyof typeof TAB_PAGES] : TAB_PAGES.users).preload();
    },
  },
]);

export default App;
