/**
 * The order a year-wise table shows its columns in. The first column names the row (the year, the
 * age, the goal) and the key column holds the figure the table is about (the total value, the
 * closing balance): it comes right after the first, so on a phone, where the first column stays put
 * and the rest scroll sideways, the figure that matters is in view without scrolling.
 */

/**
 * The columns with the key column moved to second place; the others keep their order. A key that
 * is the first column, or no column's, leaves the order as it is.
 * @example keyColumnSecond([{ key: 'year' }, { key: 'invested' }, { key: 'value' }], 'value')
 *   // → year, value, invested
 */
export function keyColumnSecond<C extends { readonly key: string }>(columns: readonly C[], key: string): C[] {
  const index = columns.findIndex((column) => column.key === key);
  const keyColumn = columns[index];
  if (index <= 0 || keyColumn === undefined) return [...columns];
  return [columns[0] as C, keyColumn, ...columns.slice(1, index), ...columns.slice(index + 1)];
}
