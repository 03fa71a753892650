import { calculateCompoundInterest, COMPOUND_INTEREST_DEFAULTS } from '../domain/compound-interest';
import { effectiveAnnualRatePct } from '../domain/compounding';
import { choice, defineCalculator, money, percent, years } from '../framework/inputs';
import { FREQUENCY_OPTIONS } from './compounding';
import { growthByYear, investedVsReturns } from './helpers';

export const compoundInterestDefinition = defineCalculator({
  slug: 'compound-interest',
  inputs: [
    money('principal', 'Principal amount', {
      min: 1000,
      max: 100000000,
      step: 1000,
      default: COMPOUND_INTEREST_DEFAULTS.principal,
    }),
    percent('rate', 'Rate of interest (p.a.)', {
      min: 0.1,
      max: 30,
      step: 0.1,
      default: COMPOUND_INTEREST_DEFAULTS.annualRatePct,
    }),
    years('years', 'Time period', { min: 1, max: 50, step: 1, default: COMPOUND_INTEREST_DEFAULTS.years }),
    choice('frequency', 'Compounding frequency', FREQUENCY_OPTIONS, 'yearly'),
  ],
  compute: ({ principal, rate, years: period, frequency }) => {
    const result = calculateCompoundInterest({ principal, annualRatePct: rate, years: period, frequency });
    return {
      headlines: [
        { key: 'total', label: 'Total amount', value: result.total, format: 'rupees', primary: true },
        { key: 'principal', label: 'Principal amount', value: result.principal, format: 'rupees' },
        { key: 'interest', label: 'Total interest', value: result.interest, format: 'rupees' },
        {
          key: 'effectiveRate',
          label: 'Effective annual rate',
          value: effectiveAnnualRatePct(rate, frequency),
          format: 'percent',
        },
      ],
      donut: investedVsReturns(result.principal, result.interest, ['Principal amount', 'Total interest']),
      growth: growthByYear('How the amount grows', result.series, [
        { label: 'Total amount', value: (row) => row.value },
        { label: 'Interest to date', value: (row) => row.interestToDate },
      ]),
      table: {
        caption: 'Interest and amount at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'interestThisYear', label: 'Interest this year', format: 'rupees' },
          { key: 'interestToDate', label: 'Total interest', format: 'rupees' },
          { key: 'value', label: 'Amount', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: result.series,
      },
    };
  },
  formula:
    'A = P × (1 + r ÷ n)ⁿˣᵗ   Compound interest = A − P\nr = annual rate ÷ 100, n = times compounded a year, t = years',
  explanation: [
    'Interest is added to the principal at the end of every period, and the next period’s interest is worked out on the new, larger amount.',
    'More frequent compounding (quarterly, monthly) gives a slightly higher effective annual rate than the rate quoted.',
  ],
  example: {
    values: { principal: 50000, rate: 10, years: 5, frequency: 'yearly' },
    text: '₹50,000 at 10% a year compounded yearly: the first year earns ₹5,000, the second ₹5,500 (10% of ₹55,000), and after 5 years the amount is 50,000 × 1.1⁵ = {result}.',
  },
  related: ['simple-interest', 'compounding', 'fd', 'lumpsum'],
});
