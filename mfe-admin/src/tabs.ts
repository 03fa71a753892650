import { paths, type AdminTabId } from '@meridian/shared';

/** The admin area's tabs as people see them; who sees which is ADMIN_TAB_PERMISSIONS (shared roles). */
export const TAB_LABELS: Readonly<Record<AdminTabId, string>> = {
  users: 'Users',
  analytics: 'Analytics',
  leads: 'Leads',
  complaints: 'Complaints',
  clients: 'Clients',
  blog: 'Blog',
  settings: 'Settings',
};

export const tabPath = (tab: AdminTabId): string => `${paths.admin}/${tab}`;

/** The tab named in a path: '/admin/leads' → 'leads'; '/admin' → null. */
export function tabInPath(pathname: string): string | null {
  const rest = pathname.slice(paths.admin.length).split('/').filter(Boolean);
  return rest[0] ?? null;
}
