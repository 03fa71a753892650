import { calculateSwp, SWP_DEFAULTS, type SwpResult } from '../domain/swp';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import type { GrowthData, TableData } from '../framework/types';
import { investedVsReturns, yearsText } from './helpers';

/** How long the money lasts, in words. */
export function lastsText(result: SwpResult, period: number): string {
  if (result.depletionMonth === null) return `Lasts the full ${yearsText(period)}`;
  return `Runs out in month ${result.depletionMonth} (year ${result.depletionYear ?? 1})`;
}

/** The balance chart and year-wise table of a withdrawal plan. */
export function withdrawalViews(result: SwpResult, investment: number): { growth: GrowthData; table: TableData } {
  return {
    growth: {
      title: 'What is left each year',
      xLabel: 'Year',
      x: [0, ...result.yearly.map((row) => row.year)],
      series: [{ label: 'Balance', values: [investment, ...result.yearly.map((row) => row.closing)] }],
    },
    table: {
      caption: 'Withdrawals and balance year by year',
      columns: [
        { key: 'year', label: 'Year', format: 'integer' },
        { key: 'opening', label: 'Opening balance', format: 'rupees' },
        { key: 'monthlyWithdrawal', label: 'Monthly withdrawal', format: 'rupees' },
        { key: 'withdrawal', label: 'Withdrawn', format: 'rupees' },
        { key: 'interest', label: 'Returns', format: 'rupees' },
        { key: 'closing', label: 'Closing balance', format: 'rupees' },
      ],
      keyColumn: 'closing',
      rows: result.yearly,
    },
  };
}

export const swpDefinition = defineCalculator({
  slug: 'swp',
  inputs: [
    money('investment', 'Total investment', {
      min: 10000,
      max: 1000000000,
      step: 10000,
      default: SWP_DEFAULTS.investment,
    }),
    money('withdrawal', 'Monthly withdrawal', {
      min: 500,
      max: 10000000,
      step: 500,
      default: SWP_DEFAULTS.monthlyWithdrawal,
    }),
    percent('rate', 'Expected return (p.a.)', { min: 1, max: 30, step: 0.1, default: SWP_DEFAULTS.annualReturnPct }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: SWP_DEFAULTS.years }),
  ],
  compute: ({ investment, withdrawal, rate, years: period }) => {
    const result = calculateSwp({ investment, monthlyWithdrawal: withdrawal, annualReturnPct: rate, years: period });
    return {
      headlines: [
        { key: 'finalValue', label: 'Final value', value: result.finalValue, format: 'rupees', primary: true },
        { key: 'totalWithdrawal', label: 'Total withdrawn', value: result.totalWithdrawal, format: 'rupees' },
        { key: 'totalInvestment', label: 'Total investment', value: result.totalInvestment, format: 'rupees' },
        { key: 'lasts', label: 'The money', value: lastsText(result, period), format: 'text' },
      ],
      donut: investedVsReturns(result.totalWithdrawal, result.finalValue, ['Total withdrawn', 'Final value']),
      ...withdrawalViews(result, investment),
      ...(result.depletionMonth !== null
        ? {
            messages: [
              `At this rate the money runs out in month ${result.depletionMonth}; withdraw less or expect it to last a shorter time.`,
            ],
          }
        : {}),
    };
  },
  formula:
    'Each month: balance = balance × (1 + rₘ) − W\nrₘ = (1 + R)^(1/12) − 1, the monthly rate equal to the yearly return R; W = monthly withdrawal',
  explanation: [
    'The invested amount earns returns every month at the monthly rate that compounds to the expected yearly return, and then the withdrawal is paid out.',
    'If the balance cannot cover a withdrawal, what is left is paid and the plan stops; the page tells you in which month that happens.',
  ],
  example: {
    values: { investment: 500000, withdrawal: 10000, rate: 10, years: 5 },
    text: '₹5,00,000 invested at 10% a year with ₹10,000 withdrawn every month: the first month earns ₹3,987 and ends at ₹4,93,987; after 5 years and ₹6,00,000 withdrawn, {result} is left.',
  },
  notes: [
    'Convention: the effective monthly rate (1 + R)^(1/12) − 1, returns first and then the withdrawal, as advisorkhoj and several SWP calculators do. Groww’s page text instead withdraws first and applies R ÷ 12, which gives ₹42,565 instead of ₹39,643 in the example.',
    'Withdrawals from mutual funds are redemptions and may be taxed as capital gains.',
  ],
  related: ['swp-increasing', 'lumpsum', 'fire', 'nps'],
});
