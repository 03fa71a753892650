/**
 * '@meridian/shared/age': the age check of a date of birth (DPDP Rules 2025: anyone under 18 is
 * a child, and the firm stores nothing about a child). Pure: no React, no Firebase. A door of its
 * own (shared/package.json `exports`), so only the pages that ask for a date of birth bundle it,
 * never the federation-shared chunk every public page downloads.
 *
 * Time zone: a person's age is counted on the calendar date in India (IST, UTC+05:30, no daylight
 * saving) at the moment of the check, whatever the browser's own zone: someone born on 24 November
 * 2008 is 18 from 00:00 IST on 24 November 2026 (18:30 UTC on the 23rd). A date of birth is a
 * calendar date, 'YYYY-MM-DD', with no time and no zone.
 *
 * 29 February: a person born on 29 February turns a year older on 1 March in a year with no 29
 * February (their birthday has not come while it is still 28 February). It follows from comparing
 * (month, day) pairs, and it is what firestore/firestore.rules does, by comparing the date of birth
 * with the string 'YYYY-MM-DD' of the IST date 18 years back (a '2008-02-29' is not <= '2008-02-28').
 */

/** Under this age a person is a child (DPDP Act 2023, s. 2(f)). */
export const ADULT_AGE = 18;
/** A date of birth more than this many years ago is taken for a typing mistake. */
export const MAX_AGE = 120;
/** India's offset from UTC, in minutes (IST has no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

const pad = (value: number, size: number): string => String(value).padStart(size, '0');

/** 'YYYY-MM-DD' of a calendar date (month and day not checked). */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The calendar date in India at an instant (a Date or milliseconds since 1970). */
export function istDateOf(now: Date | number): CalendarDate {
  const shifted = new Date((typeof now === 'number' ? now : now.getTime()) + IST_OFFSET_MINUTES * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Today's date in India as 'YYYY-MM-DD' (e.g. a date field's max). */
export function istToday(now: Date | number): string {
  return formatCalendarDate(istDateOf(now));
}

/** A real calendar date written 'YYYY-MM-DD' (2008-02-30 is not one), or null. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/**
 * The date `years` years before India's date at `now`, as 'YYYY-MM-DD', same month and day (for
 * 29 February the string '…-02-29' even in a year without one, which still compares right). A
 * date of birth on or before it is of someone at least `years` old.
 */
export function istDateYearsBefore(now: Date | number, years: number): string {
  const today = istDateOf(now);
  return formatCalendarDate({ ...today, year: today.year - years });
}

/**
 * Completed years of age on India's calendar date at `now`, of a date of birth 'YYYY-MM-DD'
 * (a real date; see parseDateOfBirth); negative for a date still to come.
 */
export function ageOn(dateOfBirth: string, now: Date | number): number {
  const birth = parseCalendarDate(dateOfBirth);
  if (!birth) throw new RangeError(`Not a date of birth: ${dateOfBirth}`);
  const today = istDateOf(now);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Whether a person born on `dateOfBirth` is 18 or over on India's date at `now`. */
export function isAdult(dateOfBirth: string, now: Date | number): boolean {
  return parseCalendarDate(dateOfBirth) !== null && dateOfBirth <= istDateYearsBefore(now, ADULT_AGE);
}

/** The messages beside a date-of-birth field: one place to change their wording. */
export const DATE_OF_BIRTH_MESSAGES = {
  missing: 'Please enter your date of birth: day, month and year.',
  invalid: 'Please enter a real date, like 15 August 1990.',
  future: 'Your date of birth must be a date in the past.',
  tooOld: `Please check the year: that is more than ${MAX_AGE} years ago.`,
} as const;

export type DateOfBirthProblem = keyof typeof DATE_OF_BIRTH_MESSAGES;

export type DateOfBirthCheck =
  | { ok: true; dateOfBirth: string; age: number; adult: boolean }
  | { ok: false; problem: DateOfBirthProblem; message: string };

/**
 * Reads a date of birth as typed ('YYYY-MM-DD', as a date field gives it): a real calendar date,
 * before India's date today, not more than 120 years before it; then the age and whether the
 * person is an adult. Being under 18 is not a problem with the date: the page says it its own way.
 */
export function parseDateOfBirth(value: string, now: Date | number): DateOfBirthCheck {
  const typed = value.trim();
  const refuse = (problem: DateOfBirthProblem): DateOfBirthCheck => ({
    ok: false,
    problem,
    message: DATE_OF_BIRTH_MESSAGES[problem],
  });
  if (typed === '') return refuse('missing');
  if (!parseCalendarDate(typed)) return refuse('invalid');
  if (typed >= istToday(now)) return refuse('future');
  if (typed < istDateYearsBefore(now, MAX_AGE)) return refuse('tooOld');
  return { ok: true, dateOfBirth: typed, age: ageOn(typed, now), adult: isAdult(typed, now) };
}
