import { calculateFd, FD_DEFAULTS, FD_SIMPLE_INTEREST_BELOW_YEARS, SENIOR_CITIZEN_EXTRA_PCT } from '../domain/fd';
import { choice, defineCalculator, money, percent, toggle, years } from '../framework/inputs';
import { FREQUENCY_OPTIONS } from './compounding';
import { growthByYear, investedVsReturns } from './helpers';

export const fdDefinition = defineCalculator({
  slug: 'fd',
  inputs: [
    money('amount', 'Deposit amount', { min: 1000, max: 100000000, step: 1000, default: FD_DEFAULTS.principal }),
    percent('rate', 'Interest rate (p.a.)', { min: 1, max: 15, step: 0.05, default: FD_DEFAULTS.annualRatePct }),
    years('years', 'Tenure', {
      min: 0.25,
      max: 10,
      step: 0.25,
      default: FD_DEFAULTS.years,
      integer: false,
      hint: 'In years; 1.5 is a year and six months.',
    }),
    choice(
      'frequency',
      'Compounding',
      FREQUENCY_OPTIONS,
      'quarterly',
      'Most banks, including SBI, compound quarterly.',
    ),
    toggle('senior', `Senior citizen (+${SENIOR_CITIZEN_EXTRA_PCT}%)`, FD_DEFAULTS.seniorCitizen),
  ],
  compute: ({ amount, rate, years: period, frequency, senior }) => {
    const result = calculateFd({
      principal: amount,
      annualRatePct: rate,
      years: period,
      frequency,
      seniorCitizen: senior,
    });
    return {
      headlines: [
        { key: 'maturity', label: 'Maturity value', value: result.maturity, format: 'rupees', primary: true },
        { key: 'invested', label: 'Deposit amount', value: result.invested, format: 'rupees' },
        { key: 'interest', label: 'Interest earned', value: result.interest, format: 'rupees' },
        {
          key: 'effectiveYield',
          label: `Effective yield at ${result.ratePct}%`,
          value: result.effectiveYieldPct,
          format: 'percent',
        },
      ],
      donut: investedVsReturns(result.invested, result.interest, ['Deposit amount', 'Interest earned']),
      growth: growthByYear('How the deposit grows', result.series, [{ label: 'Value', value: (row) => row.value }]),
      table: {
        caption: 'Interest and value at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'interestThisYear', label: 'Interest this year', format: 'rupees' },
          { key: 'value', label: 'Value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: result.series,
      },
      ...(result.method === 'simple'
        ? { messages: ['Deposits shorter than six months earn simple interest, as banks pay them.'] }
        : {}),
    };
  },
  formula:
    'M = P × (1 + r ÷ 400)⁴ᵗ (quarterly)\nP = deposit, r = annual rate in %, t = years; other frequencies use r ÷ (100 × m) and m × t periods',
  explanation: [
    'A cumulative FD adds the interest to the deposit every quarter, so later interest is earned on earlier interest. The effective yield shows what that is worth as a yearly rate.',
    `Senior citizens usually get ${SENIOR_CITIZEN_EXTRA_PCT}% more; tick the box to add it. Deposits shorter than ${FD_SIMPLE_INTEREST_BELOW_YEARS * 12} months earn simple interest.`,
  ],
  example: {
    values: { amount: 500000, rate: 7, years: 5, frequency: 'quarterly', senior: false },
    text: '₹5,00,000 for 5 years at 7% compounded quarterly: M = 5,00,000 × (1 + 7 ÷ 400)²⁰ = {result}, of which ₹2,07,389 is interest.',
  },
  notes: [
    'Interest is before tax. FD interest is taxed at your slab rate, and banks deduct TDS above the yearly threshold.',
    'Rates differ by bank and tenure; enter your bank’s rate.',
  ],
  related: ['rd', 'compound-interest', 'simple-interest', 'ppf'],
});
