/**
 * The calculators section's catalogue, in one module: the 24 entries of spec §9 in the spec's
 * order, then the five tax tools of issue 21 (each with its category, colour and path
 * /calculators/<slug>), the hub's filters, and every page of the section with its title and
 * description (the entries plus the risk questionnaire). Used by the hub, the pages (PageMeta)
 * and public-pages.ts. Plain data, so the build can read it without React.
 */

/**
 * Catalogue categories (the Tax filter button reads "Tax Planning").
 * @example const c: CalculatorCategory = 'Goal Planning';
 */
export type CalculatorCategory = 'Investment' | 'Goal Planning' | 'Loan' | 'Retirement' | 'Tax' | 'FIRE';

/**
 * One catalogue card.
 * @example { id: 'sip', title: 'SIP', description: '…', category: 'Investment', color: '#2563eb', path: '/calculators/sip' }
 */
export interface CalculatorEntry {
  id: string;
  title: string;
  description: string;
  category: CalculatorCategory;
  /** Accent colour of the card, from its category. */
  color: string;
  path: string;
  featured?: boolean;
  /** Other filters that list it too (XIRR: Investment, and Tax Planning). */
  alsoIn?: readonly CalculatorCategory[];
}

/**
 * Filter buttons of the hub in order, with their labels.
 * @example CATALOGUE_FILTERS[5] // { value: 'Tax', label: 'Tax Planning' }
 */
export const CATALOGUE_FILTERS: readonly { value: CalculatorCategory | 'All'; label: string }[] = [
  { value: 'All', label: 'All Calculators' },
  { value: 'Investment', label: 'Investment' },
  { value: 'Goal Planning', label: 'Goal Planning' },
  { value: 'Loan', label: 'Loan' },
  { value: 'Retirement', label: 'Retirement' },
  { value: 'Tax', label: 'Tax Planning' },
  { value: 'FIRE', label: 'FIRE' },
];

/**
 * Accent colour per category.
 * @example CATEGORY_COLORS.Loan // '#dc2626'
 */
export const CATEGORY_COLORS: Readonly<Record<CalculatorCategory, string>> = {
  Investment: '#2563eb',
  'Goal Planning': '#7c3aed',
  Loan: '#dc2626',
  Retirement: '#0d9488',
  Tax: '#d97706',
  FIRE: '#ea580c',
};

/**
 * Path of a calculator page.
 * @example calculatorPath('home-loan') // '/calculators/home-loan'
 */
export function calculatorPath(slug: string): string {
  return `/calculators/${slug}`;
}

function entry(
  id: string,
  title: string,
  category: CalculatorCategory,
  description: string,
  featured = false,
  alsoIn: readonly CalculatorCategory[] = [],
): CalculatorEntry {
  const base = { id, title, description, category, color: CATEGORY_COLORS[category], path: calculatorPath(id) };
  return { ...base, ...(featured ? { featured: true } : {}), ...(alsoIn.length > 0 ? { alsoIn } : {}) };
}

/**
 * The catalogue entries: the 24 of spec §9 in its order, then income tax, HRA, gratuity, capital
 * gains and XIRR (issue 21); the id is also the slug.
 * @example CALCULATOR_CATALOGUE.length // 29
 */
export const CALCULATOR_CATALOGUE: readonly CalculatorEntry[] = [
  entry(
    'fire',
    'FIRE',
    'FIRE',
    'Find your Lean, regular, Fat and Coast FIRE numbers for financial independence and early retirement.',
    true,
  ),
  entry(
    'goals',
    'Composite Financial Goal Planner',
    'Goal Planning',
    'Plan several goals at once and see the SIP or lumpsum each one needs.',
  ),
  entry(
    'compounding',
    'Compounding',
    'Investment',
    'See how an investment grows when returns compound yearly, quarterly or monthly.',
  ),
  entry(
    'inflation',
    'Future Value Inflation',
    'Investment',
    'Find what today’s expenses will cost in future and what money loses to inflation.',
  ),
  entry(
    'goal-lumpsum',
    'Goal Based Lumpsum',
    'Goal Planning',
    'Work out the one-time investment needed today to reach a goal.',
  ),
  entry('goal-sip', 'Goal Based SIP', 'Goal Planning', 'Work out the monthly SIP needed to reach a goal on time.'),
  entry('sip', 'SIP', 'Investment', 'Estimate the future value of a monthly SIP, with an optional yearly step-up.'),
  entry('lumpsum', 'Lumpsum', 'Investment', 'Estimate the future value of a one-time investment.'),
  entry('nps', 'NPS', 'Retirement', 'Estimate your NPS corpus at 60, the lump sum and your monthly pension.'),
  entry('swp', 'SWP', 'Retirement', 'Plan regular monthly withdrawals and see how long your corpus lasts.'),
  entry(
    'swp-increasing',
    'SWP With Increasing Payout',
    'Retirement',
    'Plan withdrawals that rise every year and see when the corpus runs out.',
  ),
  entry(
    'lumpsum-sip',
    'Lumpsum + SIP',
    'Investment',
    'Combine a one-time investment with a monthly SIP and see both grow.',
  ),
  entry('cagr', 'CAGR', 'Investment', 'Find the compound annual growth rate between a starting and an ending value.'),
  entry(
    'impact-of-1-percent',
    'Impact of 1% Return',
    'Investment',
    'See how one extra percent of return a year changes your final corpus.',
  ),
  entry('ppf', 'PPF', 'Tax', 'Estimate the tax-free maturity value of your Public Provident Fund account.'),
  entry('epf', 'EPF', 'Retirement', 'Estimate your Employees’ Provident Fund balance at retirement.'),
  entry('fd', 'Fixed Deposit', 'Investment', 'Calculate FD maturity and interest with quarterly or other compounding.'),
  entry('rd', 'Recurring Deposit', 'Investment', 'Calculate the maturity value of monthly recurring deposits.'),
  entry('ssy', 'SSY', 'Tax', 'Estimate the maturity value of a Sukanya Samriddhi Yojana account for your daughter.'),
  entry('emi', 'EMI', 'Loan', 'Calculate the EMI, total interest and repayment schedule of any loan.'),
  entry('car-loan', 'Car Loan EMI', 'Loan', 'Calculate the EMI and total interest of a car loan.'),
  entry(
    'home-loan',
    'Home Loan EMI',
    'Loan',
    'Calculate your home loan EMI with a year-wise principal and interest breakup.',
  ),
  entry('simple-interest', 'Simple Interest', 'Investment', 'Calculate simple interest on a principal for any period.'),
  entry(
    'compound-interest',
    'Compound Interest',
    'Investment',
    'Calculate compound interest with yearly, half-yearly, quarterly or monthly compounding.',
  ),
  entry(
    'income-tax',
    'Income Tax',
    'Tax',
    'Compare your income tax under the old and new regimes for FY 2025-26 and 2026-27, with rebate, surcharge and cess.',
  ),
  entry(
    'hra',
    'HRA Exemption',
    'Tax',
    'Work out how much of your house rent allowance is exempt from tax under the old regime.',
  ),
  entry('gratuity', 'Gratuity', 'Tax', 'Calculate the gratuity due on leaving a job and how much of it is tax-free.'),
  entry(
    'capital-gains',
    'Capital Gains Tax',
    'Tax',
    'Work out the tax on a sale of shares, funds, property or gold under the rules since 23 July 2024.',
  ),
  entry(
    'xirr',
    'XIRR',
    'Investment',
    'Find the annual return of investments with dated cash flows: SIPs, top-ups and withdrawals.',
    false,
    ['Tax'],
  ),
];

/**
 * The tax tools of issue 21, whose pages are a chunk of their own (pages/tax-route.tsx).
 * @example isTaxTool('hra') // true; isTaxTool('sip') // false
 */
export const TAX_TOOL_SLUGS: readonly string[] = ['income-tax', 'hra', 'gratuity', 'capital-gains', 'xirr'];

export function isTaxTool(slug: string): boolean {
  return TAX_TOOL_SLUGS.includes(slug);
}

/**
 * Entries shown for a filter button ('All' shows everything, in catalogue order); an entry shows
 * under its category and under any it is also in.
 * @example filterCatalogue('Loan').map((e) => e.id) // ['emi', 'car-loan', 'home-loan']
 */
export function filterCatalogue(filter: CalculatorCategory | 'All'): CalculatorEntry[] {
  return CALCULATOR_CATALOGUE.filter(
    (e) => filter === 'All' || e.category === filter || (e.alsoIn ?? []).includes(filter),
  );
}

/**
 * Looks up an entry by its slug, or undefined.
 * @example findCalculator('fd')?.title // 'Fixed Deposit'
 */
export function findCalculator(slug: string): CalculatorEntry | undefined {
  return CALCULATOR_CATALOGUE.find((e) => e.id === slug);
}

// ---------------------------------------------------------------------------------------------
// The section's pages
// ---------------------------------------------------------------------------------------------

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
  'income-tax': 'Income Tax Calculator: Old vs New Regime',
};

export const HUB_PAGE = {
  title: 'Financial Calculators',
  description: `Free SIP, FIRE, income tax (old vs new regime), home loan EMI, PPF, XIRR and ${CALCULATOR_CATALOGUE.length - 6} more calculators that follow the conventions of India’s leading calculator sites. They run in your browser.`,
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
