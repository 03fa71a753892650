/**
 * Every registration the firm holds, and its official handles and numbers: what /registrations
 * lists, and the signature every share preview ends with. SEBI's circular of 26 February 2026 (for
 * content from 1 May 2026) asks for the registered name and registration number at the start of
 * every post about securities, and an entity with several registrations to link to one page of
 * its website listing them all; the Investor Charter asks advisers to deal only from official
 * numbers. The facts themselves are in the brand module (brand.ts), placeholders marked there;
 * this module arranges them. A compliance officer adds a registration as one row below.
 */
import { brand, shown, type Fact } from './brand';

/** The date this list was last checked against the certificates. */
export const REGISTRATIONS_UPDATED = { iso: '2026-11-28', shown: '28 November 2026' } as const;

/** One registration, as /registrations lists it. */
export interface Registration {
  /** e.g. 'SEBI registration' */
  title: string;
  /** Who granted it. */
  authority: string;
  /** Its facts, in order: label and value. */
  facts: readonly { label: string; fact: Fact }[];
}

const { registration } = brand;

export const REGISTRATIONS: readonly Registration[] = [
  {
    title: 'SEBI registration: investment adviser',
    authority: 'Securities and Exchange Board of India (SEBI), SEBI (Investment Advisers) Regulations, 2013',
    facts: [
      { label: 'Registered name', fact: registration.legalName },
      { label: 'Type of registration', fact: registration.type },
      { label: 'Registration number', fact: registration.number },
      { label: 'Validity', fact: registration.validity },
      { label: 'SEBI office', fact: registration.sebiOffice },
    ],
  },
  {
    title: 'Enlistment with the supervisory body',
    authority:
      'BSE Ltd, the supervisory body of investment advisers (through BSE Administration & Supervision Ltd, BASL)',
    facts: [{ label: 'Enlistment number', fact: registration.bseEnlistment }],
  },
  {
    title: 'Company registration',
    authority: 'Ministry of Corporate Affairs, Registrar of Companies',
    facts: [
      { label: 'Registered name', fact: registration.legalName },
      { label: 'Corporate Identity Number (CIN)', fact: registration.cin },
    ],
  },
];

/** A number the firm calls, messages or answers from. */
export interface OfficialNumber {
  /** Who answers it, e.g. 'Office' or 'Grievance officer'. */
  label: string;
  fact: Fact;
}

/** The only numbers the firm deals from: the office's and each named officer's. */
export const OFFICIAL_NUMBERS: readonly OfficialNumber[] = [
  { label: 'Office', fact: { value: brand.phone.display, ...(brand.phone.placeholder ? { placeholder: true } : {}) } },
  ...[...brand.officers, brand.dataProtection, brand.accessibility].map((officer) => ({
    label: officer.role,
    fact: officer.phone,
  })),
];

/**
 * The firm's official accounts on social networks, each with its address as a reader can check
 * it ('x.com/meridianwealth'): brand.social, placeholders marked.
 */
export const OFFICIAL_HANDLES: readonly { network: string; href: string; handle: Fact }[] = brand.social.map((item) => {
  const url = new URL(item.href);
  const handle = `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`;
  return {
    network: item.network,
    href: item.href,
    handle: { value: handle, ...(item.placeholder ? { placeholder: true } : {}) },
  };
});

/**
 * The registered name and registration number, as posts and share previews carry them:
 * 'Meridian Wealth Advisors Private Limited, SEBI Reg. No. INA000000000' (each marked while a placeholder).
 */
export const REGISTRATION_SIGNATURE = `${shown(registration.legalName)}, SEBI Reg. No. ${shown(registration.number)}`;

/**
 * A page's Open Graph and Twitter description: its description, ending with the registration
 * signature (added once; a description that already ends with it is returned as it is).
 * The search description (<meta name="description">) stays the page's own.
 */
export function shareDescription(description: string, signature: string = REGISTRATION_SIGNATURE): string {
  const text = description.trim();
  if (text === '') return signature;
  if (text.endsWith(signature)) return text;
  return `${text} | ${signature}`;
}
