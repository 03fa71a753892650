import { isEmail } from '@meridian/shared';

/** The newsletter form's one field (spec §5): required, email format. */
export function validateNewsletterEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Please enter your email address.';
  if (!isEmail(email)) return 'Please enter a valid email address, like name@example.com.';
  return undefined;
}
