/**
 * '@meridian/shared/analytics': the admin's Analytics tab (spec §9) and the site's function that
 * counts its figures (GET /api/stats) agree here on
 * - weeks.ts: the windows counted, the last 30 days and the last 12 weeks of India's calendar;
 * - figures.ts: the figures' shape and their check, the endpoint, and what a count is billed.
 * Pure and small: bundled into the parts that import it (the admin, the Cloud Function).
 */
export * from './figures';
export * from './weeks';
