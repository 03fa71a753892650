import { sectionEarlyReads } from '@meridian/portal-kit';

/**
 * The admin area's reads started before its tab asks for them (portal-kit's early reads): the
 * data functions take them (`early.take`), and the route starts them for the tab being opened
 * (page-reads.ts), as soon as the site knows the session: who, and the role that picks the tab.
 */
export const early = sectionEarlyReads();
