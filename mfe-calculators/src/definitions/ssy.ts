import {
  calculateSsy,
  SSY_DEFAULTS,
  SSY_DEPOSIT_LIMITS,
  SSY_DEPOSIT_YEARS,
  SSY_MATURITY_YEARS,
  SSY_MAX_GIRL_AGE,
} from '../domain/ssy';
import { age, defineCalculator, money, percent, plain } from '../framework/inputs';
import { governmentRate, growthByYear, investedVsReturns, rateSource } from './helpers';

const THIS_YEAR = new Date().getFullYear();

export const ssyDefinition = defineCalculator({
  slug: 'ssy',
  inputs: [
    money('yearly', 'Yearly deposit', {
      min: SSY_DEPOSIT_LIMITS.min,
      max: SSY_DEPOSIT_LIMITS.max,
      step: 250,
      default: SSY_DEFAULTS.yearlyDeposit,
      hint: 'SSY accepts ₹250 to ₹1,50,000 a financial year.',
    }),
    percent('rate', 'Interest rate (p.a.)', {
      min: 1,
      max: 15,
      step: 0.05,
      ...governmentRate('ssy'),
    }),
    age('girlAge', 'Girl’s age when the account is opened', {
      min: 0,
      max: SSY_MAX_GIRL_AGE,
      step: 1,
      default: SSY_DEFAULTS.girlAge,
      hint: 'An account can be opened for a girl up to 10 years old.',
    }),
    plain('startYear', 'Year the account is opened', {
      min: 2015,
      max: 2100,
      step: 1,
      default: THIS_YEAR,
      integer: true,
    }),
  ],
  compute: ({ yearly, rate, girlAge, startYear }) => {
    const result = calculateSsy({ yearlyDeposit: yearly, annualRatePct: rate, girlAge, startYear });
    return {
      headlines: [
        { key: 'maturity', label: 'Maturity value', value: result.maturity, format: 'rupees', primary: true },
        { key: 'invested', label: 'Total deposited', value: result.invested, format: 'rupees' },
        { key: 'interest', label: 'Total interest', value: result.interest, format: 'rupees' },
        { key: 'maturityYear', label: 'Matures in', value: String(result.maturityYear), format: 'text' },
        { key: 'maturityAge', label: 'Her age at maturity', value: `${result.maturityAge} years`, format: 'text' },
      ],
      donut: investedVsReturns(result.invested, result.interest, ['Total deposited', 'Total interest']),
      growth: growthByYear(
        'The account’s balance',
        result.series.map((row) => ({ ...row, year: row.calendarYear })),
        [{ label: 'Balance', value: (row) => row.closing }],
      ),
      table: {
        caption: 'SSY account year by year',
        columns: [
          { key: 'calendarYear', label: 'Year', format: 'text' },
          { key: 'girlAge', label: 'Her age', format: 'integer' },
          { key: 'deposit', label: 'Deposit', format: 'rupees' },
          { key: 'interest', label: 'Interest', format: 'rupees' },
          { key: 'closing', label: 'Balance', format: 'rupees' },
        ],
        keyColumn: 'closing',
        rows: result.series.map((row) => ({ ...row, calendarYear: String(row.calendarYear) })),
      },
    };
  },
  formula: `For each of years 1 to ${SSY_MATURITY_YEARS}: balance = (balance + deposit) × (1 + i)\ndeposit = P in years 1 to ${SSY_DEPOSIT_YEARS}, then 0; i = rate ÷ 100`,
  explanation: [
    `Deposits are made at the start of each year for the first ${SSY_DEPOSIT_YEARS} years from opening. The account keeps earning interest, compounded yearly, until it matures ${SSY_MATURITY_YEARS} years after opening.`,
    'Deposits qualify for the Section 80C deduction under the old tax regime, and interest and maturity are tax-free.',
  ],
  example: {
    values: { yearly: 150000, rate: 8.2, girlAge: 5 },
    text: `₹1,50,000 a year for ${SSY_DEPOSIT_YEARS} years at 8.2%: ₹22,50,000 deposited grows to {result} when the account matures ${SSY_MATURITY_YEARS} years after opening.`,
  },
  notes: [
    rateSource('ssy', 'SSY'),
    `Convention: ${SSY_DEPOSIT_YEARS} deposit years and maturity ${SSY_MATURITY_YEARS} years from opening, with interest compounded yearly; this reproduces the published ₹71,82,119 for ₹1,50,000 a year at 8.2%. Some older calculators assume 14 deposit years, and Groww’s page shows a figure (₹44,89,690 for ₹1,00,000 a year at 8%) that neither convention reproduces; ours gives ₹46,53,395 for it.`,
    'The rate is revised every quarter; the pre-filled rate is today’s, and you may change it to see another.',
  ],
  related: ['ppf', 'goal-sip', 'fd', 'goals'],
});
