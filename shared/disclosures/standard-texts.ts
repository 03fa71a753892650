/**
 * The standard texts SEBI's advertisement code requires on every page (circular of 5 April 2023;
 * BASL notice of 26 May 2023), verbatim. Content the compliance officer owns: change a text here
 * (IA supervision moved from BASL to BSE Ltd, so "membership of BASL" may be updated), bump the
 * version and the date, and every page's footer follows.
 */
export const STANDARD_TEXTS = {
  version: '1.0',
  updated: '24 November 2026',
  texts: [
    {
      id: 'market-risk',
      text: 'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.',
    },
    {
      id: 'no-guarantee',
      text: 'Registration granted by SEBI, membership of BASL (in case of IAs) and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.',
    },
  ],
} as const;
