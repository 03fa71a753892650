import { calculateRd, RD_DEFAULTS } from '../domain/rd';
import { defineCalculator, money, months, percent } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const rdDefinition = defineCalculator({
  slug: 'rd',
  inputs: [
    money('monthly', 'Monthly deposit', { min: 100, max: 1000000, step: 100, default: RD_DEFAULTS.monthly }),
    percent('rate', 'Interest rate (p.a.)', { min: 1, max: 15, step: 0.05, default: RD_DEFAULTS.annualRatePct }),
    months('months', 'Tenure', { min: 6, max: 120, step: 3, default: RD_DEFAULTS.months }),
  ],
  compute: ({ monthly, rate, months: tenure }) => {
    const result = calculateRd({ monthly, annualRatePct: rate, months: tenure });
    const rows = result.series.map((row) => ({ ...row, interest: row.value - row.invested }));
    return {
      headlines: [
        { key: 'maturity', label: 'Maturity value', value: result.maturity, format: 'rupees', primary: true },
        { key: 'invested', label: 'Total deposited', value: result.invested, format: 'rupees' },
        { key: 'interest', label: 'Interest earned', value: result.interest, format: 'rupees' },
      ],
      donut: investedVsReturns(result.invested, result.interest, ['Total deposited', 'Interest earned']),
      growth: growthByYear('How the deposit grows', rows, [
        { label: 'Value', value: (row) => row.value },
        { label: 'Deposited', value: (row) => row.invested },
      ]),
      table: {
        caption: 'Deposits and value at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'months', label: 'Months', format: 'integer' },
          { key: 'invested', label: 'Deposited', format: 'rupees' },
          { key: 'interest', label: 'Interest', format: 'rupees' },
          { key: 'value', label: 'Value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows,
      },
    };
  },
  formula:
    'M = Σ R × (1 + r ÷ 400)^((N − k + 1) ÷ 3), k = 1 … N\nR = monthly deposit, r = annual rate in %, N = months',
  explanation: [
    'Each monthly deposit earns interest compounded quarterly for the months it stays in the account: the first deposit for all N months, the last for one month.',
    'This equals ClearTax’s closed form M = R × [(1 + i)ⁿ − 1] ÷ [1 − (1 + i)^(−1/3)] with i = r ÷ 400 and n the number of quarters.',
  ],
  example: {
    values: { monthly: 5000, rate: 8, months: 12 },
    text: '₹5,000 a month for 12 months at 8%: the deposits of ₹60,000 grow to {result}.',
  },
  notes: ['A few banks compound RDs monthly; most Indian banks and the post office compound quarterly, as here.'],
  related: ['fd', 'sip', 'ppf'],
});
