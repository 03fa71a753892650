/**
 * The shape of the four legal pages (/privacy, /terms, /cookies, /disclaimers), one file each in
 * this folder. Plain data: each page renders its banner from `title` and `summary` and then the
 * sections in order. The firm's facts come from the brand module, never copied into the text.
 *
 * Items marked "(placeholder)" come from facts the brand module (shared/src/config/brand.ts)
 * marks as placeholders: replace them there before launch (a production build refuses them).
 */

import { brand } from '@meridian/shared';

export interface LegalSection {
  /**
   * Its anchor ('#rights'), the same in every language of the document: the language switch
   * keeps the reader at it. Sections of a translated document have one each.
   */
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  path: string;
  /** e.g. 'Privacy Policy' */
  title: string;
  /** One or two sentences for the page banner and meta description (at most 160 characters). */
  summary: string;
  /** e.g. '21 November 2026' */
  updated: string;
  sections: LegalSection[];
}

/** A document of this many sections or more opens with a list of its contents. */
export const CONTENTS_FROM = 8;

/** A section's anchor: its own id, else its heading made into one ('Who we are' → 'who-we-are'). */
export function anchorOf(section: LegalSection): string {
  return (
    section.id ??
    section.heading
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** The date the legal pages were last revised. */
export const LEGAL_PAGES_UPDATED = '21 November 2026';

/** The firm's facts as the legal text states them, from the brand module (shared/src/config/brand.ts). */
export const FIRM_FACTS = {
  name: brand.name,
  address: brand.address.lines.join(', '),
  email: brand.email,
  grievanceEmail: brand.grievanceEmail,
  phone: brand.phone.display,
  hours: brand.hours,
  sebiRegistrationNumber: brand.sebiRegistrationNumber,
} as const;

/** The firm's hours (brand.hours) as the Hindi pages write them: change both together. */
export const FIRM_HOURS_HI = 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक (भारतीय मानक समय)';
