import { hasControlCharacter, isEmail, LEAD_LIMITS } from '@meridian/shared';

/**
 * Validation of the contact section's form (spec §5). Pure: the form and its tests use it, and
 * firestore.rules enforces the same limits (LEAD_LIMITS, the lead's contract in @meridian/shared)
 * and the same characters: what this accepts, the rules accept.
 */

// Digits with the usual separators and an optional leading '+': "+91 98765 43210", "022-4000 1234".
// Only the characters the rules allow in a phone: digits, spaces, '+', '-', '(' and ')'.
const PHONE_PATTERN = /^\+?[0-9(][0-9 \-()]{5,18}[0-9]$/;

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const EMPTY_CONTACT: ContactFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** The phone number as it is checked and stored: trimmed, each run of spaces (a tab, a no-break space…) one space. */
export function cleanPhone(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * The page a lead was sent from, as it is stored: a path of this site ('/…', never '//host' or
 * '/\host', which a browser would read as another site), on one line, at most LEAD_LIMITS.page
 * characters. leadPage('//evil.example') === '/evil.example'.
 */
export function leadPage(pathname: string): string {
  const oneLine = [...pathname].filter((character) => !hasControlCharacter(character)).join('');
  return `/${oneLine.replace(/^[/\\]+/, '')}`.slice(0, LEAD_LIMITS.page);
}

function required(value: string, label: string, max: number, oneLine: boolean): string | undefined {
  if (value.trim() === '') return `Please enter your ${label}.`;
  if (value.length > max) return `Please keep your ${label} under ${max} characters.`;
  if (oneLine && hasControlCharacter(value.trim())) return `Please remove any tabs or line breaks from your ${label}.`;
  return undefined;
}

/** Field-by-field messages; an empty object means the form can be sent. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const firstName = required(fields.firstName, 'first name', LEAD_LIMITS.name, true);
  const lastName = required(fields.lastName, 'last name', LEAD_LIMITS.name, true);
  const message = required(fields.message, 'message', LEAD_LIMITS.message, false);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (message) errors.message = message;

  const email = fields.email.trim();
  if (email === '') errors.email = 'Please enter your email address.';
  else if (!isEmail(email) || hasControlCharacter(email)) {
    errors.email = 'Please enter a valid email address, like name@example.com.';
  }

  const phone = cleanPhone(fields.phone);
  if (phone.length > LEAD_LIMITS.phone) {
    errors.phone = `Please keep your phone number to ${LEAD_LIMITS.phone} characters or fewer, or leave it blank.`;
  } else if (phone !== '' && !PHONE_PATTERN.test(phone)) {
    errors.phone = 'Please enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.';
  }
  return errors;
}
