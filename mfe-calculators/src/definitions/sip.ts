import { calculateSip, SIP_DEFAULTS } from '../domain/sip';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const sipDefinition = defineCalculator({
  slug: 'sip',
  inputs: [
    money('monthly', 'Monthly investment', { min: 500, max: 1000000, step: 500, default: SIP_DEFAULTS.monthly }),
    percent('rate', 'Expected return (p.a.)', { min: 1, max: 30, step: 0.1, default: SIP_DEFAULTS.annualRatePct }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: SIP_DEFAULTS.years }),
    percent('stepUp', 'Annual step-up', {
      min: 0,
      max: 50,
      step: 1,
      default: 0,
      hint: 'Raise the SIP by this much after every 12 months; 0 keeps it the same.',
    }),
    percent('inflation', 'Inflation, for today’s value', {
      min: 0,
      max: 15,
      step: 0.5,
      default: 0,
      hint: 'Above 0, the total is also shown in today’s money.',
    }),
  ],
  compute: ({ monthly, rate, years: period, stepUp, inflation }) => {
    const result = calculateSip({
      monthly,
      annualRatePct: rate,
      years: period,
      stepUpPct: stepUp,
      inflationPct: inflation,
    });
    return {
      headlines: [
        { key: 'total', label: 'Total value', value: result.total, format: 'rupees', primary: true },
        { key: 'invested', label: 'Invested amount', value: result.invested, format: 'rupees' },
        { key: 'returns', label: 'Est. returns', value: result.returns, format: 'rupees' },
        ...(inflation > 0
          ? [
              {
                key: 'realTotal',
                label: 'Total value in today’s money',
                value: result.realTotal,
                format: 'rupees' as const,
              },
            ]
          : []),
      ],
      donut: investedVsReturns(result.invested, result.returns),
      growth: growthByYear('How your SIP grows', result.series, [
        { label: 'Total value', value: (row) => row.value },
        { label: 'Invested amount', value: (row) => row.invested },
      ]),
      table: {
        caption: 'Value of your SIP at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'invested', label: 'Invested', format: 'rupees' },
          { key: 'returns', label: 'Est. returns', format: 'rupees' },
          { key: 'value', label: 'Total value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: result.series,
      },
    };
  },
  formula: 'FV = P × ((1 + r)ⁿ − 1) ÷ r × (1 + r)\nr = annual return ÷ 1200 (monthly rate), n = years × 12 (months)',
  explanation: [
    'Each instalment P is invested at the start of the month and compounds every month at the monthly rate r, the expected annual return divided by 12. Paying at the start of the month is what makes the last factor (1 + r): every instalment earns one more month of returns.',
    'With a step-up, the instalment rises by that percentage after every 12 months; each year’s twelve instalments are valued the same way, and the running value keeps compounding.',
    'Est. returns = total value − invested amount. Every figure is kept at full precision and rounded to the rupee only when shown.',
  ],
  example: {
    values: { monthly: 1000, rate: 12, years: 1, stepUp: 0, inflation: 0 },
    text: '₹1,000 a month for 12 months at 12% a year: r = 12 ÷ 1200 = 0.01 and n = 12, so FV = 1,000 × (1.01¹² − 1) ÷ 0.01 × 1.01 = {result}, on ₹12,000 invested. At the defaults, ₹5,000 a month for 10 years at 12% grows to ₹11,61,695.',
  },
  notes: [
    'Instalments are paid at the start of each month (an annuity-due), as Groww and most Indian calculators assume. Paying at the end of the month would give ₹11,50,193 instead of ₹11,61,695 at the defaults.',
    'The same SIP engine runs the Goal SIP, NPS, Lumpsum + SIP and Impact of 1% calculators, so their numbers agree.',
  ],
  related: ['goal-sip', 'lumpsum-sip', 'impact-of-1-percent', 'lumpsum', 'swp'],
});
