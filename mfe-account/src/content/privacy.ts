/**
 * The Privacy tab's words (issue 19): what each consent is for, and what withdrawing it does. A
 * compliance officer edits them here; the notices themselves are in '@meridian/shared/privacy'.
 */
import type { ConsentPurpose } from '@meridian/shared';

export const PURPOSE_TEXT: Record<ConsentPurpose, { label: string; what: string; withdrawing: string }> = {
  account: {
    label: 'Your account',
    what: 'Keeping your account: your name, email address, date of birth and sign-ins.',
    withdrawing:
      'We cannot keep an account without it: withdrawing it means deleting your account, below. The records the law asks us to keep are listed there.',
  },
  'saved-calculations': {
    label: 'Saved calculations',
    what: 'Keeping the calculations you choose to save.',
    withdrawing:
      'Nothing more can be saved to your account; the calculations already saved stay until you delete them.',
  },
  'service-emails': {
    label: 'Email updates',
    what: 'Sending you email updates (the email notifications of your profile).',
    withdrawing: 'Email notifications are turned off, and cannot be turned on again until you give this consent again.',
  },
};

export const PRIVACY_TAB_TEXT = {
  intro:
    'Each consent you gave us, when, and on which version of our privacy notice. Withdrawing one takes one step and is recorded with its time; we then stop using your data for it.',
  withdrawn: (when: string) => `Withdrawn on ${when}.`,
  given: (when: string, version: string) => `Given on ${when}, privacy notice version ${version}.`,
  never: 'Not given.',
} as const;
