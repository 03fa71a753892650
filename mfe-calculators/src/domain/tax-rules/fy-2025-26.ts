/**
 * Financial year 2025-26 (1 April 2025 to 31 March 2026; assessment year 2026-27), under the
 * Income-tax Act, 1961 as amended by the Finance Act, 2025. Checked in November 2026. A correction
 * to this year's figures is a change to this file only.
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
 * The figures of FY 2025-26.
 * @example FY_2025_26.newRegime.rebate // { maxIncome: 1200000, maxRebate: 60000, marginalRelief: true }
 */
export const FY_2025_26: TaxYearRules = {
  year: '2025-26',
  label: 'FY 2025-26 (AY 2026-27)',
  starts: '2025-04-01',
  ends: '2026-03-31',
  act: 'Income-tax Act, 1961',
  asOf: 'November 2026',
  sources: [
    'Finance Act, 2025: the new regime’s slabs, and the 87A rebate of up to ₹60,000 up to ₹12 lakh',
    'Finance (No. 2) Act, 2024: the ₹75,000 standard deduction, and capital gains on sales from 23 July 2024',
    'CBDT Notification No. 70/2025 of 1 July 2025: cost inflation index 376 for 2025-26',
    'Payment of Gratuity Act, 1972 (ceiling ₹20 lakh since 29 March 2018) and the Code on Social Security, 2020 (in force from 21 November 2025)',
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
    costInflationIndex: 376,
  },
};
