/**
 * The notices for a value in the admin's address that a view can't use (a link typed by hand, or
 * kept from an older release): the view shows its default instead and says so, rather than
 * quietly showing something else than was asked for. Pure.
 */

/** How much of an unusable value a notice repeats. */
const SHOWN = 40;

/**
 * A value from the address as a notice quotes it: at most SHOWN characters.
 * @example quoted('nonsense') // '“nonsense”'
 */
export function quoted(value: string): string {
  const chars = [...value];
  return `“${chars.length > SHOWN ? `${chars.slice(0, SHOWN).join('')}…` : value}”`;
}

/**
 * The notice for a parameter whose value is not one of `known`, or null when it is absent or known.
 * @example unknownValue('pending', ['all', 'new'], 'a lead status', 'every lead is shown') // '“pending” is not a lead status, so every lead is shown.'
 */
export function unknownValue(
  value: string | null,
  known: readonly string[],
  what: string,
  instead: string,
): string | null {
  return value === null || known.includes(value) ? null : `${quoted(value)} is not ${what}, so ${instead}.`;
}
