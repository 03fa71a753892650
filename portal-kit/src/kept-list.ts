/**
 * '@meridian/portal-kit/kept-list': a list as this device kept it, read back (pure, for the
 * sections' domain modules). An older release may have kept another shape, so every item is read
 * by the list's own reader.
 */

/**
 * The list kept, or null when it is not what this release reads: not a list, longer than the read
 * that filled it could give (`limit`), an item `readItem` does not read, or an item twice (`idOf`,
 * the list's key). The whole list or nothing, never part of it.
 * @example readKeptList([{ id: 'a' }], 50, (item) => item as { id: string }, (item) => item.id) // [{ id: 'a' }]
 */
export function readKeptList<T>(
  kept: unknown,
  limit: number,
  readItem: (item: unknown) => T | null,
  idOf: (item: T) => string,
): T[] | null {
  if (!Array.isArray(kept) || kept.length > limit) return null;
  const items: T[] = [];
  const ids = new Set<string>();
  for (const value of kept) {
    const item = readItem(value);
    if (!item || ids.has(idOf(item))) return null;
    ids.add(idOf(item));
    items.push(item);
  }
  return items;
}
