import { hasControlCharacter, PROFILE_LIMITS } from '@meridian/shared';
import { isAdult } from '@meridian/shared/age';

/**
 * A person's name as stored: spaces trimmed and runs of spaces made one, at most 100 characters
 * (a name from Google may be longer: it is cut, not refused).
 */
export function tidyDisplayName(name: string): string {
  return [...name.replace(/\s+/g, ' ').trim()].slice(0, PROFILE_LIMITS.displayName).join('');
}

/** Today's date as 'YYYY-MM-DD' in the person's own time zone. */
export function localToday(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whether 'YYYY-MM-DD' is a real calendar date from 1900 up to (not including) `today`. */
export function isPastDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value < today;
}

export interface NameAndBirthday {
  displayName: string;
  /** '' when not given. */
  dateOfBirth: string;
}

export type NameAndBirthdayErrors = Partial<Record<keyof NameAndBirthday, string>>;

/** What the profile says of a date of birth under 18 (the rules refuse it too). */
export const UNDER_18_DATE = 'That date of birth is of someone under 18: an account is only for people 18 or over.';

/**
 * The messages under the name and date-of-birth fields (sign-up and profile use the same). Given
 * `now`, a real date of birth of someone under 18 on India's date is refused as well.
 */
export function validateNameAndBirthday(
  fields: NameAndBirthday,
  today: string,
  now?: Date | number,
): NameAndBirthdayErrors {
  const errors: NameAndBirthdayErrors = {};
  const name = fields.displayName.trim();
  if (name === '') errors.displayName = 'Please enter your full name.';
  else if ([...name].length > PROFILE_LIMITS.displayName)
    errors.displayName = `Please keep your name to ${PROFILE_LIMITS.displayName} characters.`;
  else if (hasControlCharacter(fields.displayName)) errors.displayName = 'Please write your name on one line.';
  if (fields.dateOfBirth !== '' && !isPastDate(fields.dateOfBirth, today)) {
    errors.dateOfBirth = 'Please enter a real date of birth in the past (or leave it empty).';
  } else if (fields.dateOfBirth !== '' && now !== undefined && !isAdult(fields.dateOfBirth, now)) {
    errors.dateOfBirth = UNDER_18_DATE;
  }
  return errors;
}
