import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@meridian/shared';
import { assignableRoles, roleChangeProblem, statusChangeProblem } from './user-changes';

const me = (role: Role) => ({ uid: 'me', role });
const them = (role: Role) => ({ uid: 'them', role });

describe('roleChangeProblem', () => {
  it.each<[Role, Role, Role, string | null]>([
    ['admin', 'user', 'editor', null],
    ['admin', 'editor', 'admin', null],
    ['admin', 'user', 'superadmin', 'Only a superadmin can grant or take away superadmin.'],
    ['admin', 'superadmin', 'user', 'Only a superadmin can grant or take away superadmin.'],
    ['superadmin', 'user', 'superadmin', null],
    ['superadmin', 'superadmin', 'admin', null],
    ['reviewer', 'user', 'editor', 'You may look at users but not change them.'],
    ['editor', 'user', 'admin', 'You may look at users but not change them.'],
    ['user', 'user', 'admin', 'You may look at users but not change them.'],
    ['admin', 'editor', 'editor', 'This account is already editor.'],
  ])('%s changing a %s to %s', (actor, target, to, expected) => {
    expect(roleChangeProblem(me(actor), them(target), to)).toBe(expected);
  });

  it.each(ROLES)('nobody changes their own role, %s included', (role) => {
    expect(roleChangeProblem(me(role), { uid: 'me', role }, role === 'user' ? 'admin' : 'user')).not.toBeNull();
  });
});

describe('statusChangeProblem', () => {
  it.each<[Role, Role, string | null]>([
    ['admin', 'user', null],
    ['admin', 'admin', null],
    ['admin', 'superadmin', 'Only a superadmin can disable or enable a superadmin.'],
    ['superadmin', 'superadmin', null],
    ['reviewer', 'user', 'You may look at users but not change them.'],
  ])('%s disabling a %s', (actor, target, expected) => {
    expect(statusChangeProblem(me(actor), them(target))).toBe(expected);
  });

  it('refuses disabling yourself', () => {
    expect(statusChangeProblem(me('superadmin'), me('superadmin'))).toBe('You can’t disable your own account.');
  });
});

describe('assignableRoles', () => {
  it('offers superadmin to superadmins only', () => {
    expect(assignableRoles('admin', ROLES)).toEqual(['admin', 'editor', 'reviewer', 'user']);
    expect(assignableRoles('superadmin', ROLES)).toEqual(ROLES);
  });
});
