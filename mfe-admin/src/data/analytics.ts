import { loadFirestore } from '@meridian/shared';
import type { Analytics } from '../domain/analytics-figures';
import { countReads } from '../domain/reads';
import { lastDays, lastWeeks } from '../domain/weeks';
import { early } from './early-reads';
import { callSiteFunction } from './site-api';

export type { Analytics } from '../domain/analytics-figures';

/** Where the site's own figures are counted (a Cloud Function, functions/src/stats). */
const STATS_PATH = '/api/stats';

/**
 * How many calculations are saved, site-wide: counted by the site's function with the Admin SDK,
 * since the rules let each person count only their own. Answers with the count and its reads.
 */
async function readCalculationsCount(): Promise<{ calculations: number; reads: number }> {
  const failed = 'The number of saved calculations could not be read.';
  const answer = await callSiteFunction(STATS_PATH, failed);
  if (typeof answer.calculations !== 'number' || typeof answer.reads !== 'number') throw new Error(failed);
  return { calculations: answer.calculations, reads: answer.reads };
}

/**
 * Every figure of the Analytics tab from count aggregations on the server (never by reading the
 * documents), run at once: 15 counts of users here, and the count of everyone's calculations by
 * the site's function (functions/src/stats). The cost grows by one read per 1,000 counted.
 */
export function readAnalytics(now?: Date): Promise<Analytics> {
  // As the tab opens, the counts may have been started early (page-reads.ts).
  return now ? countAnalytics(now) : early.take('analytics', () => countAnalytics(new Date()));
}

async function countAnalytics(now: Date): Promise<Analytics> {
  const { db, sdk } = await loadFirestore();
  const users = sdk.collection(db, 'users');
  const since = (field: string, start: Date) => sdk.query(users, sdk.where(field, '>=', sdk.Timestamp.fromDate(start)));
  const count = async (query: Parameters<typeof sdk.getCount>[0]) => (await sdk.getCount(query)).data().count;
  const month = lastDays(now, 30);
  const weeks = lastWeeks(now);
  const [totalUsers, activeUsers, recentSignups, stats, ...weekly] = await Promise.all([
    count(users),
    count(since('lastLoginAt', month.start)),
    count(since('createdAt', month.start)),
    readCalculationsCount(),
    ...weeks.map((week) =>
      count(
        sdk.query(
          users,
          sdk.where('createdAt', '>=', sdk.Timestamp.fromDate(week.start)),
          sdk.where('createdAt', '<', sdk.Timestamp.fromDate(week.end)),
        ),
      ),
    ),
  ]);
  const counts = [totalUsers, activeUsers, recentSignups, ...weekly];
  return {
    totalUsers,
    activeUsers,
    recentSignups,
    totalCalculations: stats.calculations,
    weekly: weeks.map((week, index) => ({ label: week.label, count: weekly[index] ?? 0 })),
    reads: counts.reduce((sum, value) => sum + countReads(value), 0) + stats.reads,
  };
}
