import { calculateSwpIncreasing, SWP_INCREASING_DEFAULTS } from '../domain/swp-increasing';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { investedVsReturns } from './helpers';
import { lastsText, withdrawalViews } from './swp';

export const swpIncreasingDefinition = defineCalculator({
  slug: 'swp-increasing',
  inputs: [
    money('investment', 'Total investment', {
      min: 10000,
      max: 1000000000,
      step: 10000,
      default: SWP_INCREASING_DEFAULTS.investment,
    }),
    money('withdrawal', 'Monthly withdrawal in year 1', {
      min: 500,
      max: 10000000,
      step: 500,
      default: SWP_INCREASING_DEFAULTS.initialWithdrawal,
    }),
    percent('increase', 'Yearly increase in withdrawal', {
      min: 0,
      max: 25,
      step: 0.5,
      default: SWP_INCREASING_DEFAULTS.stepUpPct,
    }),
    percent('rate', 'Expected return (p.a.)', {
      min: 1,
      max: 30,
      step: 0.1,
      default: SWP_INCREASING_DEFAULTS.annualReturnPct,
    }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: SWP_INCREASING_DEFAULTS.years }),
    percent('inflation', 'Inflation (p.a.)', {
      min: 0,
      max: 15,
      step: 0.5,
      default: SWP_INCREASING_DEFAULTS.inflationPct,
      hint: 'Used only to show the final value in today’s money.',
    }),
  ],
  compute: ({ investment, withdrawal, increase, rate, years: period, inflation }) => {
    const result = calculateSwpIncreasing({
      investment,
      initialWithdrawal: withdrawal,
      stepUpPct: increase,
      annualReturnPct: rate,
      years: period,
      inflationPct: inflation,
    });
    const lastYear = result.yearly[result.yearly.length - 1];
    return {
      headlines: [
        { key: 'finalValue', label: 'Final value', value: result.finalValue, format: 'rupees', primary: true },
        {
          key: 'realFinalValue',
          label: 'Final value in today’s money',
          value: result.realFinalValue,
          format: 'rupees',
        },
        { key: 'totalWithdrawal', label: 'Total withdrawn', value: result.totalWithdrawal, format: 'rupees' },
        {
          key: 'lastWithdrawal',
          label: 'Monthly withdrawal in the last year',
          value: lastYear?.monthlyWithdrawal ?? withdrawal,
          format: 'rupees',
        },
        { key: 'lasts', label: 'The money', value: lastsText(result, period), format: 'text' },
      ],
      donut: investedVsReturns(result.totalWithdrawal, result.finalValue, ['Total withdrawn', 'Final value']),
      ...withdrawalViews(result, investment),
      ...(result.depletionMonth !== null
        ? {
            messages: [
              `With rising withdrawals the money runs out in month ${result.depletionMonth} (year ${result.depletionYear ?? 1}).`,
            ],
          }
        : {}),
    };
  },
  formula:
    'Each month: balance = balance × (1 + rₘ) − W, with W raised by g% after every 12 months\nrₘ = (1 + R)^(1/12) − 1',
  explanation: [
    'The same as an SWP, but the monthly withdrawal rises every year — usually in line with inflation, so the income keeps its buying power.',
    'With no yearly increase it gives exactly the SWP calculator’s result. The final value is also shown in today’s money, deflated by inflation.',
  ],
  example: {
    values: { investment: 1000000, withdrawal: 5000, increase: 5, rate: 10, years: 10, inflation: 6 },
    text: '₹10,00,000 at 10% a year, withdrawing ₹5,000 a month in the first year and 5% more each year after: after 10 years, {result} is left.',
  },
  notes: ['Same monthly-rate convention as the SWP calculator: returns first, then the withdrawal.'],
  related: ['swp', 'fire', 'inflation', 'nps'],
});
