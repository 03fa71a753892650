/**
 * '@meridian/composer': the page pipeline's server side. A request reaches it through the shell's
 * Hosting rewrite and the Cloud Function (functions/src/index.ts); compose() reads the target
 * (request.ts), the shell's frames and the owning section's fragment from their sites (fetcher.ts,
 * cached briefly), puts them together by the page contract ('@meridian/shared/page-contract'),
 * writes the head (head-tags.ts) and the start script (start-script.ts), and answers.
 */
export { compose, type ComposedResponse, type ComposerConfig } from './compose';
export { cachedJsonSource, type JsonSource } from './fetcher';
