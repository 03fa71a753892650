import { sectionEarlyReads } from '@meridian/portal-kit';

/**
 * The account's reads started before its page asks for them (portal-kit's early reads): the
 * data functions take them (`early.take`), and the routes start them for the page being opened
 * (page-reads.ts), as soon as the session gives the uid.
 */
export const early = sectionEarlyReads();
