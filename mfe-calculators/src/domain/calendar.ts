/**
 * Calendar dates without clocks or time zones: a date is its ISO text, 'YYYY-MM-DD', and every
 * computation is integer arithmetic on the proleptic Gregorian calendar (no Date object), so the
 * same inputs give the same answer on any machine, in any time zone, on the server and in the
 * browser. Used by the capital-gains holding period and by XIRR's day counts.
 */
import { MONTH_NAMES, SHORT_MONTH_NAMES } from '@meridian/shared';

/**
 * A calendar date as ISO text, e.g. '2024-02-29'.
 * @example const bought: IsoDate = '2024-02-29';
 */
export type IsoDate = string;

/**
 * A date split into its parts (month 1–12).
 * @example { year: 2024, month: 2, day: 29 }
 */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Earliest year a date may have (anything earlier is a typo).
 * @example civilDate(MIN_YEAR - 1, 1, 1) // undefined
 */
export const MIN_YEAR = 1900;

/**
 * Latest year a date may have.
 * @example civilDate(MAX_YEAR + 1, 1, 1) // undefined
 */
export const MAX_YEAR = 2200;

/**
 * Whether a year is a leap year in the Gregorian calendar.
 * @example isLeapYear(2024) // true; isLeapYear(1900) // false; isLeapYear(2000) // true
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month (month 1–12).
 * @example daysInMonth(2025, 2) // 28; daysInMonth(2024, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads an ISO date, or undefined when the text is not one or names a day that does not exist.
 * @example parseIsoDate('2024-02-29') // { year: 2024, month: 2, day: 29 }; parseIsoDate('2025-02-29') // undefined
 */
export function parseIsoDate(text: string): CivilDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  return civilDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A date from its parts, or undefined when no such day exists (or the year is out of range).
 * @example civilDate(2025, 4, 31) // undefined; civilDate(2025, 4, 30) // { year: 2025, month: 4, day: 30 }
 */
export function civilDate(year: number, month: number, day: number): CivilDate | undefined {
  if (![year, month, day].every(Number.isInteger)) return undefined;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/**
 * Whether a text is an ISO date of a day that exists.
 * @example isIsoDate('2024-02-29') // true; isIsoDate('29/02/2024') // false
 */
export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The ISO text of a date.
 * @example toIsoDate({ year: 2025, month: 1, day: 5 }) // '2025-01-05'
 */
export function toIsoDate(date: CivilDate): IsoDate {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function parsed(date: IsoDate): CivilDate {
  const value = parseIsoDate(date);
  if (!value) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return value;
}

/**
 * Days since 1970-01-01 (negative before), by Howard Hinnant's days-from-civil algorithm.
 * Throws a RangeError for text that is not a real date.
 * @example dayNumber('1970-01-02') // 1; dayNumber('2025-01-01') // 20089
 */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = parsed(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/**
 * Days from one date to another (negative when `to` is earlier).
 * @example daysBetween('2025-01-01', '2026-01-01') // 365; daysBetween('2024-01-01', '2025-01-01') // 366
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Compares two dates: negative when a is earlier, 0 when equal, positive when later.
 * @example compareDates('2024-07-22', '2024-07-23') // -1
 */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(dayNumber(a) - dayNumber(b));
}

/**
 * The date a number of calendar months later. A day that the target month does not have becomes
 * its last day (a month after 31 January is 28 or 29 February; twelve months after 29 February
 * 2024 is 28 February 2025), the way a period "of months" ends under the General Clauses Act.
 * @example addMonths('2024-02-29', 12) // '2025-02-28'; addMonths('2024-02-29', 48) // '2028-02-29'
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`months must be whole, got ${months}`);
  const { year, month, day } = parsed(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return toIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/**
 * The next day.
 * @example nextDay('2025-02-28') // '2025-03-01'; nextDay('2024-12-31') // '2025-01-01'
 */
export function nextDay(date: IsoDate): IsoDate {
  const { year, month, day } = parsed(date);
  if (day < daysInMonth(year, month)) return toIsoDate({ year, month, day: day + 1 });
  return month < 12 ? toIsoDate({ year, month: month + 1, day: 1 }) : toIsoDate({ year: year + 1, month: 1, day: 1 });
}

/**
 * Whole calendar months from one date to a later one, and the days left over: the largest n
 * with addMonths(from, n) ≤ to, then the days from there.
 * @example monthsAndDays('2024-02-29', '2025-03-01') // { months: 12, days: 1 }
 */
export function monthsAndDays(from: IsoDate, to: IsoDate): { months: number; days: number } {
  if (compareDates(to, from) < 0) throw new RangeError(`${to} is before ${from}`);
  const a = parsed(from);
  const b = parsed(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  while (months > 0 && compareDates(addMonths(from, months), to) > 0) months -= 1;
  return { months, days: daysBetween(addMonths(from, months), to) };
}

/**
 * A date as people read it, in English, the same everywhere (no locale).
 * @example formatDate('2024-02-29') // '29 Feb 2024'
 */
export function formatDate(date: IsoDate): string {
  const { year, month, day } = parsed(date);
  return `${day} ${SHORT_MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/** Month numbers by the names a spreadsheet writes: 'jan', 'january', and 'sept'. */
const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map([
  ...SHORT_MONTH_NAMES.map((name, index) => [name.toLowerCase(), index + 1] as const),
  ...MONTH_NAMES.map((name, index) => [name.toLowerCase(), index + 1] as const),
  ['sept', 9] as const,
]);

/**
 * Reads a date as typed or pasted from a spreadsheet: ISO (2025-01-31), day first with /, - or .
 * (31/01/2025, 31-01-2025, 31.1.2025) or with a month name (31 Jan 2025, 31-Jan-2025, 31 January
 * 2025). Day-first is the Indian convention; a month first (01/31/2025) is refused, not guessed.
 * Returns the ISO text, or undefined.
 * @example readDate('31/01/2025') // '2025-01-31'; readDate('1 Jan 2025') // '2025-01-01'; readDate('2025-13-01') // undefined
 */
export function readDate(text: string): IsoDate | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return fromParts(iso[1], iso[2], iso[3]);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (numeric) return fromParts(numeric[3], numeric[2], numeric[1]);
  const named = /^(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})$/.exec(trimmed);
  if (named) {
    const month = MONTH_BY_NAME.get((named[2] ?? '').toLowerCase());
    if (month !== undefined) return fromParts(named[3], String(month), named[1]);
  }
  return undefined;
}

function fromParts(year: string | undefined, month: string | undefined, day: string | undefined): IsoDate | undefined {
  const date = civilDate(Number(year), Number(month), Number(day));
  return date ? toIsoDate(date) : undefined;
}

/**
 * Rule for one date field: its label and the earliest and latest dates it takes.
 * @example { label: 'Sale date', min: '2025-04-01', max: '2027-03-31' }
 */
export interface DateRule {
  label: string;
  min: IsoDate;
  max: IsoDate;
}

/**
 * Validates a date field's text (ISO, as a date input gives it, or typed day first; see readDate):
 * the ISO date, or a message saying what is wrong.
 * @example validateDate('2027-04-01', { label: 'Sale date', min: '2025-04-01', max: '2027-03-31' }) // { ok: false, message: 'Sale date cannot be after 31 Mar 2027.' }
 */
export function validateDate(
  text: string,
  rule: DateRule,
): { ok: true; value: IsoDate } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: `${rule.label} is required.` };
  const value = readDate(text);
  if (value === undefined)
    return { ok: false, message: `${rule.label} must be a real date, for example ${formatDate(rule.max)}.` };
  if (compareDates(value, rule.min) < 0)
    return { ok: false, message: `${rule.label} cannot be before ${formatDate(rule.min)}.` };
  if (compareDates(value, rule.max) > 0)
    return { ok: false, message: `${rule.label} cannot be after ${formatDate(rule.max)}.` };
  return { ok: true, value };
}
