/**
 * The firm's public facts, in one place. The firm name is a neutral placeholder: change it here
 * and every page, the footer and the page titles follow.
 */
export const brand = {
  name: 'Meridian Wealth Advisors',
  shortName: 'Meridian',
  tagline: 'Independent financial planning and wealth management for Indian families and businesses.',
  sebiRegistration: 'SEBI Registered Investment Adviser · Reg. No. INA000000000 (placeholder)',
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

export interface Stat {
  value: string;
  label: string;
}

/** Home page claims (spec §1): the hero shows the first three, the trusted-partner section all four. */
export const stats: readonly Stat[] = [
  { value: '₹100 Cr+', label: 'Assets Managed' },
  { value: '1000+', label: 'Happy Clients' },
  { value: '15+', label: 'Years of Experience' },
  { value: '98%', label: 'Client Retention' },
];

export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
}

/** The ten services (spec §1), in the order the site lists them. */
export const services: readonly ServiceSummary[] = [
  {
    slug: 'mutual-funds',
    title: 'Mutual Fund Investment',
    description: 'Fund selection, SIPs and portfolio reviews across equity, debt and hybrid funds, in direct plans.',
  },
  {
    slug: 'financial-planning',
    title: 'Financial Planning',
    description: 'A written plan that ties your income, savings, goals and insurance together, reviewed every year.',
  },
  {
    slug: 'tax-planning',
    title: 'Tax Planning',
    description: 'Choosing the right tax regime, using deductions well and investing tax-efficiently all year.',
  },
  {
    slug: 'investment-advisory',
    title: 'Investment Advisory',
    description: 'Fee-only advice on asset allocation and specific investments, with no commissions attached.',
  },
  {
    slug: 'wealth-management',
    title: 'Wealth Management',
    description: 'Ongoing management of larger portfolios: allocation, rebalancing, tax harvesting and reporting.',
  },
  {
    slug: 'retirement-planning',
    title: 'Retirement Planning',
    description: 'How much you need, how to get there with EPF, NPS and funds, and how to draw it down safely.',
  },
  {
    slug: 'insurance-planning',
    title: 'Insurance Planning',
    description: 'The right term and health cover for your family, and honest advice on policies you already hold.',
  },
  {
    slug: 'estate-planning',
    title: 'Estate Planning',
    description: 'Wills, nominations and succession so that your wealth reaches the people you intend.',
  },
  {
    slug: 'business-financial-planning',
    title: 'Business Financial Planning',
    description: 'Cash-flow, treasury and owner-wealth planning for founders, professionals and family businesses.',
  },
  {
    slug: 'risk-management',
    title: 'Risk Management',
    description: 'Finding what could derail your plans, from concentration to liquidity, and guarding against it.',
  },
];

/** The three value cards of the trusted-partner section. */
export const values: readonly { title: string; text: string }[] = [
  {
    title: 'Expert Advisory',
    text: 'Qualified advisers with years in Indian markets, who explain the why behind every recommendation.',
  },
  {
    title: 'Personalized Solutions',
    text: 'Plans built around your goals, income and tolerance for risk, never a one-size-fits-all product.',
  },
  {
    title: 'Proven Track Record',
    text: 'Fifteen years of helping clients stay invested through every market cycle, with 98% staying with us.',
  },
];
