import { calculateCompounding, compoundAmount, COMPOUNDING_DEFAULTS } from '../domain/compounding';
import { choice, defineCalculator, money, percent, years } from '../framework/inputs';
import { crossErrors, growthByYear, investedVsReturns, yearsText } from './helpers';

export const FREQUENCY_OPTIONS = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'half-yearly', label: 'Half-yearly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

export const compoundingDefinition = defineCalculator({
  slug: 'compounding',
  inputs: [
    money('amount', 'Amount invested', {
      min: 1000,
      max: 100000000,
      step: 1000,
      default: COMPOUNDING_DEFAULTS.principal,
    }),
    percent('rate', 'Expected return (p.a.)', {
      min: 1,
      max: 30,
      step: 0.1,
      default: COMPOUNDING_DEFAULTS.annualRatePct,
    }),
    years('years', 'Time period', { min: 1, max: 50, step: 1, default: COMPOUNDING_DEFAULTS.years }),
    choice('frequency', 'Compounding', FREQUENCY_OPTIONS, 'yearly'),
    years('delay', 'Starting later by', {
      min: 0,
      max: 30,
      step: 1,
      default: 5,
      hint: 'Compare with the same amount invested this many years later, to the same end date.',
    }),
  ],
  validate: ({ years: period, delay }) =>
    crossErrors([
      [delay >= period, 'delay', `Starting later must be less than the time period (${yearsText(period)}).`],
    ]),
  compute: ({ amount, rate, years: period, frequency, delay }) => {
    const result = calculateCompounding({ principal: amount, annualRatePct: rate, years: period, frequency });
    const late = compoundAmount(amount, rate, period - delay, frequency);
    const rows = result.series.map((row) => ({
      ...row,
      late: row.year <= delay ? amount : compoundAmount(amount, rate, row.year - delay, frequency),
    }));
    return {
      headlines: [
        { key: 'total', label: 'Value if you start now', value: result.total, format: 'rupees', primary: true },
        { key: 'interest', label: 'Returns earned', value: result.interest, format: 'rupees' },
        { key: 'late', label: `Value if you start ${yearsText(delay)} later`, value: late, format: 'rupees' },
        { key: 'costOfDelay', label: 'Cost of waiting', value: result.total - late, format: 'rupees' },
        {
          key: 'effectiveRate',
          label: 'Effective annual return',
          value: result.effectiveAnnualRatePct,
          format: 'percent',
        },
      ],
      donut: investedVsReturns(result.invested, result.interest, ['Amount invested', 'Returns earned']),
      growth: growthByYear('Starting now vs starting later', rows, [
        { label: 'Start now', value: (row) => row.value },
        { label: `Start ${yearsText(delay)} later`, value: (row) => row.late },
      ]),
      table: {
        caption: 'Value at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'interestThisYear', label: 'Returns this year', format: 'rupees' },
          { key: 'value', label: 'Value if you start now', format: 'rupees' },
          { key: 'late', label: 'Value if you start later', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows,
      },
    };
  },
  formula: 'A = P × (1 + R ÷ m)ᵐˣᵗ\nR = annual return ÷ 100, m = compounding periods a year (1, 2, 4 or 12), t = years',
  explanation: [
    'Compounding means returns earn returns. Each period the value grows by R ÷ m, and the next period’s growth is on the larger amount, so growth speeds up over time.',
    'The same money invested a few years later has fewer periods to compound, and the gap at the end — the cost of waiting — is usually far larger than the delay suggests.',
  ],
  example: {
    values: { amount: 100000, rate: 12, years: 10, frequency: 'monthly', delay: 5 },
    text: '₹1,00,000 at 12% a year compounded monthly for 10 years: A = 1,00,000 × (1 + 0.12 ÷ 12)¹²⁰ = {result}. Compounded yearly it would be ₹3,10,585.',
  },
  notes: ['With yearly compounding this equals the Lumpsum calculator.'],
  related: ['compound-interest', 'lumpsum', 'sip', 'impact-of-1-percent'],
});
