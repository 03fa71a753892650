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
  // Not in the spec's table: the complaint desk SEBI requires of an investment adviser (issue 18).
  'manage_complaints',
  'view_complaints',
  // Not in the spec's table: prospects and clients (issue 36): the first conversations booked,
  // the advisers' availability, the notes of each call, and (to come) the onboarding pipeline.
  'manage_clients',
  'view_clients',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permissions each role is granted: the spec's table (§6), the complaint desk's
 * (manage_complaints for admin, view_complaints for reviewer) and the clients' (manage_clients
 * for admin, view_clients for reviewer); superadmin has all.
 */
export const GRANTED_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  superadmin: PERMISSIONS,
  admin: ['manage_users', 'manage_blog', 'manage_leads', 'view_analytics', 'manage_complaints', 'manage_clients'],
  editor: ['create_posts', 'edit_posts', 'approve_comments'],
  reviewer: ['view_leads', 'view_users', 'view_complaints', 'view_clients'],
  user: ['use_calculators', 'save_calculations'],
};

/**
 * What a permission brings with it: whoever may manage something may also see it. Without this,
 * admin (manage_users, manage_leads) could change users and leads it cannot list.
 */
export const IMPLIED_PERMISSIONS: Readonly<Partial<Record<Permission, readonly Permission[]>>> = {
  manage_users: ['view_users'],
  manage_leads: ['view_leads'],
  manage_complaints: ['view_complaints'],
  manage_clients: ['view_clients'],
};

function withImplied(granted: readonly Permission[]): readonly Permission[] {
  const all = new Set(granted.flatMap((permission) => [permission, ...(IMPLIED_PERMISSIONS[permission] ?? [])]));
  return PERMISSIONS.filter((permission) => all.has(permission));
}

/**
 * The permissions each role has: the granted ones and those they imply, in PERMISSIONS order.
 * firestore.rules carries this table (permissionsOf); role-map.test.ts keeps the two equal.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  superadmin: withImplied(GRANTED_PERMISSIONS.superadmin),
  admin: withImplied(GRANTED_PERMISSIONS.admin),
  editor: withImplied(GRANTED_PERMISSIONS.editor),
  reviewer: withImplied(GRANTED_PERMISSIONS.reviewer),
  user: withImplied(GRANTED_PERMISSIONS.user),
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

/**
 * The admin area's tabs and the permissions that show each (spec §6), in display order: a role
 * sees a tab if it has any of them. The labels and the tabs themselves live with the admin
 * section; who sees which tab is decided here. The spec gives the Blog tab to manage_blog; the
 * editor's permissions (create_posts, edit_posts, approve_comments) are all done there, so they
 * show it too (issue 20), each action still by its own permission.
 */
export const ADMIN_TAB_PERMISSIONS = {
  users: ['view_users'],
  analytics: ['view_analytics'],
  leads: ['view_leads'],
  complaints: ['view_complaints'],
  clients: ['view_clients'],
  blog: ['manage_blog', 'create_posts', 'edit_posts', 'approve_comments'],
  settings: ['manage_settings'],
} as const satisfies Record<string, readonly Permission[]>;

export type AdminTabId = keyof typeof ADMIN_TAB_PERMISSIONS;

const ADMIN_TAB_IDS = Object.keys(ADMIN_TAB_PERMISSIONS) as AdminTabId[];

/** The admin tabs a role sees, in display order: visibleAdminTabs('admin') → ['users', 'analytics', 'leads', 'complaints', 'clients', 'blog']. */
export function visibleAdminTabs(role: Role): AdminTabId[] {
  return ADMIN_TAB_IDS.filter((tab) =>
    ADMIN_TAB_PERMISSIONS[tab].some((permission: Permission) => hasPermission(role, permission)),
  );
}

/** Whether a role may enter the admin area: it sees at least one of its tabs. */
export function canEnterAdmin(role: Role): boolean {
  return visibleAdminTabs(role).length > 0;
}

/** The tab to show: the chosen one if the role sees it, otherwise the first visible one (spec §4). */
export function resolveAdminTab(role: Role, chosen: string | null | undefined): AdminTabId | null {
  const tabs = visibleAdminTabs(role);
  return tabs.find((tab) => tab === chosen) ?? tabs[0] ?? null;
}
