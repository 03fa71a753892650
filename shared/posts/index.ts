/**
 * '@meridian/shared/posts': the editorial desk's contract (issue 20), read by the admin's Blog tab,
 * the blog, the public-write endpoint and firestore.rules' tests. Four parts:
 * - fields.ts: a post's fields, their bounds, its slug and read time, and the check of a draft;
 * - workflow.ts: the statuses, which action takes a post from which to which, and who may take it;
 * - comments.ts: a reader's comment: its statuses, bounds and checks, and its document read back;
 * - document.ts: a post's document and its revisions read back (readStoredPost, readStoredRevision).
 * Pure and small: bundled into the parts that import it, not into the federation-shared
 * '@meridian/shared'.
 */
export * from './fields';
export * from './workflow';
export * from './comments';
export * from './document';
