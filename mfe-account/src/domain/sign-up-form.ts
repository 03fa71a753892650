import { checkPassword, isEmail } from '@meridian/shared';
import { parseDateOfBirth } from '@meridian/shared/age';
import { validateNameAndBirthday } from './profile-form';

export interface SignUpFields {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** 'YYYY-MM-DD' as the date field gives it ('' until given): required, of someone 18 or over. */
  dateOfBirth: string;
  /** The privacy notice accepted. */
  consent: boolean;
}

export const EMPTY_SIGN_UP: SignUpFields = {
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  consent: false,
};

export type SignUpErrors = Partial<Record<keyof SignUpFields, string>>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The messages under the sign-up form's fields; an empty object means it may be sent. The
 * password follows the site's one policy (checkPassword); `commonPasswords` is null while the
 * list is still loading, and then the form waits rather than guess. The date of birth is
 * required, a real past date not more than 120 years back, on India's calendar at `now`
 * (parseDateOfBirth); whether it is an adult's is minorSignUp's question.
 */
export function validateSignUp(
  fields: SignUpFields,
  { now, commonPasswords }: { now: Date | number; commonPasswords: ReadonlySet<string> | null },
): SignUpErrors {
  const errors: SignUpErrors = validateNameAndBirthday({ displayName: fields.displayName, dateOfBirth: '' }, '');
  const birth = parseDateOfBirth(fields.dateOfBirth, now);
  if (!birth.ok) errors.dateOfBirth = birth.message;
  const email = fields.email.trim();
  if (email === '') errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = 'Please enter an email address like name@example.com.';
  const password = checkPassword(fields.password, { email, commonPasswords });
  if (fields.password === '') errors.password = 'Please choose a password.';
  else if (password.problem) errors.password = password.problem;
  else if (!password.ok) errors.password = 'Checking your password against the list of common passwords…';
  if (fields.confirmPassword === '') errors.confirmPassword = 'Please type your password again.';
  else if (fields.confirmPassword !== fields.password) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  if (!fields.consent) errors.consent = 'Please confirm that you have read the privacy notice.';
  return errors;
}

/**
 * Whether the date of birth given is a real one of someone under 18 on India's date at `now`:
 * then no account is made and nothing is sent, whatever the other fields say (checked before
 * the rest of the form, and before any call to Firebase).
 */
export function minorSignUp(fields: Pick<SignUpFields, 'dateOfBirth'>, now: Date | number): boolean {
  const birth = parseDateOfBirth(fields.dateOfBirth, now);
  return birth.ok && !birth.adult;
}
