import { isEmail, LEAD_LIMITS } from '@meridian/shared';

/**
 * Validation of the contact section's form (spec §5). Pure: the form and its tests use it, and
 * firestore.rules enforces the same limits (LEAD_LIMITS, the lead's contract in @meridian/shared).
 */

// Digits with the usual separators and an optional leading '+': "+91 98765 43210", "022-4000 1234".
const PHONE_PATTERN = /^\+?[0-9(][0-9\s\-()]{5,18}[0-9]$/;

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const EMPTY_CONTACT: ContactFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

function required(value: string, label: string, max: number): string | undefined {
  if (value.trim() === '') return `Please enter your ${label}.`;
  if (value.length > max) return `Please keep your ${label} under ${max} characters.`;
  return undefined;
}

/** Field-by-field messages; an empty object means the form can be sent. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const firstName = required(fields.firstName, 'first name', LEAD_LIMITS.name);
  const lastName = required(fields.lastName, 'last name', LEAD_LIMITS.name);
  const message = required(fields.message, 'message', LEAD_LIMITS.message);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (message) errors.message = message;

  const email = fields.email.trim();
  if (email === '') errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address, like name@example.com.';

  const phone = fields.phone.trim();
  if (phone !== '' && !PHONE_PATTERN.test(phone)) {
    errors.phone = 'Please enter a valid phone number (digits, spaces, + or -), or leave it blank.';
  }
  return errors;
}
