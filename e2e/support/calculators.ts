import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every page of the calculators section: the card title on the hub (or the link text that leads
 * to it), the page's heading, and the primary result it shows at its defaults.
 */
export const CALCULATOR_PAGES: { slug: string; card: string; heading: string; result: string | null }[] = [
  { slug: 'fire', card: 'FIRE', heading: 'FIRE Calculator', result: '₹12,10,95,000' },
  {
    slug: 'goals',
    card: 'Composite Financial Goal Planner',
    heading: 'Composite Financial Goal Planner',
    result: '₹50,994',
  },
  { slug: 'compounding', card: 'Compounding', heading: 'Compounding Calculator', result: '₹3,10,585' },
  {
    slug: 'inflation',
    card: 'Future Value Inflation',
    heading: 'Future Value Inflation Calculator',
    result: '₹1,79,085',
  },
  { slug: 'goal-lumpsum', card: 'Goal Based Lumpsum', heading: 'Goal Based Lumpsum Calculator', result: '₹9,42,014' },
  { slug: 'goal-sip', card: 'Goal Based SIP', heading: 'Goal Based SIP Calculator', result: '₹19,819' },
  { slug: 'sip', card: 'SIP', heading: 'SIP Calculator', result: '₹11,61,695' },
  { slug: 'lumpsum', card: 'Lumpsum', heading: 'Lumpsum Calculator', result: '₹3,10,585' },
  { slug: 'nps', card: 'NPS', heading: 'National Pension System (NPS) Calculator', result: '₹1,13,96,627' },
  { slug: 'swp', card: 'SWP', heading: 'Systematic Withdrawal Plan (SWP) Calculator', result: '₹39,643' },
  {
    slug: 'swp-increasing',
    card: 'SWP With Increasing Payout',
    heading: 'SWP With Increasing Payout Calculator',
    result: '₹13,83,772',
  },
  { slug: 'lumpsum-sip', card: 'Lumpsum + SIP', heading: 'Lumpsum + SIP Calculator', result: '₹14,72,280' },
  { slug: 'cagr', card: 'CAGR', heading: 'CAGR Calculator', result: '12.25%' },
  {
    slug: 'impact-of-1-percent',
    card: 'Impact of 1% Return',
    heading: 'Impact of 1% Return Calculator',
    result: '₹14,63,712',
  },
  { slug: 'ppf', card: 'PPF', heading: 'Public Provident Fund (PPF) Calculator', result: '₹40,68,209' },
  { slug: 'epf', card: 'EPF', heading: 'Employees’ Provident Fund (EPF) Calculator', result: '₹1,83,11,351' },
  { slug: 'fd', card: 'Fixed Deposit', heading: 'Fixed Deposit (FD) Calculator', result: '₹1,41,478' },
  { slug: 'rd', card: 'Recurring Deposit', heading: 'Recurring Deposit (RD) Calculator', result: '₹62,311' },
  { slug: 'ssy', card: 'SSY', heading: 'Sukanya Samriddhi Yojana (SSY) Calculator', result: '₹71,82,119' },
  { slug: 'emi', card: 'EMI', heading: 'EMI Calculator', result: '₹11,714' },
  { slug: 'car-loan', card: 'Car Loan EMI', heading: 'Car Loan EMI Calculator', result: '₹16,607' },
  { slug: 'home-loan', card: 'Home Loan EMI', heading: 'Home Loan EMI Calculator', result: '₹21,696' },
  { slug: 'simple-interest', card: 'Simple Interest', heading: 'Simple Interest Calculator', result: '₹1,50,000' },
  { slug: 'compound-interest', card: 'Compound Interest', heading: 'Compound Interest Calculator', result: '₹80,526' },
  {
    slug: 'income-tax',
    card: 'Income Tax',
    heading: 'Income Tax Calculator: Old vs New Regime',
    result: '₹1,32,600',
  },
  { slug: 'hra', card: 'HRA Exemption', heading: 'HRA Exemption Calculator', result: '₹15,000' },
  { slug: 'gratuity', card: 'Gratuity', heading: 'Gratuity Calculator', result: '₹2,88,462' },
  { slug: 'capital-gains', card: 'Capital Gains Tax', heading: 'Capital Gains Tax Calculator', result: '₹22,750' },
  { slug: 'xirr', card: 'XIRR', heading: 'XIRR Calculator', result: '10.00%' },
  // Not a catalogue card: reached from the hub's questionnaire link; it has no result until answered.
  { slug: 'risk', card: 'risk profile questionnaire', heading: 'Risk Profile Questionnaire', result: null },
];

/** The card grid of the hub. */
export const cardGrid = (page: Page): Locator => page.locator('#catalogue-title ~ ul');

/** The primary result of the calculator on the page. */
export const primaryResult = (page: Page): Locator => page.locator('main [data-primary-result]').first();

/** A calculator's number field (not its slider), by its visible label. */
export const numberField = (page: Page, label: string): Locator =>
  page.locator('main').getByRole('textbox', { name: label, exact: true });

/** Waits until a calculator page shows its heading and result. */
export async function expectCalculator(page: Page, heading: string, result: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(primaryResult(page)).toHaveText(result);
}
