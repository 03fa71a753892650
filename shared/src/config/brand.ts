/**
 * The firm's public facts, in one place. The firm name is a neutral placeholder: change it here
 * and every page, the footer and the page titles follow.
 *
 * A fact the firm has not confirmed yet carries `placeholder: true`, with a plausible, clearly
 * fictional value (a demo firm: invented people, zeros for numbers, `.example` addresses). Pages
 * show it as it is, and the footer says once that the firm is fictional (DEMO_FIRM_LINE); a
 * production build (a real Firebase project) refuses to build while any remains, naming each
 * (listPlaceholders in '@meridian/shared/disclosures'). An email address at an `.example` domain
 * counts as one too. Replace the value and delete the marker.
 */

/** A fact as the site shows it: its value, and whether it is still a stand-in. */
export interface Fact {
  value: string;
  placeholder?: true;
}

/** A person the regulator asks the firm to name, with how to reach them. */
export interface Officer {
  /** e.g. 'Grievance officer' */
  role: string;
  name: Fact;
  email: Fact;
  phone: Fact;
}

const placeholder = (value: string): Fact => ({ value, placeholder: true });

/**
 * A fact as a page shows it: its value, a demo firm's invented one included (the footer's
 * DEMO_FIRM_LINE, '@meridian/shared/disclosures', says once, for every page, that the firm is
 * fictional).
 */
export function shown(fact: Fact): string {
  return fact.value;
}

/**
 * The day SEBI registered the firm, 'YYYY-MM-DD' (IST): the registration's validity runs from it,
 * and the monthly complaint data count from its month.
 */
const registeredOn = placeholder('2024-05-10');

/** What SEBI's registration says (Investor Charter for IAs; IA Master Circular of 6 February 2026; shared/compliance/sources.ts). */
const registration = {
  /** The name as registered with SEBI. */
  legalName: placeholder('Meridian Wealth Advisors Private Limited'),
  type: { value: 'Investment adviser, non-individual (company)' } as Fact,
  /** `INA` followed by nine digits. */
  number: placeholder('INA000000000'),
  registeredOn,
  /** Written from `registeredOn` (DD-MM-YYYY, as the certificate writes it). */
  validity: {
    value: `Perpetual, from ${registeredOn.value.split('-').reverse().join('-')}, unless suspended or cancelled by SEBI`,
    ...(registeredOn.placeholder ? { placeholder: true } : {}),
  } as Fact,
  cin: placeholder('U00000KA2024PTC000000'),
  bseEnlistment: placeholder('0000'),
  /** The SEBI office the registration certificate names. */
  sebiOffice: placeholder(
    'Securities and Exchange Board of India, Southern Regional Office, Overseas Towers, 7th Floor, 756-L, Anna Salai, Chennai 600002',
  ),
};

export const brand = {
  name: 'Meridian Wealth Advisors',
  shortName: 'Meridian',
  tagline: 'Independent financial planning and wealth management for Indian families and businesses.',
  registeredAs: 'SEBI Registered Investment Adviser',
  registration,
  officers: [
    {
      role: 'Principal officer',
      name: placeholder('Anjali Menon'),
      email: placeholder('principal.officer@meridianwealth.example'),
      phone: placeholder('+91 80 4000 1238'),
    },
    {
      role: 'Compliance officer',
      name: placeholder('Rohit Kulkarni'),
      email: placeholder('compliance@meridianwealth.example'),
      phone: placeholder('+91 80 4000 1235'),
    },
    {
      role: 'Grievance officer',
      name: placeholder('Sneha Iyer'),
      email: placeholder('grievance@meridianwealth.example'),
      phone: placeholder('+91 80 4000 1236'),
    },
  ] as readonly Officer[],
  /** Who answers questions about personal data (DPDP Rules 2025): published on every page. */
  dataProtection: {
    role: 'Data protection contact',
    name: placeholder('Farhan Qureshi'),
    email: placeholder('privacy@meridianwealth.example'),
    phone: placeholder('+91 80 4000 1237'),
  } as Officer,
  /** The accessibility nodal officer SEBI's digital-accessibility circulars (2025) ask for: on /accessibility. */
  accessibility: {
    role: 'Accessibility nodal officer',
    name: placeholder('Lakshmi Rao'),
    email: placeholder('accessibility@meridianwealth.example'),
    phone: placeholder('+91 80 4000 1239'),
  } as Officer,
  /** The SEBI registration number as text shows it. */
  sebiRegistrationNumber: shown(registration.number),
  address: {
    lines: ['4th Floor, Meridian House', '12 Residency Road', 'Bengaluru, Karnataka 560025'],
    mapsQuery: 'Residency Road Bengaluru 560025',
    placeholder: true,
  },
  phone: { display: '+91 80 4000 1234', href: 'tel:+918040001234', placeholder: true },
  email: 'hello@meridianwealth.example',
  grievanceEmail: 'grievance@meridianwealth.example',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/meridian-wealth-advisors', placeholder: true },
    { network: 'X', href: 'https://x.com/meridianwealth', placeholder: true },
    { network: 'YouTube', href: 'https://www.youtube.com/@meridianwealth', placeholder: true },
  ],
  advertising: { label: 'Advertise with us', href: 'https://ads.meridianwealth.example/partners' },
  mission:
    'To empower individuals and businesses with expert financial guidance through personalised planning and strategic investment.',
  vision: 'To be the financial adviser Indian families trust for a lifetime.',
} as const;

/** The registration line the footer and the home page show. */
export const sebiRegistrationLine = `${brand.registeredAs} · Reg. No. ${brand.sebiRegistrationNumber}`;
