import { calculateNps, NPS_DEFAULTS, NPS_EXIT_AGE, NPS_MIN_ANNUITY_PCT } from '../domain/nps';
import { calculateSip } from '../domain/sip';
import { age, defineCalculator, money, percent } from '../framework/inputs';
import { investedVsReturns } from './helpers';

export const npsDefinition = defineCalculator({
  slug: 'nps',
  inputs: [
    money('monthly', 'Monthly contribution', { min: 500, max: 1000000, step: 500, default: NPS_DEFAULTS.monthly }),
    age('age', 'Your age', { min: 18, max: 59, step: 1, default: NPS_DEFAULTS.currentAge }),
    percent('rate', 'Expected return (p.a.)', { min: 1, max: 20, step: 0.1, default: NPS_DEFAULTS.annualReturnPct }),
    percent('annuity', 'Share of corpus for the annuity', {
      min: NPS_MIN_ANNUITY_PCT,
      max: 100,
      step: 5,
      default: NPS_DEFAULTS.annuityPct,
      hint: `At least ${NPS_MIN_ANNUITY_PCT}% must buy an annuity; the rest can be taken as a lump sum.`,
    }),
    percent('annuityRate', 'Expected annuity rate (p.a.)', {
      min: 1,
      max: 12,
      step: 0.1,
      default: NPS_DEFAULTS.annuityRatePct,
    }),
  ],
  compute: ({ monthly, age: current, rate, annuity, annuityRate }) => {
    const result = calculateNps({
      monthly,
      currentAge: current,
      annualReturnPct: rate,
      annuityPct: annuity,
      annuityRatePct: annuityRate,
    });
    const path = calculateSip({ monthly, annualRatePct: rate, years: NPS_EXIT_AGE - current });
    return {
      headlines: [
        {
          key: 'corpus',
          label: `Total corpus at ${NPS_EXIT_AGE}`,
          value: result.corpus,
          format: 'rupees',
          primary: true,
        },
        { key: 'monthlyPension', label: 'Monthly pension', value: result.monthlyPension, format: 'rupees' },
        { key: 'lumpSum', label: 'Lump sum you can take', value: result.lumpSum, format: 'rupees' },
        { key: 'annuityCorpus', label: 'Goes to the annuity', value: result.annuityCorpus, format: 'rupees' },
        { key: 'invested', label: 'Total contributed', value: result.invested, format: 'rupees' },
      ],
      donut: investedVsReturns(result.invested, result.returns, ['Total contributed', 'Est. returns']),
      growth: {
        title: `Your NPS corpus until ${NPS_EXIT_AGE}`,
        xLabel: 'Age',
        x: path.series.map((row) => current + row.year),
        series: [
          { label: 'Corpus', values: path.series.map((row) => row.value) },
          { label: 'Contributed', values: path.series.map((row) => row.invested) },
        ],
      },
      table: {
        caption: 'Corpus at the end of each year',
        columns: [
          { key: 'age', label: 'Age', format: 'integer' },
          { key: 'invested', label: 'Contributed', format: 'rupees' },
          { key: 'value', label: 'Corpus', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: path.series.map((row) => ({ ...row, age: current + row.year })),
      },
    };
  },
  formula: `Corpus = P × ((1 + r)ⁿ − 1) ÷ r × (1 + r), n = (${NPS_EXIT_AGE} − age) × 12\nPension a month = corpus × annuity share × annuity rate ÷ 12`,
  explanation: [
    `Monthly contributions until ${NPS_EXIT_AGE} build the corpus exactly as a SIP does (paid at the start of each month, r = annual return ÷ 1200).`,
    `At ${NPS_EXIT_AGE}, at least ${NPS_MIN_ANNUITY_PCT}% of the corpus buys an annuity that pays a monthly pension; the rest can be taken as a tax-free lump sum.`,
  ],
  example: {
    values: { monthly: 5000, age: 30, rate: 10, annuity: 40, annuityRate: 6 },
    text: '₹5,000 a month from 30 to 60 at 10%: the corpus is {result}; 40% of it (₹45,58,651) at a 6% annuity rate pays ₹22,793 a month, and ₹68,37,976 can be taken as a lump sum.',
  },
  notes: [
    'Returns on NPS are market-linked and vary with the asset mix you choose; the pension depends on annuity rates at the time you buy.',
  ],
  related: ['epf', 'ppf', 'sip', 'fire'],
});
