import {
  INVITE_LIFETIME_DAYS,
  inviteExpired,
  loadFirestore,
  normaliseRole,
  readStoredInvite,
  readStoredProfile,
  type AccountStatus,
  type Role,
} from '@meridian/shared';
import { USERS_PAGE_SIZE, usersListSearch, type UsersCursor, type UsersListState } from '../domain/users-list';
import { commitAudited, type Actor } from './audit';
import { early } from './early-reads';

export interface UserRow {
  uid: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date | null;
  lastLoginAt: Date | null;
  status: AccountStatus;
}

export interface UsersPage {
  rows: UserRow[];
  /** Where the next page starts, or null on the last page. */
  next: UsersCursor | null;
  /** Documents read for this page (Firestore bills one read for an empty answer). */
  reads: number;
}

const dateOf = (millis: number | null): Date | null => (millis === null ? null : new Date(millis));

function toRow(uid: string, data: Record<string, unknown>): UserRow {
  const profile = readStoredProfile(data);
  return {
    uid,
    name: profile.displayName,
    email: profile.email,
    role: profile.role,
    createdAt: dateOf(profile.createdAt),
    lastLoginAt: dateOf(profile.lastLoginAt),
    status: profile.status,
  };
}

const SORT_FIELD = { created: 'createdAt', lastLogin: 'lastLoginAt' } as const;

/**
 * One page of users (25), never the whole collection: an email-prefix search ordered by email,
 * or everyone newest first by creation or by last sign-in, starting after the URL's cursor.
 */
export function listUsers(state: UsersListState): Promise<UsersPage> {
  // As the tab opens, its page may have been started early (page-reads.ts).
  return early.take(`users:${usersListSearch(state)}`, () => readUsers(state));
}

async function readUsers(state: UsersListState): Promise<UsersPage> {
  const { db, sdk } = await loadFirestore();
  const users = sdk.collection(db, 'users');
  // A time-sorted page starts after the cursor's own document: server times are kept to the
  // microsecond, finer than the millisecond in the address, so the document itself is the exact
  // place (one read more). If it is gone, the time in the address stands in.
  const cursor = state.after;
  const timeCursor =
    cursor && !state.q
      ? await sdk
          .getDoc(sdk.doc(users, cursor.id))
          .then((snapshot) =>
            snapshot.exists()
              ? sdk.startAfter(snapshot)
              : sdk.startAfter(sdk.Timestamp.fromMillis(Number(cursor.value)), cursor.id),
          )
      : null;
  const constraints = state.q
    ? [
        sdk.where('email', '>=', state.q),
        sdk.where('email', '<', `${state.q}\uf8ff`),
        sdk.orderBy('email'),
        sdk.orderBy(sdk.documentId()),
        ...(cursor ? [sdk.startAfter(String(cursor.value), cursor.id)] : []),
      ]
    : [
        sdk.orderBy(SORT_FIELD[state.sort], 'desc'),
        sdk.orderBy(sdk.documentId(), 'desc'),
        ...(timeCursor ? [timeCursor] : []),
      ];
  const snapshot = await sdk.getDocs(sdk.query(users, ...constraints, sdk.limit(USERS_PAGE_SIZE)));
  const rows = snapshot.docs.map((document) => toRow(document.id, document.data()));
  const last = rows.at(-1);
  const lastTime = last && (state.sort === 'created' ? last.createdAt : last.lastLoginAt);
  const next =
    rows.length === USERS_PAGE_SIZE && last
      ? state.q
        ? { value: last.email, id: last.uid }
        : lastTime
          ? { value: lastTime.getTime(), id: last.uid }
          : null
      : null;
  return { rows, next, reads: Math.max(1, rows.length) + (timeCursor ? 1 : 0) };
}

/** Changes another user's role, with its audit entry, in one batch. */
export async function changeRole(actor: Actor, user: UserRow, to: Role, note = ''): Promise<void> {
  const target = `users/${user.uid}`;
  await commitAudited(
    actor,
    { action: 'role.change', target, before: { role: user.role }, after: { role: to }, note },
    (batch, auditId, { db, sdk }) => batch.update(sdk.doc(db, target), { role: to, auditId }),
  );
}

/**
 * Disables an account (its reads and writes are refused by the rules from then on, and its open
 * sessions end) or enables it again, with its audit entry.
 */
export async function setAccountStatus(actor: Actor, user: UserRow, status: AccountStatus): Promise<void> {
  const target = `users/${user.uid}`;
  await commitAudited(
    actor,
    {
      action: status === 'disabled' ? 'user.disable' : 'user.enable',
      target,
      before: { status: user.status },
      after: { status },
    },
    (batch, auditId, { db, sdk }) =>
      batch.update(
        sdk.doc(db, target),
        status === 'disabled' ? { status, sessionsValidAfter: sdk.serverTimestamp(), auditId } : { status, auditId },
      ),
  );
}

export interface InviteRow {
  email: string;
  role: Role;
  createdAt: Date | null;
  /** When it stops working; null for one made before invitations expired (it no longer works). */
  expiresAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invites a person by email: the role applies at that address's next sign-in with the address
 * verified, within INVITE_LIFETIME_DAYS (expiresAt, set by this device's clock; the rules allow
 * no more). An address whose earlier invitation was revoked, taken up or has expired is invited
 * afresh (the audit entry records the old one).
 */
export async function invite(actor: Actor, email: string, role: Role, now = new Date()): Promise<void> {
  const target = `invites/${email}`;
  const { db, sdk } = await loadFirestore();
  const existing = await sdk.getDoc(sdk.doc(db, target));
  const old = existing.exists() ? readStoredInvite(existing.data()) : null;
  if (old?.status === 'pending' && !inviteExpired(old, now))
    throw new Error(`${email} already has a pending invitation (as ${old.role}): revoke it first.`);
  await commitAudited(
    actor,
    {
      action: 'invite.create',
      target,
      before: old ? { email: old.email, role: old.role, status: String(old.status) } : null,
      after: { email, role },
    },
    (batch, auditId, handle) =>
      batch.set(handle.sdk.doc(handle.db, target), {
        email,
        role,
        status: 'pending',
        invitedBy: actor.uid,
        createdAt: handle.sdk.serverTimestamp(),
        expiresAt: handle.sdk.Timestamp.fromMillis(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS),
        auditId,
      }),
  );
}

export async function revokeInvite(actor: Actor, invited: InviteRow): Promise<void> {
  const target = `invites/${invited.email}`;
  await commitAudited(
    actor,
    { action: 'invite.revoke', target, before: { status: 'pending' }, after: { status: 'revoked' } },
    (batch, auditId, { db, sdk }) => batch.update(sdk.doc(db, target), { status: 'revoked', auditId }),
  );
}

/** The invitations not yet taken up nor revoked, expired ones included, newest first (at most 25). */
export async function listPendingInvites(): Promise<InviteRow[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'invites'), sdk.where('status', '==', 'pending'), sdk.limit(USERS_PAGE_SIZE)),
  );
  return snapshot.docs
    .map((document) => {
      const stored = readStoredInvite(document.data());
      return {
        email: document.id,
        role: normaliseRole(stored.role),
        createdAt: dateOf(stored.createdAt),
        expiresAt: dateOf(stored.expiresAt),
      };
    })
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
