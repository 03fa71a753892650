import { loadFirestore } from '@meridian/shared';
import { countReads } from '../model/reads';
import { lastDays, lastWeeks } from '../model/weeks';

export interface Analytics {
  totalUsers: number;
  /** Signed in within the last 30 days (spec §9). */
  activeUsers: number;
  /** Created within the last 30 days. */
  recentSignups: number;
  totalCalculations: number;
  /** Sign-ups per week, the last 12 weeks, oldest first. */
  weekly: { label: string; count: number }[];
  /** Billed document reads of all of the above. */
  reads: number;
}

/**
 * Every figure of the Analytics tab from count aggregations on the server (never by reading the
 * documents), run at once: 15 counts of users and one document (the calculations counter, kept
 * by the rules at each save and delete). The cost grows by one read per 1,000 users counted.
 */
export async function readAnalytics(now = new Date()): Promise<Analytics> {
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
    sdk.getDoc(sdk.doc(db, 'stats', 'calculations')),
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
  const stored: unknown = stats.exists() ? stats.data().count : 0;
  const totalCalculations = typeof stored === 'number' ? stored : 0;
  const counts = [totalUsers, activeUsers, recentSignups, ...weekly];
  return {
    totalUsers,
    activeUsers,
    recentSignups,
    totalCalculations,
    weekly: weeks.map((week, index) => ({ label: week.label, count: weekly[index] ?? 0 })),
    reads: counts.reduce((sum, value) => sum + countReads(value), 0) + 1,
  };
}
