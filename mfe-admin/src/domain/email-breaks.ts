/**
 * Where a long email address may wrap in a narrow table cell: only after an '@' or a '.', so that
 * it reads "priya.k@ / meridian.example", never one letter a line.
 */

/**
 * The address cut after each '@' and '.'; the pieces joined again give the address back.
 * @example emailBreakParts('priya.k@meridian.example') // ['priya.', 'k@', 'meridian.', 'example']
 */
export function emailBreakParts(email: string): string[] {
  return email.match(/[^@.]+[@.]?|[@.]/g) ?? [];
}
