import {
  calculatePpf,
  PPF_DEFAULTS,
  PPF_DEPOSIT_LIMITS,
  PPF_EXTENSION_BLOCK_YEARS,
  PPF_LOCK_IN_YEARS,
} from '../domain/ppf';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { crossErrors, governmentRate, growthByYear, investedVsReturns, rateSource } from './helpers';

export const ppfDefinition = defineCalculator({
  slug: 'ppf',
  inputs: [
    money('yearly', 'Yearly deposit', {
      min: PPF_DEPOSIT_LIMITS.min,
      max: PPF_DEPOSIT_LIMITS.max,
      step: 500,
      default: PPF_DEFAULTS.yearlyDeposit,
      hint: 'PPF accepts ₹500 to ₹1,50,000 a financial year.',
    }),
    percent('rate', 'Interest rate (p.a.)', {
      min: 1,
      max: 15,
      step: 0.05,
      ...governmentRate('ppf'),
    }),
    years('years', 'Time period', {
      min: PPF_LOCK_IN_YEARS,
      max: 50,
      step: PPF_EXTENSION_BLOCK_YEARS,
      default: PPF_DEFAULTS.years,
      hint: '15 years, then extensions of 5 years at a time.',
    }),
  ],
  validate: ({ years: period }) =>
    crossErrors([
      [
        (period - PPF_LOCK_IN_YEARS) % PPF_EXTENSION_BLOCK_YEARS !== 0,
        'years',
        'A PPF account runs 15 years and is extended 5 years at a time: enter 15, 20, 25 and so on.',
      ],
    ]),
  compute: ({ yearly, rate, years: period }) => {
    const result = calculatePpf({ yearlyDeposit: yearly, annualRatePct: rate, years: period });
    return {
      headlines: [
        { key: 'maturity', label: 'Maturity value', value: result.maturity, format: 'rupees', primary: true },
        { key: 'invested', label: 'Total deposited', value: result.invested, format: 'rupees' },
        { key: 'interest', label: 'Total interest', value: result.interest, format: 'rupees' },
      ],
      donut: investedVsReturns(result.invested, result.interest, ['Total deposited', 'Total interest']),
      growth: growthByYear('Your PPF balance', result.series, [
        { label: 'Balance', value: (row) => row.closing },
        { label: 'Deposited', value: (row) => row.deposit * row.year },
      ]),
      table: {
        caption: 'PPF account year by year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'opening', label: 'Opening balance', format: 'rupees' },
          { key: 'deposit', label: 'Deposit', format: 'rupees' },
          { key: 'interest', label: 'Interest', format: 'rupees' },
          { key: 'closing', label: 'Closing balance', format: 'rupees' },
        ],
        keyColumn: 'closing',
        rows: result.series,
      },
    };
  },
  formula: 'F = P × [((1 + i)ⁿ − 1) ÷ i] × (1 + i)\nP = yearly deposit, i = rate ÷ 100, n = years',
  explanation: [
    'Each year’s deposit is made at the start of the year (by 5 April, so it earns interest for the whole year), and interest is compounded once a year at the end of the financial year.',
    'The account matures after 15 years and can be extended in blocks of 5 years with fresh deposits. Deposits, interest and the maturity amount are all tax-free (EEE), and deposits qualify for the Section 80C deduction under the old tax regime.',
  ],
  example: {
    values: { yearly: 150000, rate: 7.1, years: 15 },
    text: '₹1,50,000 deposited at the start of each year for 15 years at 7.1%: F = 1,50,000 × [(1.071¹⁵ − 1) ÷ 0.071] × 1.071 = {result}, of which ₹18,18,209 is interest.',
  },
  notes: [
    rateSource('ppf', 'PPF'),
    'The rate is fixed by the government every quarter and applies to the whole balance; the pre-filled rate is today’s, and changing it shows what a different average rate would give.',
    'Groww’s page writes the formula without the last × (1 + i) but its numbers include it, as ours do.',
  ],
  related: ['ssy', 'epf', 'fd', 'nps'],
});
