/**
 * The months' names in English, January first: the one list every page, table, feed and chart
 * label takes its words for a month from.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

/**
 * The months' short names, January first: each name's first three letters, as RSS dates and
 * short labels write them ('Sep', never 'Sept'). Dates on the pages write en-IN's own, 'Sept'
 * (shared/src/format/dates.ts).
 * @example SHORT_MONTH_NAMES[8] // 'Sep'
 */
export const SHORT_MONTH_NAMES: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));
