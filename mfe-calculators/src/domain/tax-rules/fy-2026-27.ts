/**
 * Financial year 2026-27 (1 April 2026 to 31 March 2027), the first tax year under the Income-tax
 * Act, 2025, which replaced the 1961 Act from 1 April 2026 with new section numbers and the same
 * deductions and limits. The February 2026 Budget was reported to leave the slabs, rebate and
 * surcharge unchanged. The cost inflation index for 2026-27 was not found when these figures were
 * checked (November 2026), so it is null: set it here once notified. A correction to this year's
 * figures is a change to this file only; the figures are written out in full rather than copied
 * from 2025-26, so that a correction to one year never changes the other.
 */
import type { AgeBand, TaxSlab, TaxYearRules } from './types';

const NEW_REGIME_SLABS: readonly TaxSlab[] = [
  { from: 0, ratePct: 0 },
  { from: 400000, ratePct: 5 },
  { from: 800000, ratePct: 10 },
  { from: 1200000, ratePct: 15 },
  { from: 1600000, ratePct: 20 },
  { from: 2000000, ratePct: 25 },
  { from: 2400000, ratePct: 30 },
];

/** The old regime's slabs: the basic exemption is ₹2.5 lakh below 60, ₹3 lakh at 60–79 and ₹5 lakh at 80 or over. */
const OLD_REGIME_SLABS: Readonly<Record<AgeBand, readonly TaxSlab[]>> = {
  'below-60': [
    { from: 0, ratePct: 0 },
    { from: 250000, ratePct: 5 },
    { from: 500000, ratePct: 20 },
    { from: 1000000, ratePct: 30 },
  ],
  '60-to-79': [
    { from: 0, ratePct: 0 },
    { from: 300000, ratePct: 5 },
    { from: 500000, ratePct: 20 },
    { from: 1000000, ratePct: 30 },
  ],
  '80-plus': [
    { from: 0, ratePct: 0 },
    { from: 500000, ratePct: 20 },
    { from: 1000000, ratePct: 30 },
  ],
};

const sameForEveryAge = (slabs: readonly TaxSlab[]): Readonly<Record<AgeBand, readonly TaxSlab[]>> => ({
  'below-60': slabs,
  '60-to-79': slabs,
  '80-plus': slabs,
});

/**
 * The figures of FY 2026-27.
 * @example FY_2026_27.newRegime.rebate // { maxIncome: 1200000, maxRebate: 60000, marginalRelief: true }
 */
export const FY_2026_27: TaxYearRules = {
  year: '2026-27',
  label: 'FY 2026-27 (tax year 2026-27)',
  starts: '2026-04-01',
  ends: '2027-03-31',
  act: 'Income-tax Act, 2025',
  asOf: 'November 2026',
  sources: [
    'Income-tax Act, 2025, in force from 1 April 2026 (the 1961 Act’s deductions renumbered, the limits unchanged)',
    'Union Budget of February 2026: slabs, the 87A rebate and surcharge reported unchanged',
    'Payment of Gratuity Act ceiling of ₹20 lakh, and the Code on Social Security, 2020 (in force from 21 November 2025)',
  ],
  roundingUnit: 10,
  cessPct: 4,
  newRegime: {
    slabs: sameForEveryAge(NEW_REGIME_SLABS),
    standardDeduction: 75000,
    rebate: { maxIncome: 1200000, maxRebate: 60000, marginalRelief: true },
    surcharge: [
      { above: 5000000, ratePct: 10 },
      { above: 10000000, ratePct: 15 },
      { above: 20000000, ratePct: 25 },
    ],
  },
  oldRegime: {
    slabs: OLD_REGIME_SLABS,
    standardDeduction: 50000,
    rebate: { maxIncome: 500000, maxRebate: 12500, marginalRelief: false },
    surcharge: [
      { above: 5000000, ratePct: 10 },
      { above: 10000000, ratePct: 15 },
      { above: 20000000, ratePct: 25 },
      { above: 50000000, ratePct: 37 },
    ],
  },
  deductionCaps: {
    savings80C: 150000,
    nps80CCD1B: 50000,
    homeLoanInterest: 200000,
    healthSelf: 25000,
    healthSelfSenior: 50000,
    healthParents: 25000,
    healthParentsSenior: 50000,
  },
  hra: { metroCities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'], metroPct: 50, otherPct: 40, rentAbovePctOfSalary: 10 },
  gratuity: {
    cap: 2000000,
    daysPerYear: 15,
    coveredMonthDays: 26,
    notCoveredMonthDays: 30,
    minYears: 5,
    minYearsFixedTerm: 1,
    fixedTermRuleFrom: '2025-11-21',
    partYearCountsAboveMonths: 6,
    notCoveredAverageMonths: 10,
  },
  capitalGains: {
    rulesFrom: '2024-07-23',
    listedEquity: { longTermAfterMonths: 12, shortTermPct: 20, longTermPct: 12.5, exemption: 125000 },
    otherAssets: { longTermAfterMonths: 24, longTermPct: 12.5 },
    indexation: { boughtBefore: '2024-07-23', ratePct: 20 },
    debtFundsSlabRateIfBoughtFrom: '2023-04-01',
    costInflationIndex: null,
  },
};
