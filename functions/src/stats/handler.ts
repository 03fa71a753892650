/**
 * GET /api/stats: the site-wide figures that no signed-in person may count through the rules
 * (everyone's saved calculations: the rules let each person read only their own). Counted here
 * with the Admin SDK, for staff whose role has view_analytics, checked as the rules check staff:
 * a verified email that is the profile's own, an active account, the role's permission.
 */
import { hasPermission, normaliseRole } from '@meridian/shared/roles';

export interface StatsDeps {
  /** The ID token's claims, or throws when it is not a valid, unrevoked token of this project. */
  verifyIdToken(token: string): Promise<{ uid: string; email?: string; email_verified?: boolean }>;
  /** users/{uid}, or null. */
  profileOf(uid: string): Promise<Record<string, unknown> | null>;
  /** How many calculations are saved (a count aggregation: one read per 1,000). */
  countCalculations(): Promise<number>;
}

/** The figures sent: the count, and the document reads it was billed. */
export interface StatsAnswer {
  calculations: number;
  reads: number;
}

export interface StatsResponse {
  status: number;
  headers: Record<string, string>;
  body: StatsAnswer | { message: string };
}

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };

const refuse = (status: number, message: string): StatsResponse => ({ status, headers: HEADERS, body: { message } });

/** Firestore bills a count one read per 1,000 documents counted, and at least one. */
export const readsOfCount = (count: number): number => Math.max(1, Math.ceil(count / 1000));

export async function handleStats(
  method: string,
  authorization: string | undefined,
  deps: StatsDeps,
): Promise<StatsResponse> {
  if (method !== 'GET') return { ...refuse(405, 'Use GET.'), headers: { ...HEADERS, allow: 'GET' } };
  const token = /^Bearer ([\w.-]{20,4096})$/.exec(authorization ?? '')?.[1];
  if (!token) return refuse(401, 'Sign in to see these figures.');
  let claims: Awaited<ReturnType<StatsDeps['verifyIdToken']>>;
  try {
    claims = await deps.verifyIdToken(token);
  } catch {
    return refuse(401, 'Your session has ended. Please sign in again.');
  }
  const profile = await deps.profileOf(claims.uid);
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  const allowed =
    claims.email_verified === true &&
    profile !== null &&
    email !== null &&
    typeof profile.email === 'string' &&
    profile.email.toLowerCase() === email &&
    profile.status !== 'disabled' &&
    hasPermission(normaliseRole(profile.role), 'view_analytics');
  if (!allowed) return refuse(403, 'Only people who see the analytics can see these figures.');
  const calculations = await deps.countCalculations();
  return { status: 200, headers: HEADERS, body: { calculations, reads: readsOfCount(calculations) } };
}
