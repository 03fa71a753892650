/**
 * The privacy notice's version (DPDP Act 2023, s. 5–6): what a consent names and the rules and the
 * endpoint check. A module of its own, re-exported by ./documents.ts, so that a form that needs
 * only this (shared/submissions/form-basics.ts) does not bring the contracts' other code to the
 * home page.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-30';
