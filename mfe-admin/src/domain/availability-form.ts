/**
 * An adviser's availability as the Clients tab edits it (issue 36, item 2): the name visitors see,
 * up to BOOKING_LIMITS.windowsPerDay windows on each day of the week ('HH:MM' in IST, on the hour
 * or the half hour, as the slots are), and days off. The draft as typed, its checks field by
 * field, the document it saves (advisers/{uid}, less updatedAt) and how many slots it offers.
 * Pure: today and the time now are always passed in.
 */
import { hasControlCharacter } from '@meridian/shared';
import {
  BOOKING_LIMITS,
  freeSlots,
  minutesOf,
  SLOT_MINUTES,
  WEEKDAY_KEYS,
  type AdviserCalendar,
  type AdviserDocument,
  type TimeWindow,
  type Weekday,
  type WeekdayKey,
} from '@meridian/shared/booking';
import { isDate } from './booking-day';

export const WEEKDAY_NAMES: Readonly<Record<WeekdayKey, string>> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};

/** The form as typed: every day present (none may have windows), times and dates as text. */
export interface AvailabilityDraft {
  displayName: string;
  weekly: Record<WeekdayKey, TimeWindow[]>;
  /** 'YYYY-MM-DD' (IST), in the order added. */
  daysOff: string[];
}

/**
 * A field's error: the name, a window's From or To ('1.0.from': Monday's first), a day's windows
 * as a whole ('1'), a listed day off ('daysOff.2'), or the date typed to add one ('dayOff').
 */
export type AvailabilityField =
  'displayName' | 'dayOff' | WeekdayKey | `${WeekdayKey}.${number}.${'from' | 'to'}` | `daysOff.${number}`;
export type AvailabilityErrors = Partial<Record<AvailabilityField, string>>;

/** What Save writes to advisers/{uid}, beside the server's updatedAt. */
export type AvailabilityWrite = Omit<AdviserDocument, 'updatedAt'>;

const dayOf = (key: WeekdayKey): Weekday => Number(key) as Weekday;

/**
 * The form's first draft from the stored availability (null: none yet): the stored name, else the
 * staff member's own; days off that have passed are left out (they offer nothing any more, and
 * the next save drops them), and counted in `dropped`.
 * @example draftOf(null, 'Asha Rao', '2026-12-01').draft.displayName // 'Asha Rao'
 */
export function draftOf(
  stored: { displayName: string | null; calendar: AdviserCalendar } | null,
  profileName: string,
  today: string,
): { draft: AvailabilityDraft; dropped: number } {
  const weekly = Object.fromEntries(
    WEEKDAY_KEYS.map((key) => [key, (stored?.calendar.weekly[dayOf(key)] ?? []).map((window) => ({ ...window }))]),
  ) as Record<WeekdayKey, TimeWindow[]>;
  const storedDays = stored?.calendar.daysOff ?? [];
  const daysOff = [...new Set(storedDays.filter((day) => day >= today))].sort();
  return {
    draft: { displayName: stored?.displayName?.trim() || profileName, weekly, daysOff },
    dropped: storedDays.filter((day) => day < today).length,
  };
}

/**
 * A time's problem, or undefined: empty, not 'HH:MM', or off the hour and half hour.
 * @example checkTime('09:15') // 'Please choose a time on the hour or the half hour.'
 */
export function checkTime(value: string): string | undefined {
  if (value.trim() === '') return 'Please enter a time.';
  const minutes = /^\d{2}:\d{2}$/.test(value) ? minutesOf(value) : null;
  if (minutes === null) return 'Please enter a time as HH:MM on the 24-hour clock, e.g. 09:30.';
  if (minutes % SLOT_MINUTES !== 0) return 'Please choose a time on the hour or the half hour.';
  return undefined;
}

/**
 * A day off's problem before it is added to `daysOff`, or undefined: empty, not a date, before
 * today, already listed, or one more than BOOKING_LIMITS.daysOff.
 * @example checkDayOff('2026-11-30', [], '2026-12-01') // 'This day has passed: choose today or a later day.'
 */
export function checkDayOff(value: string, daysOff: readonly string[], today: string): string | undefined {
  if (value.trim() === '') return 'Please choose a date.';
  if (!isDate(value)) return 'Please enter a date as YYYY-MM-DD.';
  if (value < today) return 'This day has passed: choose today or a later day.';
  if (daysOff.includes(value)) return 'This day is already a day off.';
  if (daysOff.length >= BOOKING_LIMITS.daysOff)
    return `At most ${BOOKING_LIMITS.daysOff} days off can be listed: remove one first.`;
  return undefined;
}

function checkName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return 'Please enter the name visitors see.';
  if (name.length > BOOKING_LIMITS.adviserName)
    return `Please keep the name to ${BOOKING_LIMITS.adviserName} characters or fewer.`;
  if (hasControlCharacter(name)) return 'Please remove any tabs or line breaks from the name.';
  return undefined;
}

/**
 * The draft checked field by field, with `pendingDayOff` (a date typed but not added: saving
 * would silently drop it); when nothing is wrong, the document Save writes (the name trimmed, a
 * weekday only when it has windows, the days off in date order).
 */
export function validateAvailability(
  draft: AvailabilityDraft,
  pendingDayOff: string,
  today: string,
): { ok: true; write: AvailabilityWrite } | { ok: false; errors: AvailabilityErrors } {
  const errors: AvailabilityErrors = {};
  const name = checkName(draft.displayName);
  if (name) errors.displayName = name;
  for (const key of WEEKDAY_KEYS) {
    const windows = draft.weekly[key];
    if (windows.length > BOOKING_LIMITS.windowsPerDay)
      errors[key] =
        `At most ${BOOKING_LIMITS.windowsPerDay} windows a day: remove ${windows.length - BOOKING_LIMITS.windowsPerDay}.`;
    windows.forEach((window, index) => {
      const from = checkTime(window.from);
      const to = checkTime(window.to);
      if (from) errors[`${key}.${index}.from`] = from;
      if (to) errors[`${key}.${index}.to`] = to;
      else if (!from && (minutesOf(window.to) ?? 0) <= (minutesOf(window.from) ?? 0))
        errors[`${key}.${index}.to`] = 'Please choose an end after the start (From).';
    });
  }
  draft.daysOff.forEach((day, index) => {
    const problem = checkDayOff(day, draft.daysOff.slice(0, index), today);
    if (problem) errors[`daysOff.${index}`] = problem;
  });
  if (pendingDayOff.trim() !== '') errors.dayOff = 'Press Add to add this day off, or clear the date.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const weekly: AvailabilityWrite['weekly'] = {};
  for (const key of WEEKDAY_KEYS) {
    const windows = draft.weekly[key];
    if (windows.length > 0) weekly[key] = windows.map(({ from, to }) => ({ from, to }));
  }
  return { ok: true, write: { displayName: draft.displayName.trim(), weekly, daysOff: [...draft.daysOff].sort() } };
}

/** The draft as the slot arithmetic reads a calendar (a window not yet well formed offers nothing). */
export function calendarOfDraft(draft: AvailabilityDraft): AdviserCalendar {
  const weekly: AdviserCalendar['weekly'] = {};
  for (const key of WEEKDAY_KEYS) if (draft.weekly[key].length > 0) weekly[dayOf(key)] = draft.weekly[key];
  return { weekly, daysOff: draft.daysOff };
}

/**
 * How many slots the draft offers visitors at `now`, before any is booked: freeSlots over the
 * booking horizon (working days only; the firm's holidays are not known here).
 */
export function bookableSlots(draft: AvailabilityDraft, now: number): number {
  return freeSlots(calendarOfDraft(draft), [], [], now).length;
}
