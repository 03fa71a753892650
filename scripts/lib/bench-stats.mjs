// Small statistics for the bench. Medians, because one slow run on a shared machine (another
// engineer's test run starting, say) should not move the figure; the runs themselves stay in the
// report for anyone who wants the spread.

/** The median of the numbers given, ignoring nulls; null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The largest of the numbers given, ignoring nulls; null when there are none. */
export function max(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  return numbers.length ? Math.max(...numbers) : null;
}

/** a ÷ b to two decimals, or null when either is missing or b is 0. */
export function ratio(a, b) {
  if (typeof a !== 'number' || typeof b !== 'number' || b === 0) return null;
  return Math.round((a / b) * 100) / 100;
}

/** Rounds to `digits` decimals, keeping null. */
export function round(value, digits = 0) {
  if (typeof value !== 'number') return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The median of each metric over the samples that succeeded. */
export function medians(samples, metrics) {
  return Object.fromEntries(metrics.map((metric) => [metric, median(samples.map((sample) => sample[metric]))]));
}
