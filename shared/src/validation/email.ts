import { LEAD_LIMITS } from '../contracts/documents';

// One '@', something before it, a dot in the domain, no spaces: what a person means by "an email".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** isEmail('asha@example.in') === true; isEmail('asha@example') === false. */
export function isEmail(value: string): boolean {
  return value.length <= LEAD_LIMITS.email && EMAIL_PATTERN.test(value);
}
