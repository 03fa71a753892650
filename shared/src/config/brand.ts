/**
 * The firm's public facts, in one place. The firm name is a neutral placeholder: change it here
 * and every page, the footer and the page titles follow.
 */
export const brand = {
  name: 'Meridian Wealth Advisors',
  shortName: 'Meridian',
  tagline: 'Independent financial planning and wealth management for Indian families and businesses.',
  registeredAs: 'SEBI Registered Investment Adviser',
  /** The SEBI investment-adviser registration number (a placeholder until launch). */
  sebiRegistrationNumber: 'INA000000000 (placeholder)',
  address: {
    lines: ['4th Floor, Meridian House', '12 Residency Road', 'Bengaluru, Karnataka 560025'],
    mapsQuery: 'Residency Road Bengaluru 560025',
  },
  phone: { display: '+91 80 4000 1234', href: 'tel:+918040001234' },
  email: 'hello@meridianwealth.example',
  grievanceEmail: 'grievance@meridianwealth.example',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/meridian-wealth-advisors' },
    { network: 'X', href: 'https://x.com/meridianwealth' },
    { network: 'YouTube', href: 'https://www.youtube.com/@meridianwealth' },
  ],
  advertising: { label: 'Advertise with us', href: 'https://ads.meridianwealth.example/partners' },
  mission:
    'To empower individuals and businesses with expert financial guidance through personalised planning and strategic investment.',
  vision: 'To be the most trusted financial advisory firm in India.',
} as const;

/** The registration line the footer and the home page show. */
export const sebiRegistrationLine = `${brand.registeredAs} · Reg. No. ${brand.sebiRegistrationNumber}`;
