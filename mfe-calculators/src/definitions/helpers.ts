import { GOVERNMENT_RATES, rateHintText, type GovernmentScheme } from '../domain/rates';
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

/**
 * A percent input's default and hint from a government scheme's rate, e.g.
 * percent('rate', 'Interest rate (p.a.)', { min: 1, max: 15, step: 0.05, ...governmentRate('ppf') }):
 * the shipped rate, which the page swaps for the current one once it has read it (see
 * framework/government-rates.ts) unless the visitor has set the rate.
 */
export function governmentRate(scheme: GovernmentScheme): {
  default: number;
  hint: string;
  governmentRate: GovernmentScheme;
} {
  return { default: GOVERNMENT_RATES[scheme].ratePct, hint: rateHintText(scheme), governmentRate: scheme };
}

/**
 * The note stating a rate's source. The rate pre-filled is the one under the rate field, which
 * may be newer (kept current by the firm's administrators); the note names the published one.
 */
export function rateSource(scheme: GovernmentScheme, name: string): string {
  const rate = GOVERNMENT_RATES[scheme];
  return `${name} rate: the current rate and its date are shown under the rate field. This page was published with ${rate.ratePct}% a year as of ${rate.asOf}, for ${rate.period}. Source: ${rate.source}.`;
}

/** '1 year' / '5 years'. */
export function yearsText(count: number): string {
  return `${count} ${count === 1 ? 'year' : 'years'}`;
}
