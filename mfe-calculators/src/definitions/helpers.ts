import { GOVERNMENT_RATES } from '../domain/rates';
import type { DonutData, GrowthData } from '../framework/types';

/** Invested vs returns, the split most calculators show as a donut. */
export function investedVsReturns(
  invested: number,
  returns: number,
  labels = ['Invested amount', 'Est. returns'],
): DonutData {
  return {
    title: 'How your total splits',
    parts: [
      { label: labels[0] ?? 'Invested amount', value: invested },
      { label: labels[1] ?? 'Est. returns', value: returns },
    ],
  };
}

/** A growth chart over years from rows that each carry a year. */
export function growthByYear<Row extends { year: number }>(
  title: string,
  rows: readonly Row[],
  series: readonly { label: string; value: (row: Row) => number }[],
): GrowthData {
  return {
    title,
    xLabel: 'Year',
    x: rows.map((row) => row.year),
    series: series.map((line) => ({ label: line.label, values: rows.map(line.value) })),
  };
}

/** Collects cross-field messages: rules whose condition is true give a message for their field. */
export function crossErrors(
  rules: readonly (readonly [broken: boolean, key: string, message: string])[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [broken, key, message] of rules) if (broken && errors[key] === undefined) errors[key] = message;
  return errors;
}

/** The hint under a pre-filled government rate: '7.1% as of 1 October 2025 (Q3 FY 2025-26 …). You may change it to see another rate.' */
export function rateHint(scheme: keyof typeof GOVERNMENT_RATES): string {
  const rate = GOVERNMENT_RATES[scheme];
  return `Current rate ${rate.ratePct}% as of ${rate.asOf} (${rate.period}). The government revises it; change it to see another rate.`;
}

/** The note stating a rate's source. */
export function rateSource(scheme: keyof typeof GOVERNMENT_RATES, name: string): string {
  const rate = GOVERNMENT_RATES[scheme];
  return `${name} rate: ${rate.ratePct}% a year as of ${rate.asOf}, for ${rate.period}. Source: ${rate.source}.`;
}

/** '1 year' / '5 years'. */
export function yearsText(count: number): string {
  return `${count} ${count === 1 ? 'year' : 'years'}`;
}
