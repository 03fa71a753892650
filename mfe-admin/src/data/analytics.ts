import { analyticsOf, STATS_PATH, type Analytics } from '@meridian/shared/analytics';
import { early } from './early-reads';
import { callSiteFunction } from './site-api';

export type { Analytics } from '@meridian/shared/analytics';

/**
 * Every figure of the Analytics tab, counted by the site's function in one request (GET
 * /api/stats, functions/src/stats): count aggregations on the server, never a read of the
 * documents, billed one read per 1,000 counted.
 */
export function readAnalytics(): Promise<Analytics> {
  // As the tab opens, the request may have been started early (page-reads.ts).
  return early.take('analytics', countAnalytics);
}

async function countAnalytics(): Promise<Analytics> {
  const failed = 'The figures could not be counted.';
  const figures = analyticsOf(await callSiteFunction(STATS_PATH, failed));
  if (!figures) throw new Error(failed);
  return figures;
}
