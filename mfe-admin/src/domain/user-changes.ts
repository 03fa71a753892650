/**
 * What an admin may do to another account, decided before anything is sent (the Firestore rules
 * decide again, and they are what counts). Pure: the same rules the UI shows and the rules enforce.
 */
import { hasPermission, type Role } from '@meridian/shared';

export interface Person {
  uid: string;
  role: Role;
}

/** Why this role change can't be made, or null when it can. */
export function roleChangeProblem(actor: Person, target: Person, to: Role): string | null {
  if (!hasPermission(actor.role, 'manage_users')) return 'You may look at users but not change them.';
  if (actor.uid === target.uid) return 'You can’t change your own role. Ask another administrator.';
  if (to === target.role) return `This account is already ${to}.`;
  if ((to === 'superadmin' || target.role === 'superadmin') && actor.role !== 'superadmin')
    return 'Only a superadmin can grant or take away superadmin.';
  return null;
}

/** Why this account can't be disabled or enabled by the actor, or null when it can. */
export function statusChangeProblem(actor: Person, target: Person): string | null {
  if (!hasPermission(actor.role, 'manage_users')) return 'You may look at users but not change them.';
  if (actor.uid === target.uid) return 'You can’t disable your own account.';
  if (target.role === 'superadmin' && actor.role !== 'superadmin')
    return 'Only a superadmin can disable or enable a superadmin.';
  return null;
}

/** Roles an actor may give someone: superadmin only by a superadmin. */
export function assignableRoles(actor: Role, roles: readonly Role[]): Role[] {
  return roles.filter((role) => role !== 'superadmin' || actor === 'superadmin');
}
