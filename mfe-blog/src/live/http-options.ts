import type { HttpsOptions } from 'firebase-functions/https';

/**
 * blogLive's options. `cors: false`, as the site's own HTTP functions have it
 * (functions/src/index.ts): the Functions emulator runs functions with its debug CORS feature on,
 * which would answer any origin; locally the blog answers as production does, with no CORS
 * header (issue 37, item 9). Its pages are read from its own origin and the shell's.
 */
export const LIVE_HTTP_OPTIONS = {
  region: 'us-central1',
  memory: '256MiB',
  concurrency: 80,
  cors: false,
} as const satisfies HttpsOptions;
