/**
 * GET /api/stats: the Analytics tab's figures (spec §9), every one a count aggregation made here
 * with the Admin SDK, in one request: the users (all, active and signed up in the last 30 days,
 * signed up in each of the last 12 weeks) and everyone's saved calculations, which the rules let
 * no signed-in person count (each may read only their own). For staff whose role has
 * view_analytics, checked as the rules check staff: a session that still counts (not disabled, not
 * signed out of all devices since: confirmSession), a verified email that is the profile's own,
 * the role's permission (staffSession).
 */
import { lastDays, lastWeeks, readsOfCount, type Analytics } from '@meridian/shared/analytics';
import { staffSession, type SessionDeps } from '../session';

/** Which users to count: those whose `field` is at `start` or later (and before `end`, if given). */
export interface UsersWindow {
  field: 'createdAt' | 'lastLoginAt';
  start: Date;
  end?: Date;
}

/** verifyIdToken and profileOf: the session checked as the rules check it (../session.ts). */
export interface StatsDeps extends SessionDeps {
  /** How many users there are (in `window`, if given): a count aggregation, one read per 1,000. */
  countUsers(window?: UsersWindow): Promise<number>;
  /** How many calculations are saved: a count aggregation. */
  countCalculations(): Promise<number>;
  /** The time the windows end at. */
  now(): Date;
}

export interface StatsResponse {
  status: number;
  headers: Record<string, string>;
  body: Analytics | { message: string };
}

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };

const refuse = (status: number, message: string): StatsResponse => ({ status, headers: HEADERS, body: { message } });

/** Every figure, counted at once: sixteen count aggregations. */
async function countFigures(deps: StatsDeps): Promise<Analytics> {
  const now = deps.now();
  const month = lastDays(now, 30).start;
  const weeks = lastWeeks(now);
  const [totalUsers, activeUsers, recentSignups, totalCalculations, ...weekly] = await Promise.all([
    deps.countUsers(),
    deps.countUsers({ field: 'lastLoginAt', start: month }),
    deps.countUsers({ field: 'createdAt', start: month }),
    deps.countCalculations(),
    ...weeks.map((week) => deps.countUsers({ field: 'createdAt', start: week.start, end: week.end })),
  ]);
  const counts = [totalUsers, activeUsers, recentSignups, totalCalculations, ...weekly];
  return {
    totalUsers,
    activeUsers,
    recentSignups,
    totalCalculations,
    weekly: weeks.map((week, index) => ({ label: week.label, count: weekly[index] ?? 0 })),
    reads: counts.reduce((sum, count) => sum + readsOfCount(count), 0),
  };
}

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
  return { status: 200, headers: HEADERS, body: await countFigures(deps) };
}
