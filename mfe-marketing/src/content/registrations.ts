// The /registrations page's words (issue 35, item 4). The registrations, numbers and handles
// themselves come from the firm's configuration ('@meridian/shared': REGISTRATIONS,
// OFFICIAL_NUMBERS, OFFICIAL_HANDLES in shared/src/config/registrations.ts, the facts in
// brand.ts); this file holds only what the page says around them.
import { brand, REGISTRATION_SIGNATURE } from '@meridian/shared';

export const registrationsPage = {
  title: 'Our registrations',
  summary:
    'Every registration we hold: SEBI investment adviser number and validity, our enlistment with the supervisory body, our CIN, and our official numbers and accounts.',
  banner: 'Our registrations',
  bannerSubtitle: `Every registration ${brand.name} holds, and the only numbers and social accounts we deal from.`,
  registrationsHeading: 'Registrations',
  numbersHeading: 'Our official phone numbers',
  numbersLead:
    'We call, message and answer only from these numbers. If someone contacts you from another number in our name, do not share details or pay anything, and tell our grievance officer.',
  handlesHeading: 'Our official social media accounts',
  handlesLead: `These are our only accounts. Every post of ours about securities carries our registered name and registration number: ${REGISTRATION_SIGNATURE}. We never ask for payment, passwords or OTPs through social media.`,
  checkHeading: 'Check us with SEBI',
  check:
    'You can confirm our registration on SEBI’s website: look for investment advisers among the recognised intermediaries, and search for our registration number or registered name.',
  sebiUrl: 'https://www.sebi.gov.in',
  /** The date the page's facts were last checked, from the configuration. */
  updatedLabel: 'Last checked against our certificates:',
} as const;
