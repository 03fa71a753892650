/**
 * Which point of a chart is being read: the one nearest the pointer, or the one the arrow keys
 * have moved to. Points are indexed 0 to count − 1, evenly spaced along the plot's width.
 */

/**
 * The index of the point nearest to a position along the plot's width, given as a fraction (0 at
 * the first point, 1 at the last); positions outside the plot give the end nearest them.
 * @example nearestPoint(0.49, 11) // 5
 */
export function nearestPoint(fraction: number, count: number): number {
  if (count <= 1 || !Number.isFinite(fraction)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(fraction * (count - 1))));
}

/**
 * The point a key moves to from the one shown: ← or ↓ the one before, → or ↑ the one after, Home
 * the first, End the last, never past either end; null for any other key.
 * @example pointAfterKey('ArrowRight', 3, 10) // 4
 */
export function pointAfterKey(key: string, from: number, count: number): number | null {
  const next =
    key === 'ArrowLeft' || key === 'ArrowDown'
      ? from - 1
      : key === 'ArrowRight' || key === 'ArrowUp'
        ? from + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  return next === null ? null : Math.min(count - 1, Math.max(0, next));
}
