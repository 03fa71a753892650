import { Navigate, paths, resolveAdminTab, useAuth, useLocation } from '@meridian/shared';
import { AdminPage, TAB_PAGES } from './pages/admin-page';
import { tabInPath, tabPath } from './tabs';

/** Starts downloading a tab's code (the shell calls it when a link to the admin area is hovered or focused). */
export function preload(pathname: string): Promise<unknown> {
  const tab = tabInPath(pathname);
  const page = tab && tab in TAB_PAGES ? TAB_PAGES[tab as keyof typeof TAB_PAGES] : TAB_PAGES.users;
  return page.preload();
}

/**
 * The admin area, /admin/{tab}. The shell lets in signed-in staff whose role sees at least one
 * tab (canEnterAdmin); here each tab shows only to the roles whose permission it needs, and a tab
 * the person can't see, or none, falls back to the first they can. The Firestore rules enforce
 * the same permissions on every read and write.
 */
export default function AdminApp() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return null;
  const chosen = tabInPath(location.pathname);
  const tab = resolveAdminTab(user.role, chosen);
  if (!tab) return <Navigate to={paths.home} replace />;
  if (chosen !== tab) return <Navigate to={tabPath(tab)} replace />;
  return <AdminPage tab={tab} user={user} />;
}
