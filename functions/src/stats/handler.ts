/**
 * GET /api/stats: the site-wide figures that no signed-in person may count through the rules
 * (everyone's saved calculations: the rules let each person read only their own). Counted here
 * with the Admin SDK, for staff whose role has view_analytics, checked as the rules check staff:
 * a session that still counts (not disabled, not signed out of all devices since: confirmSession),
 * a verified email that is the profile's own, the role's permission (staffSession).
 */
import { staffSession, type SessionDeps } from '../session';

/** verifyIdToken and profileOf: the session checked as the rules check it (../session.ts). */
export interface StatsDeps extends SessionDeps {
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
  const staff = await staffSession(authorization, deps, 'view_analytics', {
    signIn: 'Sign in to see these figures.',
    forbidden: 'Only people who see the analytics can see these figures.',
  });
  if (!staff.ok) return refuse(staff.status, staff.message);
  const calculations = await deps.countCalculations();
  return { status: 200, headers: HEADERS, body: { calculations, reads: readsOfCount(calculations) } };
}
