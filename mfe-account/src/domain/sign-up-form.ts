import { checkPassword, isEmail } from '@meridian/shared';
import { validateNameAndBirthday } from './profile-form';

export interface SignUpFields {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** '' when not given. */
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
 * list is still loading, and then the form waits rather than guess.
 */
export function validateSignUp(
  fields: SignUpFields,
  { today, commonPasswords }: { today: string; commonPasswords: ReadonlySet<string> | null },
): SignUpErrors {
  const errors: SignUpErrors = validateNameAndBirthday(fields, today);
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
