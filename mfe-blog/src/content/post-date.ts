// How a post's date reads: plain data, with no browser or Vite API (the build reads it in Node,
// so it takes shared's dates door by its file: Node cannot load a package's TypeScript).
import { formatDay } from '../../../shared/src/format/dates';

/** '2026-11-18' → '18 Nov 2026'. The date is read as a calendar date, the same in every time zone. */
export function formatPostDate(iso: string): string {
  return formatDay(Date.parse(`${iso}T00:00:00Z`), 'utc');
}
