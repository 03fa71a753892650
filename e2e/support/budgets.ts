// The byte budgets, exact and so asserted (timings are only measured, by npm run bench). The sizes
// measured are the tests' annotations ('bytes', in the Playwright report): the one place they are
// written down, with the run's date.

/** Everything the first load of / downloads, gzip (issue 11: as in November 2026). */
export const FIRST_LOAD_BUDGET = 170 * 1024;
/**
 * @meridian/shared is downloaded whole by every page (federation cannot tree-shake a shared
 * module), so it has a budget of its own.
 */
export const SHARED_CHUNK_BUDGET = 27 * 1024;
/** The JavaScript the blog's own origin adds to the first load of /blog. */
export const BLOG_FIRST_LOAD_BUDGET = 60 * 1024;
/** The Firebase code the account's pages may add to the Auth a signed-in visitor already has (issue 9). */
export const ACCOUNT_FIREBASE_BUDGET = 45 * 1024;

/** The shell's Firebase chunks (shared/src/firebase: the app, Auth, Firestore), by file name. */
export const FIREBASE_CHUNK =
  /\/assets\/(app|index\.esm|auth-sdk|account-auth-sdk|google-auth-sdk|firestore-sdk)-[\w-]+\.js$/;
export const FIRESTORE_CHUNK = /\/assets\/firestore-sdk-[\w-]+\.js$/;
/** The one chunk of @meridian/shared, by file name. */
export const SHARED_CHUNK = /__federation_shared_@meridian\/shared-[\w-]+\.js$/;
