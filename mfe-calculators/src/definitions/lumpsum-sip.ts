import { calculateLumpsumSip, LUMPSUM_SIP_DEFAULTS } from '../domain/lumpsum-sip';
import { defineCalculator, money, percent, years } from '../framework/inputs';
import { growthByYear, investedVsReturns } from './helpers';

export const lumpsumSipDefinition = defineCalculator({
  slug: 'lumpsum-sip',
  inputs: [
    money('lumpsum', 'One-time investment', {
      min: 0,
      max: 100000000,
      step: 1000,
      default: LUMPSUM_SIP_DEFAULTS.lumpsum,
    }),
    money('monthly', 'Monthly SIP', { min: 0, max: 1000000, step: 500, default: LUMPSUM_SIP_DEFAULTS.monthly }),
    percent('rate', 'Expected return (p.a.)', {
      min: 1,
      max: 30,
      step: 0.1,
      default: LUMPSUM_SIP_DEFAULTS.annualRatePct,
    }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: LUMPSUM_SIP_DEFAULTS.years }),
    percent('stepUp', 'Annual SIP step-up', {
      min: 0,
      max: 50,
      step: 1,
      default: 0,
      hint: 'Raise the SIP by this much after every 12 months.',
    }),
  ],
  compute: ({ lumpsum, monthly, rate, years: period, stepUp }) => {
    const result = calculateLumpsumSip({ lumpsum, monthly, annualRatePct: rate, years: period, stepUpPct: stepUp });
    return {
      headlines: [
        { key: 'total', label: 'Total value', value: result.total, format: 'rupees', primary: true },
        { key: 'invested', label: 'Invested amount', value: result.invested, format: 'rupees' },
        { key: 'returns', label: 'Est. returns', value: result.returns, format: 'rupees' },
        {
          key: 'lumpsumValue',
          label: 'One-time investment grows to',
          value: result.lumpsumPart.total,
          format: 'rupees',
        },
        { key: 'sipValue', label: 'SIP grows to', value: result.sipPart.total, format: 'rupees' },
      ],
      donut: investedVsReturns(result.invested, result.returns),
      growth: growthByYear('How each part grows', result.series, [
        { label: 'Total value', value: (row) => row.value },
        { label: 'One-time investment', value: (row) => row.lumpsumValue },
        { label: 'SIP', value: (row) => row.sipValue },
      ]),
      table: {
        caption: 'Value of each part at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'invested', label: 'Invested', format: 'rupees' },
          { key: 'lumpsumValue', label: 'One-time investment', format: 'rupees' },
          { key: 'sipValue', label: 'SIP', format: 'rupees' },
          { key: 'value', label: 'Total value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: result.series,
      },
    };
  },
  formula:
    'Total = L × (1 + R)ᵗ + P × ((1 + r)ⁿ − 1) ÷ r × (1 + r)\nR = annual return ÷ 100, r = annual return ÷ 1200, n = t × 12',
  explanation: [
    'The one-time investment L compounds yearly, exactly as on the Lumpsum calculator; the monthly SIP P is paid at the start of each month and compounds monthly, exactly as on the SIP calculator.',
    'The total is the sum of the two, so it always equals what the two calculators show separately.',
  ],
  example: {
    values: { lumpsum: 100000, monthly: 5000, rate: 12, years: 10, stepUp: 0 },
    text: '₹1,00,000 once plus ₹5,000 a month for 10 years at 12%: the one-time investment grows to ₹3,10,585 and the SIP to ₹11,61,695, {result} in all on ₹7,00,000 invested.',
  },
  notes: [
    'Some sites compound the one-time part monthly ((1 + R/12)¹²ᵗ), which gives ₹14,91,734 instead of ₹14,72,280 for the example; we compound it yearly so the pages agree with each other.',
  ],
  related: ['sip', 'lumpsum', 'goal-sip', 'impact-of-1-percent'],
});
