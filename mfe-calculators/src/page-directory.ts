/**
 * Every page of the calculators section with its title and description: the 24 catalogue
 * entries plus the risk questionnaire. Used by the pages (PageMeta), the hub and, at build time,
 * seo-pages.ts. Plain data, so the build can read it without React.
 */
import { CALCULATOR_CATALOGUE, type CalculatorCategory } from './domain/catalogue';

export interface CalculatorPageInfo {
  slug: string;
  /** The page's heading and document title (the firm's name is added by PageMeta). */
  title: string;
  /** The short title used in links, e.g. 'SIP'. */
  shortTitle: string;
  description: string;
  category?: CalculatorCategory;
}

const TITLES: Readonly<Record<string, string>> = {
  sip: 'SIP Calculator',
  nps: 'National Pension System (NPS) Calculator',
  swp: 'Systematic Withdrawal Plan (SWP) Calculator',
  ppf: 'Public Provident Fund (PPF) Calculator',
  epf: 'Employees’ Provident Fund (EPF) Calculator',
  fd: 'Fixed Deposit (FD) Calculator',
  rd: 'Recurring Deposit (RD) Calculator',
  ssy: 'Sukanya Samriddhi Yojana (SSY) Calculator',
  goals: 'Composite Financial Goal Planner',
};

export const HUB_PAGE = {
  title: 'Financial Calculators',
  description:
    'Free SIP, FIRE, home loan EMI, PPF, EPF, FD and 20 more calculators that follow the conventions of India’s leading calculator sites. They run in your browser.',
} as const;

export const RISK_PAGE: CalculatorPageInfo = {
  slug: 'risk',
  title: 'Risk Profile Questionnaire',
  shortTitle: 'Risk Profile',
  description:
    'Answer ten questions about your age, horizon, income and how you react to losses to find your investor risk profile and a suggested asset mix.',
};

export const CALCULATOR_PAGES: readonly CalculatorPageInfo[] = [
  ...CALCULATOR_CATALOGUE.map((entry) => ({
    slug: entry.id,
    title: TITLES[entry.id] ?? `${entry.title} Calculator`,
    shortTitle: entry.title,
    description: `${entry.description} Free and instant; it runs in your browser.`,
    category: entry.category,
  })),
  RISK_PAGE,
];

/** The page for a slug, or undefined: findPage('home-loan')?.title === 'Home Loan EMI Calculator'. */
export function findPage(slug: string): CalculatorPageInfo | undefined {
  return CALCULATOR_PAGES.find((page) => page.slug === slug);
}
