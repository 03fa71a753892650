import { calculateCagr, CAGR_DEFAULTS } from '../domain/cagr';
import { lumpsumFutureValue } from '../domain/lumpsum';
import { defineCalculator, money, years } from '../framework/inputs';
import { investedVsReturns } from './helpers';

export const cagrDefinition = defineCalculator({
  slug: 'cagr',
  inputs: [
    money('initial', 'Initial value', { min: 100, max: 1000000000, step: 100, default: CAGR_DEFAULTS.initial }),
    money('final', 'Final value', { min: 0, max: 10000000000, step: 1000, default: CAGR_DEFAULTS.final }),
    years('years', 'Duration of investment', {
      min: 0.5,
      max: 50,
      step: 0.5,
      default: CAGR_DEFAULTS.years,
      integer: false,
      hint: 'Part years are allowed, e.g. 3.5.',
    }),
  ],
  compute: ({ initial, final, years: period }) => {
    const result = calculateCagr({ initial, final, years: period });
    const points = Array.from({ length: Math.floor(period) + 1 }, (_, year) => year);
    if (points[points.length - 1] !== period) points.push(period);
    const path = points.map((year) => ({ year, value: lumpsumFutureValue(initial, result.cagrPct, year) }));
    return {
      headlines: [
        { key: 'cagr', label: 'CAGR', value: result.cagrPct, format: 'percent', primary: true },
        { key: 'absoluteReturn', label: 'Absolute return', value: result.absoluteReturnPct, format: 'percent' },
        { key: 'multiple', label: 'Growth multiple', value: result.multiple, format: 'multiple' },
        { key: 'gain', label: final >= initial ? 'Gain' : 'Loss', value: Math.abs(final - initial), format: 'rupees' },
      ],
      ...(final >= initial ? { donut: investedVsReturns(initial, final - initial, ['Initial value', 'Gain']) } : {}),
      growth: {
        title: 'The steady path at this CAGR',
        xLabel: 'Year',
        x: path.map((point) => point.year),
        series: [{ label: 'Value at a steady CAGR', values: path.map((point) => point.value) }],
      },
      table: {
        caption: 'Value each year if it had grown at a steady CAGR',
        columns: [
          { key: 'year', label: 'Year', format: 'text' },
          { key: 'value', label: 'Value', format: 'rupees' },
        ],
        keyColumn: 'value',
        rows: path.map((point) => ({ year: String(point.year), value: point.value })),
      },
    };
  },
  formula: 'CAGR = (FV ÷ PV)^(1 ÷ n) − 1\nPV = initial value, FV = final value, n = years',
  explanation: [
    'CAGR is the one steady yearly rate that would take the initial value to the final value in the same time. Real investments go up and down on the way; CAGR smooths that out, which makes investments of different lengths comparable.',
    'Absolute return is the total change, (FV − PV) ÷ PV, without regard to time.',
  ],
  example: {
    values: { initial: 100000, final: 200000, years: 6 },
    text: '₹1,00,000 that became ₹2,00,000 in 6 years: CAGR = (2,00,000 ÷ 1,00,000)^(1 ÷ 6) − 1 = {result} a year, while the absolute return is 100%.',
  },
  notes: ['CAGR is shown to 2 decimal places.'],
  related: ['lumpsum', 'impact-of-1-percent', 'inflation'],
});
