// The ten services as the home page, the services page and the footer list them; each one's
// long-form page content is in ./services/.

export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
}

/** The ten services (spec §1), in the order the site lists them. */
export const services: readonly ServiceSummary[] = [
  {
    slug: 'mutual-funds',
    title: 'Mutual fund investment',
    description: 'Fund selection, SIPs and portfolio reviews across equity, debt and hybrid funds, in direct plans.',
  },
  {
    slug: 'financial-planning',
    title: 'Financial planning',
    description: 'A written plan that ties your income, savings, goals and insurance together, reviewed every year.',
  },
  {
    slug: 'tax-planning',
    title: 'Tax planning',
    description: 'Choosing the right tax regime, using deductions well and investing tax-efficiently all year.',
  },
  {
    slug: 'investment-advisory',
    title: 'Investment advisory',
    description: 'Fee-only advice on asset allocation and specific investments, with no commissions attached.',
  },
  {
    slug: 'wealth-management',
    title: 'Wealth management',
    description: 'Ongoing management of larger portfolios: allocation, rebalancing, tax harvesting and reporting.',
  },
  {
    slug: 'retirement-planning',
    title: 'Retirement planning',
    description: 'How much you need, how to get there with EPF, NPS and funds, and how to draw it down safely.',
  },
  {
    slug: 'insurance-planning',
    title: 'Insurance planning',
    description: 'The right term and health cover for your family, and honest advice on policies you already hold.',
  },
  {
    slug: 'estate-planning',
    title: 'Estate planning',
    description: 'Wills, nominations and succession so that your wealth reaches the people you intend.',
  },
  {
    slug: 'business-financial-planning',
    title: 'Business financial planning',
    description: 'Cash-flow, treasury and owner-wealth planning for founders, professionals and family businesses.',
  },
  {
    slug: 'risk-management',
    title: 'Risk management',
    description: 'Finding what could derail your plans, from concentration to liquidity, and guarding against it.',
  },
];
