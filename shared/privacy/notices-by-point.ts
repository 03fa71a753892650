import type { CollectionNotice, CollectionPoint } from './notice-parts';
import { BOOKING_NOTICE } from './notices/booking';
import { CALCULATION_NOTICE } from './notices/calculation';
import { COMPLAINT_NOTICE } from './notices/complaint';
import { CONSULTATION_NOTICE } from './notices/consultation';
import { CONTACT_NOTICE } from './notices/contact';
import { NEWSLETTER_NOTICE } from './notices/newsletter';
import { SIGNUP_NOTICE } from './notices/signup';

/** Every notice by its point (for tests, lists and the Hindi notices; a form imports its own notice). */
export const COLLECTION_NOTICES: Record<CollectionPoint, CollectionNotice> = {
  contact: CONTACT_NOTICE,
  consultation: CONSULTATION_NOTICE,
  booking: BOOKING_NOTICE,
  newsletter: NEWSLETTER_NOTICE,
  signup: SIGNUP_NOTICE,
  calculation: CALCULATION_NOTICE,
  complaint: COMPLAINT_NOTICE,
};
