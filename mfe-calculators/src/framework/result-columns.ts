/**
 * How many columns a grid of result cards uses for its count, so that no card is left alone on
 * a row: 1 → 1, 2 → 2, 3 → 3, 4 → 2 (two rows of two), 5 → 3 (three, then two), 6 → 3, 7 → 4…
 * At most four columns (13 cards cannot avoid a lone one in four and take three). On narrow
 * screens the cards become the rows of a list instead (see headlines.tsx).
 */
export function resultColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  if (count === 4) return 2;
  return [3, 4, 2].find((columns) => count % columns !== 1) ?? 3;
}
