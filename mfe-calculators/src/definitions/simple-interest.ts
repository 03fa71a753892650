import { calculateSimpleInterest, SIMPLE_INTEREST_DEFAULTS } from '../domain/simple-interest';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const simpleInterestDefinition = defineCalculator({
  slug: 'simple-interest',
  inputs: [
    money('principal', 'Principal amount', {
      min: 1000,
      max: 100000000,
      step: 1000,
      default: SIMPLE_INTEREST_DEFAULTS.principal,
    }),
    percent('rate', 'Rate of interest (p.a.)', {
      min: 0.1,
      max: 30,
      step: 0.1,
      default: SIMPLE_INTEREST_DEFAULTS.annualRatePct,
    }),
    years('years', 'Time period', {
      min: 0.5,
      max: 40,
      step: 0.5,
      default: SIMPLE_INTEREST_DEFAULTS.years,
      integer: false,
      hint: 'Part years are allowed, e.g. 2.5.',
    }),
  ],
  compute: ({ principal, rate, years: period }) => {
    const result = calculateSimpleInterest({ principal, annualRatePct: rate, years: period });
    return {
      headlines: [
        { key: 'total', label: 'Total amount', value: result.total, format: 'rupees', primary: true },
        { key: 'principal', label: 'Principal amount', value: result.principal, format: 'rupees' },
        { key: 'interest', label: 'Total interest', value: result.interest, format: 'rupees' },
      ],
      donut: investedVsReturns(result.principal, result.interest, ['Principal amount', 'Total interest']),
      growth: growthByYear('Interest adds up in a straight line', result.series, [
        { label: 'Total amount', value: (row) => row.total },
        { label: 'Interest to date', value: (row) => row.interest },
      ]),
      table: {
        caption: 'Interest and amount at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'interest', label: 'Interest to date', format: 'rupees' },
          { key: 'total', label: 'Amount', format: 'rupees' },
        ],
        keyColumn: 'total',
        rows: result.series,
      },
    };
  },
  formula: 'SI = P × R × T ÷ 100   Amount = P + SI\nP = principal, R = rate a year in %, T = years',
  explanation: [
    'Simple interest is worked out on the original principal only: every year earns the same interest, and interest never earns interest.',
  ],
  example: {
    values: { principal: 100000, rate: 10, years: 5 },
    text: '₹1,00,000 at 10% a year for 5 years: SI = 1,00,000 × 10 × 5 ÷ 100 = ₹50,000, so the amount is {result}.',
  },
  related: ['compound-interest', 'fd', 'emi'],
});
