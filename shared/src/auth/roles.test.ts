import { describe, expect, it } from 'vitest';
import {
  ADMIN_TABS,
  PERMISSIONS,
  ROLES,
  hasPermission,
  normaliseRole,
  resolveAdminTab,
  visibleAdminTabs,
  type Permission,
  type Role,
} from './roles';

// Spec §6, transcribed row by row; every (role, permission) cell is checked.
const SPEC_TABLE: Record<Role, Permission[] | 'all'> = {
  superadmin: 'all',
  admin: ['manage_users', 'manage_blog', 'manage_leads', 'view_analytics'],
  editor: ['create_posts', 'edit_posts', 'approve_comments'],
  reviewer: ['view_leads', 'view_users'],
  user: ['use_calculators', 'save_calculations'],
};

describe('hasPermission', () => {
  const cells = ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const));
  it.each(cells)('%s / %s follows the spec table', (role, permission) => {
    const row = SPEC_TABLE[role];
    const expected = row === 'all' || row.includes(permission);
    expect(hasPermission(role, permission)).toBe(expected);
  });

  it('knows the twelve permissions of the spec', () => {
    expect(PERMISSIONS).toHaveLength(12);
  });
});

describe('normaliseRole', () => {
  it.each([
    [undefined, 'user'],
    [null, 'user'],
    ['', 'user'],
    ['root', 'user'],
    ['Admin', 'user'],
    [42, 'user'],
    ['superadmin', 'superadmin'],
    ['admin', 'admin'],
    ['editor', 'editor'],
    ['reviewer', 'reviewer'],
    ['user', 'user'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseRole(input)).toBe(expected);
  });
});

describe('visibleAdminTabs', () => {
  it.each([
    ['superadmin', ['users', 'analytics', 'leads', 'blog', 'settings']],
    ['admin', ['analytics', 'blog']],
    ['editor', []],
    ['reviewer', ['users', 'leads']],
    ['user', []],
  ] as const)('%s sees %j', (role, tabs) => {
    expect(visibleAdminTabs(role).map((tab) => tab.id)).toEqual(tabs);
  });

  it('lists the five tabs with their permissions', () => {
    expect(ADMIN_TABS.map((tab) => `${tab.label}:${tab.permission}`)).toEqual([
      'Users:view_users',
      'Analytics:view_analytics',
      'Leads:view_leads',
      'Blog:manage_blog',
      'Settings:manage_settings',
    ]);
  });
});

describe('resolveAdminTab', () => {
  it.each([
    ['admin', 'blog', 'blog'],
    ['admin', 'users', 'analytics'],
    ['admin', null, 'analytics'],
    ['reviewer', 'settings', 'users'],
    ['superadmin', 'settings', 'settings'],
    ['user', 'users', null],
  ] as const)('%s choosing %s gets %s', (role, chosen, expected) => {
    expect(resolveAdminTab(role, chosen)).toBe(expected);
  });
});
