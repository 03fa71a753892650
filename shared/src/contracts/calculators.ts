/**
 * Every calculator page by its slug, with its name (the page's heading). The calculators
 * section owns these pages (a test there pins this list to its catalogue); the other sections
 * name and link a calculator from here without loading that section: the dashboard's saved
 * calculations and quick actions, the default-calculator preference. firestore.rules accepts
 * only these slugs (a rules test pins its list to this one).
 */
export const CALCULATOR_NAMES = {
  fire: 'FIRE Calculator',
  goals: 'Composite Financial Goal Planner',
  compounding: 'Compounding Calculator',
  inflation: 'Future Value Inflation Calculator',
  'goal-lumpsum': 'Goal Based Lumpsum Calculator',
  'goal-sip': 'Goal Based SIP Calculator',
  sip: 'SIP Calculator',
  lumpsum: 'Lumpsum Calculator',
  nps: 'National Pension System (NPS) Calculator',
  swp: 'Systematic Withdrawal Plan (SWP) Calculator',
  'swp-increasing': 'SWP With Increasing Payout Calculator',
  'lumpsum-sip': 'Lumpsum + SIP Calculator',
  cagr: 'CAGR Calculator',
  'impact-of-1-percent': 'Impact of 1% Return Calculator',
  ppf: 'Public Provident Fund (PPF) Calculator',
  epf: 'Employees’ Provident Fund (EPF) Calculator',
  fd: 'Fixed Deposit (FD) Calculator',
  rd: 'Recurring Deposit (RD) Calculator',
  ssy: 'Sukanya Samriddhi Yojana (SSY) Calculator',
  emi: 'EMI Calculator',
  'car-loan': 'Car Loan EMI Calculator',
  'home-loan': 'Home Loan EMI Calculator',
  'simple-interest': 'Simple Interest Calculator',
  'compound-interest': 'Compound Interest Calculator',
  'income-tax': 'Income Tax Calculator: Old vs New Regime',
  hra: 'HRA Exemption Calculator',
  gratuity: 'Gratuity Calculator',
  'capital-gains': 'Capital Gains Tax Calculator',
  xirr: 'XIRR Calculator',
  risk: 'Risk Profile Questionnaire',
} as const;

export type CalculatorSlug = keyof typeof CALCULATOR_NAMES;

export function isCalculatorSlug(value: unknown): value is CalculatorSlug {
  return typeof value === 'string' && Object.hasOwn(CALCULATOR_NAMES, value);
}
