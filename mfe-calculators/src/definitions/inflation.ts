import { formatRupees } from '@meridian/shared';
import { calculateInflation, INFLATION_DEFAULTS } from '../domain/inflation';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns, yearsText } from './helpers';

export const inflationDefinition = defineCalculator({
  slug: 'inflation',
  inputs: [
    money('amount', 'Cost today', { min: 1000, max: 1000000000, step: 1000, default: INFLATION_DEFAULTS.amount }),
    percent('inflation', 'Expected inflation (p.a.)', {
      min: 0,
      max: 20,
      step: 0.1,
      default: INFLATION_DEFAULTS.inflationPct,
    }),
    years('years', 'Time period', { min: 1, max: 50, step: 1, default: INFLATION_DEFAULTS.years }),
  ],
  compute: ({ amount, inflation, years: period }) => {
    const result = calculateInflation({ amount, inflationPct: inflation, years: period });
    return {
      headlines: [
        {
          key: 'futureCost',
          label: `Cost after ${yearsText(period)}`,
          value: result.futureCost,
          format: 'rupees',
          primary: true,
        },
        { key: 'increase', label: 'Rise in cost', value: result.increase, format: 'rupees' },
        {
          key: 'purchasingPower',
          label: `Today’s value of ${formatRupees(amount)} received in ${yearsText(period)}`,
          value: result.purchasingPower,
          format: 'rupees',
        },
      ],
      donut: investedVsReturns(amount, result.increase, ['Cost today', 'Rise from inflation']),
      growth: growthByYear('Cost and purchasing power over time', result.series, [
        { label: 'Future cost', value: (row) => row.futureCost },
        { label: 'What today’s amount buys', value: (row) => row.purchasingPower },
      ]),
      table: {
        caption: 'Cost and purchasing power at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'futureCost', label: 'Future cost', format: 'rupees' },
          { key: 'purchasingPower', label: 'What today’s amount buys', format: 'rupees' },
        ],
        keyColumn: 'futureCost',
        rows: result.series,
      },
    };
  },
  formula:
    'Future cost = C × (1 + i)ᵗ   Purchasing power = C ÷ (1 + i)ᵗ\nC = cost today, i = inflation a year ÷ 100, t = years',
  explanation: [
    'Prices rise by the inflation rate every year, and each year’s rise is on the higher price, so costs compound just like investments do.',
    'The same amount of money kept as cash buys less every year: its purchasing power shrinks by the same factor.',
  ],
  example: {
    values: { amount: 100000, inflation: 6, years: 10 },
    text: 'Something that costs ₹1,00,000 today, at 6% inflation, costs 1,00,000 × 1.06¹⁰ = {result} in 10 years; and ₹1,00,000 then will buy only what ₹55,839 buys today.',
  },
  related: ['goal-sip', 'goal-lumpsum', 'goals', 'fire'],
});
