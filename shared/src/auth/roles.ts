/**
 * The role and permission map of the site (spec §6), as one table. The shell's route guards,
 * the admin remote's tabs and the Firestore rules (checked by a test) all follow it.
 */
export const ROLES = ['superadmin', 'admin', 'editor', 'reviewer', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'manage_users',
  'view_users',
  'manage_blog',
  'approve_comments',
  'create_posts',
  'edit_posts',
  'manage_leads',
  'view_leads',
  'use_calculators',
  'save_calculations',
  'view_analytics',
  'manage_settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  superadmin: PERMISSIONS,
  admin: ['manage_users', 'manage_blog', 'manage_leads', 'view_analytics'],
  editor: ['create_posts', 'edit_posts', 'approve_comments'],
  reviewer: ['view_leads', 'view_users'],
  user: ['use_calculators', 'save_calculations'],
};

/** The role every account has unless its profile says otherwise. */
export const DEFAULT_ROLE: Role = 'user';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A missing or unknown role is treated as 'user' (spec §6). */
export function normaliseRole(value: unknown): Role {
  return isRole(value) ? value : DEFAULT_ROLE;
}

/** hasPermission('reviewer', 'view_leads') === true */
export function hasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const ADMIN_TABS = [
  { id: 'users', label: 'Users', permission: 'view_users' },
  { id: 'analytics', label: 'Analytics', permission: 'view_analytics' },
  { id: 'leads', label: 'Leads', permission: 'view_leads' },
  { id: 'blog', label: 'Blog', permission: 'manage_blog' },
  { id: 'settings', label: 'Settings', permission: 'manage_settings' },
] as const satisfies readonly { id: string; label: string; permission: Permission }[];

export type AdminTab = (typeof ADMIN_TABS)[number];
export type AdminTabId = AdminTab['id'];

/** The admin tabs a role sees, in display order: visibleAdminTabs('admin') → Analytics, Blog. */
export function visibleAdminTabs(role: Role): AdminTab[] {
  return ADMIN_TABS.filter((tab) => hasPermission(role, tab.permission));
}

/** The tab to show: the chosen one if the role sees it, otherwise the first visible one (spec §4). */
export function resolveAdminTab(role: Role, chosen: string | null | undefined): AdminTabId | null {
  const tabs = visibleAdminTabs(role);
  return tabs.find((tab) => tab.id === chosen)?.id ?? tabs[0]?.id ?? null;
}
