/**
 * The Analytics tab's figures (spec §9): counts only, nobody's details, as the site's function
 * counts them (GET /api/stats, functions/src/stats) and the tab shows and keeps them. Pure.
 */

/** Where the figures are counted: the site's function, with the Admin SDK, for staff with view_analytics. */
export const STATS_PATH = '/api/stats';

/** Firestore bills a count aggregation one read per 1,000 index entries it matched, and at least one. */
export function readsOfCount(count: number): number {
  return Math.max(1, Math.ceil(count / 1000));
}

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

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The figures in `value` (Analytics as JSON: the function's answer, or what this device kept, shown
 * at once on the next visit while they are counted again), or null unless every figure is a count
 * and every week labelled.
 */
export function analyticsOf(value: unknown): Analytics | null {
  if (typeof value !== 'object' || value === null) return null;
  const { totalUsers, activeUsers, recentSignups, totalCalculations, weekly, reads } = value as Record<string, unknown>;
  const figures = [totalUsers, activeUsers, recentSignups, totalCalculations, reads];
  if (!figures.every(isCount) || !Array.isArray(weekly)) return null;
  const weeks: Analytics['weekly'] = [];
  for (const week of weekly) {
    if (typeof week !== 'object' || week === null) return null;
    const { label, count } = week as Record<string, unknown>;
    if (typeof label !== 'string' || label.length > 20 || !isCount(count)) return null;
    weeks.push({ label, count });
  }
  return {
    totalUsers: totalUsers as number,
    activeUsers: activeUsers as number,
    recentSignups: recentSignups as number,
    totalCalculations: totalCalculations as number,
    weekly: weeks,
    reads: reads as number,
  };
}
