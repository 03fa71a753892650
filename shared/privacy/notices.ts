/**
 * '@meridian/shared/privacy': the privacy notice's version and date, the data protection
 * contact, and the short notice shown at each point where the site collects personal data
 * (DPDP Act 2023 s. 5; DPDP Rules 2025 r. 3): which data, for what, how long, who to ask, how to
 * withdraw, and the right to complain to the Data Protection Board, with a link to the full
 * notice (/privacy). This file and ./notices/ (one file per point of collection) are content: a
 * compliance officer edits the words there, each in one place, and every form follows. When the full notice changes, change PRIVACY_NOTICE_VERSION
 * (shared/src/contracts/documents.ts, which the endpoint and the rules check) and the date below.
 *
 * Each item names, in `fields`, the stored fields it covers; notices.test.ts checks that each
 * collection point's notice covers every field that point stores.
 */
import { brand, PRIVACY_NOTICE_VERSION, shown } from '@meridian/shared';
import { CONTACT_NOTICE } from './notices/contact';
import { CONSULTATION_NOTICE } from './notices/consultation';
import { BOOKING_NOTICE } from './notices/booking';
import { NEWSLETTER_NOTICE } from './notices/newsletter';
import { SIGNUP_NOTICE } from './notices/signup';
import { CALCULATION_NOTICE } from './notices/calculation';
import { COMPLAINT_NOTICE } from './notices/complaint';

export { PRIVACY_NOTICE_VERSION };

/** The date of the privacy notice of PRIVACY_NOTICE_VERSION, as the pages show it. */
export const PRIVACY_NOTICE_DATE = '30 November 2026';

/** Where the full privacy notice is. */
export const PRIVACY_NOTICE_PATH = '/privacy';

/**
 * Where every notice at a point of collection is in Hindi (NOTICES_HI, ./notices-hi.ts): the Hindi
 * privacy notice, each at `#notice-<point>`.
 */
export const HINDI_NOTICES_PATH = '/hi/privacy';

/** The data protection officer's contact, as every notice and answer repeats it. */
export const DATA_PROTECTION_CONTACT = {
  role: brand.dataProtection.role,
  name: shown(brand.dataProtection.name),
  email: shown(brand.dataProtection.email),
  emailHref: `mailto:${brand.dataProtection.email.value}`,
  phone: shown(brand.dataProtection.phone),
} as const;

/** "Data protection contact: Farhan Qureshi, privacy@meridianwealth.example, +91 80 4000 1237." */
export const DATA_PROTECTION_LINE = `${DATA_PROTECTION_CONTACT.role}: ${DATA_PROTECTION_CONTACT.name}, ${DATA_PROTECTION_CONTACT.email}, ${DATA_PROTECTION_CONTACT.phone}.`;

/** The right to complain to the Board, as each notice states it. */
export const BOARD_SENTENCE =
  'If we do not resolve a grievance to your satisfaction, you may complain to the Data Protection Board of India.';

// Each notice is a module of its own (./notices/), so that a page bundles only the notices it shows.
export {
  CONTACT_NOTICE,
  CONSULTATION_NOTICE,
  BOOKING_NOTICE,
  NEWSLETTER_NOTICE,
  SIGNUP_NOTICE,
  CALCULATION_NOTICE,
  COMPLAINT_NOTICE,
};
export {
  ABUSE_LIMIT_SENTENCE,
  COLLECTION_POINTS,
  type CollectionNotice,
  type CollectionPoint,
  type NoticeItem,
} from './notice-parts';

// Every notice by its point, in a module of its own: a page that shows one notice downloads none
// of the others.
export { COLLECTION_NOTICES } from './notices-by-point';
