import { calculateLumpsum, LUMPSUM_DEFAULTS } from '../domain/lumpsum';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const lumpsumDefinition = defineCalculator({
  slug: 'lumpsum',
  inputs: [
    money('amount', 'Total investment', { min: 1000, max: 100000000, step: 1000, default: LUMPSUM_DEFAULTS.principal }),
    percent('rate', 'Expected return (p.a.)', { min: 1, max: 30, step: 0.1, default: LUMPSUM_DEFAULTS.annualRatePct }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: LUMPSUM_DEFAULTS.years }),
  ],
  compute: ({ amount, rate, years: period }) => {
    const result = calculateLumpsum({ principal: amount, annualRatePct: rate, years: period });
    return {
      headlines: [
        { key: 'total', label: 'Total value', value: result.total, format: 'rupees', primary: true },
        { key: 'invested', label: 'Invested amount', value: result.invested, format: 'rupees' },
        { key: 'returns', label: 'Est. returns', value: result.returns, format: 'rupees' },
      ],
      donut: investedVsReturns(result.invested, result.returns),
      growth: growthByYear('How your investment grows', result.series, [
        { label: 'Total value', value: (row) => row.value },
        { label: 'Invested amount', value: (row) => row.invested },
      ]),
      table: {
        caption: 'Value of your investment at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'returns', label: 'Est. returns', format: 'rupees' },
          { key: 'value', label: 'Total value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: result.series,
      },
    };
  },
  formula: 'FV = P × (1 + R)ᵗ\nP = amount invested, R = annual return ÷ 100, t = years',
  explanation: [
    'A one-time investment compounds once a year at the expected annual return: after each year the value is multiplied by (1 + R).',
    'Est. returns = total value − amount invested.',
  ],
  example: {
    values: { amount: 100000, rate: 12, years: 10 },
    text: '₹1,00,000 invested for 10 years at 12% a year: FV = 1,00,000 × 1.12¹⁰ = {result}, so the returns are ₹2,10,585.',
  },
  notes: ['Returns compound yearly, the convention of Groww, ET Money and most Indian lumpsum calculators.'],
  related: ['sip', 'lumpsum-sip', 'goal-lumpsum', 'compounding', 'cagr'],
});
