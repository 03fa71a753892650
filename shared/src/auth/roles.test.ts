import { describe, expect, it } from 'vitest';
import {
  ADMIN_TAB_PERMISSIONS,
  canEnterAdmin,
  GRANTED_PERMISSIONS,
  IMPLIED_PERMISSIONS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  hasPermission,
  normaliseRole,
  resolveAdminTab,
  visibleAdminTabs,
  type Permission,
  type Role,
} from './roles';

// Spec §6, transcribed row by row, with two additions of ours: manage_X implies view_X (admin
// lists the users, leads and complaints it manages), and the complaint desk's permissions of
// issue 18 (manage_complaints for admin, view_complaints for reviewer) and the clients' of issue 36
// (manage_clients for admin, view_clients for reviewer). Every (role, permission) cell is checked.
const SPEC_TABLE: Record<Role, Permission[] | 'all'> = {
  superadmin: 'all',
  admin: [
    'manage_users',
    'view_users',
    'manage_blog',
    'manage_leads',
    'view_leads',
    'view_analytics',
    'manage_complaints',
    'view_complaints',
    'manage_clients',
    'view_clients',
  ],
  editor: ['create_posts', 'edit_posts', 'approve_comments'],
  reviewer: ['view_leads', 'view_users', 'view_complaints', 'view_clients'],
  user: ['use_calculators', 'save_calculations'],
};

describe('hasPermission', () => {
  const cells = ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const));
  it.each(cells)('%s / %s follows the spec table', (role, permission) => {
    const row = SPEC_TABLE[role];
    const expected = row === 'all' || row.includes(permission);
    expect(hasPermission(role, permission)).toBe(expected);
  });

  it('grants exactly the spec table; only the implied view_X are added', () => {
    expect(GRANTED_PERMISSIONS.admin).toEqual([
      'manage_users',
      'manage_blog',
      'manage_leads',
      'view_analytics',
      'manage_complaints',
      'manage_clients',
    ]);
    for (const role of ROLES) {
      const added = ROLE_PERMISSIONS[role].filter((permission) => !GRANTED_PERMISSIONS[role].includes(permission));
      for (const permission of added) {
        const impliedBy = Object.entries(IMPLIED_PERMISSIONS).filter(([, implied]) => implied?.includes(permission));
        expect(impliedBy.some(([manage]) => GRANTED_PERMISSIONS[role].includes(manage as Permission))).toBe(true);
      }
    }
  });

  it('knows the twelve permissions of the spec, the complaint desk’s two and the clients’ two', () => {
    expect(PERMISSIONS).toHaveLength(16);
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
    ['superadmin', ['users', 'analytics', 'leads', 'complaints', 'clients', 'blog', 'settings']],
    ['admin', ['users', 'analytics', 'leads', 'complaints', 'clients', 'blog']],
    ['editor', ['blog']],
    ['reviewer', ['users', 'leads', 'complaints', 'clients']],
    ['user', []],
  ] as const)('%s sees %j', (role, tabs) => {
    expect(visibleAdminTabs(role)).toEqual(tabs);
  });

  it('lists the seven tabs with the permissions that show them', () => {
    expect(
      Object.entries(ADMIN_TAB_PERMISSIONS).map(([tab, permissions]) => `${tab}:${permissions.join('|')}`),
    ).toEqual([
      'users:view_users',
      'analytics:view_analytics',
      'leads:view_leads',
      'complaints:view_complaints',
      'clients:view_clients',
      'blog:manage_blog|create_posts|edit_posts|approve_comments',
      'settings:manage_settings',
    ]);
  });
});

describe('canEnterAdmin', () => {
  it.each([
    ['superadmin', true],
    ['admin', true],
    ['reviewer', true],
    ['editor', true],
    ['user', false],
  ] as const)('%s → %s', (role, expected) => {
    expect(canEnterAdmin(role)).toBe(expected);
  });
});

describe('resolveAdminTab', () => {
  it.each([
    ['admin', 'blog', 'blog'],
    ['admin', 'users', 'users'],
    ['admin', 'settings', 'users'],
    ['admin', null, 'users'],
    ['reviewer', 'settings', 'users'],
    ['reviewer', 'complaints', 'complaints'],
    ['editor', 'complaints', 'blog'],
    ['editor', null, 'blog'],
    ['superadmin', 'settings', 'settings'],
    ['user', 'users', null],
  ] as const)('%s choosing %s gets %s', (role, chosen, expected) => {
    expect(resolveAdminTab(role, chosen)).toBe(expected);
  });
});
