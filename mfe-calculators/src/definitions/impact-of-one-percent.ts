import { calculateImpactOfOnePercent, IMPACT_DEFAULTS } from '../domain/impact-of-one-percent';
import { choice, defineCalculator, money, percent, years } from '../framework/inputs';
import { formatPercent } from '../framework/format';
import { crossErrors, growthByYear } from './helpers';

const rateLabel = (rate: number) => `At ${Number(rate.toFixed(2))}%`;

export const impactDefinition = defineCalculator({
  slug: 'impact-of-1-percent',
  inputs: [
    choice(
      'mode',
      'Investment type',
      [
        { value: 'sip', label: 'Monthly SIP' },
        { value: 'lumpsum', label: 'One-time' },
      ],
      IMPACT_DEFAULTS.mode,
    ),
    money('amount', 'Amount', {
      min: 500,
      max: 100000000,
      step: 500,
      default: IMPACT_DEFAULTS.amount,
      hint: 'The monthly SIP, or the one-time investment.',
    }),
    percent('rate', 'Expected return (p.a.)', { min: 1, max: 30, step: 0.1, default: IMPACT_DEFAULTS.annualRatePct }),
    years('years', 'Time period', { min: 1, max: 40, step: 1, default: IMPACT_DEFAULTS.years }),
    percent('extra', 'Extra return', { min: 0.25, max: 5, step: 0.25, default: IMPACT_DEFAULTS.deltaPct }),
  ],
  validate: ({ rate, extra }) =>
    crossErrors([[rate + extra > 100, 'extra', 'The two rates together must stay under 100%.']]),
  compute: ({ mode, amount, rate, years: period, extra }) => {
    const result = calculateImpactOfOnePercent({ mode, amount, annualRatePct: rate, years: period, deltaPct: extra });
    const base = rateLabel(result.baseRatePct);
    const improved = rateLabel(result.improvedRatePct);
    return {
      headlines: [
        {
          key: 'gap',
          label: `Extra wealth from ${Number(extra.toFixed(2))}% more`,
          value: result.gap,
          format: 'rupees',
          primary: true,
        },
        { key: 'base', label: `Value ${base.toLowerCase()}`, value: result.base, format: 'rupees' },
        { key: 'improved', label: `Value ${improved.toLowerCase()}`, value: result.improved, format: 'rupees' },
        { key: 'gapPct', label: 'Difference', value: result.gapPct, format: 'percent' },
        { key: 'invested', label: 'Invested amount', value: result.invested, format: 'rupees' },
      ],
      growth: growthByYear('The gap widens every year', result.series, [
        { label: improved, value: (row) => row.improved },
        { label: base, value: (row) => row.base },
      ]),
      table: {
        caption: 'Value at both rates at the end of each year',
        columns: [
          { key: 'year', label: 'Year', format: 'integer' },
          { key: 'invested', label: 'Invested', format: 'rupees' },
          { key: 'base', label: base, format: 'rupees' },
          { key: 'improved', label: improved, format: 'rupees' },
          { key: 'gap', label: 'Difference', format: 'rupees' },
        ],
        keyColumn: 'gap',
        rows: result.series,
      },
      messages: [
        `One percentage point is about what separates a fund’s regular plan from its direct plan, or a costly fund from a cheap one. Over ${period} years it makes the final value ${formatPercent(result.gapPct)} larger.`,
      ],
    };
  },
  formula:
    'Gap = FV(R + 1%) − FV(R)\nFV of a SIP as on the SIP calculator; FV of a one-time investment as on the Lumpsum calculator',
  explanation: [
    'The same plan is valued twice: at the expected return and at one percentage point more (you can change the step). Because returns compound, the gap grows faster every year.',
    'A fund’s expense ratio comes straight off its return, so this is also what a 1% cheaper fund could add over the same period.',
  ],
  example: {
    values: { mode: 'sip', amount: 10000, rate: 12, years: 20, extra: 1 },
    text: '₹10,000 a month for 20 years: at 12% it grows to ₹99,91,479 and at 13% to ₹1,14,55,191 — {result} more from one extra percentage point.',
  },
  related: ['sip', 'lumpsum', 'cagr', 'compounding'],
});
