/**
 * The one check of a signed-in person's session that every function acting for them makes
 * (POST /api/submit's complaints, grievances and comments; GET /api/stats), the same as the
 * Firestore rules' sessionValidFor: the ID token is valid and unrevoked (the Admin SDK, which also
 * refuses a disabled Auth account), the profile is not disabled, and the session signed in after
 * the profile's `sessionsValidAfter` ("sign out of all devices"). auth_time is in whole seconds,
 * so, as in the rules, a session that signed in during the same second as the ending survives it.
 */
import { readStoredProfile } from '@meridian/shared/documents';
import { hasPermission, normaliseRole, type Permission } from '@meridian/shared/roles';

/** The claims of a verified ID token that the functions read. */
export interface IdClaims {
  uid: string;
  email?: string;
  email_verified?: boolean;
  /** When the session signed in, in seconds since the epoch (every Firebase ID token has it). */
  auth_time?: number;
}

export interface SessionDeps {
  /** The ID token's claims, or throws when it is not a valid, unrevoked token of this project. */
  verifyIdToken(token: string): Promise<IdClaims>;
  /** users/{uid} as stored, or null. */
  profileOf(uid: string): Promise<Record<string, unknown> | null>;
}

/**
 * Whether a verified token's session still counts for its account's profile as stored (null: no
 * profile, as the rules read an empty one): not disabled, and signed in after sessionsValidAfter.
 * A token without auth_time counts as signed in at the epoch.
 * @example sessionCounts({ uid: 'u', auth_time: 100 }, { sessionsValidAfter: Timestamp.fromMillis(200_000) }) // false
 */
export function sessionCounts(claims: IdClaims, profile: Record<string, unknown> | null): boolean {
  if (profile === null) return true;
  const stored = readStoredProfile(profile);
  if (stored.status === 'disabled') return false;
  if (stored.sessionsValidAfter === null) return true;
  const authTime = typeof claims.auth_time === 'number' && Number.isFinite(claims.auth_time) ? claims.auth_time : 0;
  return (authTime + 1) * 1000 > stored.sessionsValidAfter;
}

/** The Bearer token of an Authorization header (a JWT's letters), or null when there is none or it is malformed. */
export const bearerToken = (authorization: string | undefined): string | null =>
  /^Bearer ([\w.-]{20,4096})$/.exec((authorization ?? '').trim())?.[1] ?? null;

/**
 * The signed-in person of a Bearer token, with their profile as stored: null when the token is
 * not valid, or the session no longer counts (sessionCounts).
 */
export async function confirmSession(
  token: string,
  deps: SessionDeps,
): Promise<{ claims: IdClaims; profile: Record<string, unknown> | null } | null> {
  let claims: IdClaims;
  try {
    claims = await deps.verifyIdToken(token);
  } catch {
    return null;
  }
  const profile = await deps.profileOf(claims.uid);
  return sessionCounts(claims, profile) ? { claims, profile } : null;
}

/**
 * Whether a confirmed session is staff whose role has `permission`, as the rules check staff: a
 * verified email that is the profile's own (in any case), and the profile's role.
 */
export function staffMay(
  { claims, profile }: { claims: IdClaims; profile: Record<string, unknown> | null },
  permission: Permission,
): boolean {
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  return (
    claims.email_verified === true &&
    profile !== null &&
    email !== null &&
    typeof profile.email === 'string' &&
    profile.email.toLowerCase() === email &&
    hasPermission(normaliseRole(profile.role), permission)
  );
}

/**
 * The staff session a request for staff is made in, or why it is refused: 401 with `signIn`
 * without a Bearer token, 401 when the session no longer counts (confirmSession), 403 with
 * `forbidden` when it is not staff with `permission` (staffMay). One sequence for every function
 * that serves staff (the figures, the complaint data).
 */
export async function staffSession(
  authorization: string | undefined,
  deps: SessionDeps,
  permission: Permission,
  words: { signIn: string; forbidden: string },
): Promise<
  | { ok: true; session: { claims: IdClaims; profile: Record<string, unknown> | null } }
  | { ok: false; status: 401 | 403; message: string }
> {
  const token = bearerToken(authorization);
  if (!token) return { ok: false, status: 401, message: words.signIn };
  const session = await confirmSession(token, deps);
  if (!session) return { ok: false, status: 401, message: 'Your session has ended. Please sign in again.' };
  if (!staffMay(session, permission)) return { ok: false, status: 403, message: words.forbidden };
  return { ok: true, session };
}
