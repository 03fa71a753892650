import { brand, shown } from '@meridian/shared';

/**
 * What the account pages say to someone under 18 (DPDP Rules 2025: the firm stores nothing about
 * a child): one place for compliance to change the wording. The contact is the data protection
 * contact of the brand module (shared/src/config/brand.ts) and the firm's telephone.
 */
export const UNDER_18 = {
  heading: 'We can’t open an account for you yet',
  reason:
    'You need to be 18 or over to have an account with us. The law in India treats anyone under 18 as a child, and we do not keep personal data about children, so we have not created an account and have not kept anything you typed.',
  /** Added after a Google sign-in, whose sign-in account had already been made. */
  googleRemoved: 'We have also removed the sign-in that your Google account had just made with us.',
  guardian:
    'If you are a parent or guardian and would like to talk to us about planning for a child’s future, please get in touch:',
  thanks: 'Thank you for your interest. We look forward to hearing from you when you turn 18.',
} as const;

/** How a parent or guardian reaches the firm, from the brand module. */
export const GUARDIAN_CONTACT = {
  email: shown(brand.dataProtection.email),
  emailHref: `mailto:${brand.dataProtection.email.value}`,
  phone: brand.phone.display,
  phoneHref: brand.phone.href,
  hours: brand.hours,
} as const;

/** The hint beside the date-of-birth field (sign-up, and a first Google sign-in). */
export const DATE_OF_BIRTH_HINT =
  'We ask because you must be 18 or over to have an account. It also helps us tailor retirement and goal planning to your age.';
