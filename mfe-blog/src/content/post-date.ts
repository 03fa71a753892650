// How a post's date reads: plain data, with no browser or Vite API (the build reads it in Node).

const displayDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-18' → '18 Nov 2026'. The date is read as a calendar date, the same in every time zone. */
export function formatPostDate(iso: string): string {
  return displayDate.format(new Date(`${iso}T00:00:00Z`));
}
