import { calculateGoalLumpsum, GOAL_LUMPSUM_DEFAULTS } from '../domain/goal-lumpsum';
import { calculateLumpsum } from '../domain/lumpsum';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const goalLumpsumDefinition = defineCalculator({
  slug: 'goal-lumpsum',
  inputs: [
    money('goal', 'Goal amount (today’s cost)', {
      min: 10000,
      max: 1000000000,
      step: 10000,
      default: GOAL_LUMPSUM_DEFAULTS.goalAmount,
    }),
    years('years', 'Years to goal', { min: 1, max: 40, step: 1, default: GOAL_LUMPSUM_DEFAULTS.years }),
    percent('rate', 'Expected return (p.a.)', {
      min: 1,
      max: 30,
      step: 0.1,
      default: GOAL_LUMPSUM_DEFAULTS.annualReturnPct,
    }),
    percent('inflation', 'Inflation on the goal (p.a.)', {
      min: 0,
      max: 15,
      step: 0.5,
      default: GOAL_LUMPSUM_DEFAULTS.inflationPct,
    }),
  ],
  compute: ({ goal, years: period, rate, inflation }) => {
    const result = calculateGoalLumpsum({
      goalAmount: goal,
      years: period,
      annualReturnPct: rate,
      inflationPct: inflation,
    });
    const path = calculateLumpsum({ principal: result.lumpsumToday, annualRatePct: rate, years: period });
    return {
      headlines: [
        { key: 'lumpsumToday', label: 'Invest today', value: result.lumpsumToday, format: 'rupees', primary: true },
        { key: 'futureGoal', label: 'Goal amount at the time', value: result.futureGoal, format: 'rupees' },
        { key: 'returns', label: 'Est. returns', value: result.returns, format: 'rupees' },
      ],
      donut: investedVsReturns(result.lumpsumToday, result.returns, ['Invest today', 'Est. returns']),
      growth: growthByYear('Your investment on the way to the goal', path.series, [
        { label: 'Value', value: (row) => row.value },
      ]),
      table: {
        caption: 'Value of the investment at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'returns', label: 'Est. returns', format: 'rupees' },
          { key: 'value', label: 'Value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: path.series,
      },
    };
  },
  formula: 'PV = FV ÷ (1 + R)ᵗ   FV = goal × (1 + i)ᵗ\nR = annual return ÷ 100, i = inflation ÷ 100, t = years',
  explanation: [
    'The goal is grown by inflation to its cost in the target year, then discounted at the expected return to find the single amount to invest today.',
  ],
  example: {
    values: { goal: 1500000, years: 10, rate: 10, inflation: 5 },
    text: 'A goal costing ₹15,00,000 today, 10 years away, at 5% inflation will cost ₹24,43,342; at 10% a year you need to invest 24,43,342 ÷ 1.1¹⁰ = {result} today.',
  },
  notes: [
    'Some calculators discount the goal at the inflation rate only, which gives ₹9,20,869 in the example; the goal must be grown by inflation and then discounted at the expected return.',
  ],
  related: ['goal-sip', 'lumpsum', 'goals', 'inflation'],
});
