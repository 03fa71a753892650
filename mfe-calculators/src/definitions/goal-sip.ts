import { calculateGoalSip, GOAL_SIP_DEFAULTS } from '../domain/goal-sip';
import { calculateSip } from '../domain/sip';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const goalSipDefinition = defineCalculator({
  slug: 'goal-sip',
  inputs: [
    money('goal', 'Goal amount (today’s cost)', {
      min: 10000,
      max: 1000000000,
      step: 10000,
      default: GOAL_SIP_DEFAULTS.goalAmount,
    }),
    years('years', 'Years to goal', { min: 1, max: 40, step: 1, default: GOAL_SIP_DEFAULTS.years }),
    percent('rate', 'Expected return (p.a.)', {
      min: 1,
      max: 30,
      step: 0.1,
      default: GOAL_SIP_DEFAULTS.annualReturnPct,
    }),
    percent('inflation', 'Inflation on the goal (p.a.)', {
      min: 0,
      max: 15,
      step: 0.5,
      default: GOAL_SIP_DEFAULTS.inflationPct,
      hint: 'Above 0, the goal is first grown to what it will cost then.',
    }),
  ],
  compute: ({ goal, years: period, rate, inflation }) => {
    const result = calculateGoalSip({
      goalAmount: goal,
      years: period,
      annualReturnPct: rate,
      inflationPct: inflation,
    });
    const path = calculateSip({ monthly: result.monthlySip, annualRatePct: rate, years: period });
    return {
      headlines: [
        { key: 'monthlySip', label: 'Monthly SIP needed', value: result.monthlySip, format: 'rupees', primary: true },
        { key: 'futureGoal', label: 'Goal amount at the time', value: result.futureGoal, format: 'rupees' },
        { key: 'invested', label: 'Total invested', value: result.invested, format: 'rupees' },
        { key: 'returns', label: 'Wealth gained', value: result.returns, format: 'rupees' },
      ],
      donut: investedVsReturns(result.invested, result.returns, ['Total invested', 'Wealth gained']),
      growth: growthByYear('Your SIP on the way to the goal', path.series, [
        { label: 'Value', value: (row) => row.value },
        { label: 'Invested', value: (row) => row.invested },
      ]),
      table: {
        caption: 'Value of the SIP at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'invested', label: 'Invested', format: 'rupees' },
          { key: 'value', label: 'Value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: path.series,
      },
    };
  },
  formula:
    'P = FV ÷ [((1 + r)ⁿ − 1) ÷ r × (1 + r)]   FV = goal × (1 + i)ᵗ\nr = annual return ÷ 1200, n = years × 12, i = inflation ÷ 100',
  explanation: [
    'This is the SIP calculator run backwards: it finds the monthly instalment P, paid at the start of each month, whose future value equals the goal.',
    'With inflation, the goal is first grown to what it will cost in that year, so you save for the real future price.',
  ],
  example: {
    values: { goal: 10000000, years: 15, rate: 12, inflation: 0 },
    text: 'To have ₹1 crore in 15 years at 12% a year, the SIP needed is 1,00,00,000 ÷ [((1.01)¹⁸⁰ − 1) ÷ 0.01 × 1.01] = {result} a month.',
  },
  notes: [
    'Instalments are paid at the start of each month, as on the SIP calculator; paying at the month’s end would need ₹20,017 in the example.',
  ],
  related: ['sip', 'goal-lumpsum', 'goals', 'inflation'],
});
