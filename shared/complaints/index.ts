/**
 * '@meridian/shared/complaints': the complaint desk SEBI requires of an investment adviser's
 * website (issue 18). Two parts:
 * - desk.ts: what a complaint is (categories, statuses, sources, limits), its ticket number, the 21
 *   days the firm has to answer, and the documents' shapes;
 * - complaint-data.ts: SEBI's three monthly tables, computed from the complaints by one pure
 *   function, with the format's exact words (the admin previews and publishes with it, the public
 *   page renders a published snapshot with its words).
 * Pure and small: bundled into the parts that import it (marketing, account, admin, the Cloud
 * Function), not into the federation-shared '@meridian/shared'.
 */
export * from './complaint-data';
export * from './desk';
