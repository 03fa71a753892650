// The notice where the site collects signup data: content (see ../notices.ts).
import { type CollectionNotice } from '../notice-parts';

export const SIGNUP_NOTICE: CollectionNotice = {
  point: 'signup',
  title: 'What we do with your account details',
  summary:
    'We use these details to run your account; you can withdraw consent or delete the account in your dashboard at any time.',
  items: [
    {
      data: 'your name, email address and date of birth',
      purpose: 'to run your account and make sure you are 18 or over',
      fields: ['displayName', 'email', 'dateOfBirth', 'uid'],
    },
    {
      data: 'a photo link and the sign-in methods you use (Google, password)',
      purpose: 'to show you signed in and let you sign in',
      fields: ['photoURL', 'signInMethods'],
    },
    {
      data: 'when you signed up and each time you sign in, with your browser (user agent)',
      purpose: 'to keep your account secure',
      fields: [
        'createdAt',
        'lastLoginAt',
        'sessionsValidAfter',
        'status',
        'role',
        'auditId',
        'type',
        'details',
        'timestamp',
        'userAgent',
      ],
    },
    {
      data: 'your preferences (email updates, default calculator)',
      purpose: 'to send email updates only if you want them',
      fields: ['emailNotifications', 'defaultCalculator'],
    },
    {
      data: 'what you agreed to, the version and language of this notice and when, and any withdrawal',
      purpose: 'to show your consent and respect its withdrawal',
      fields: ['userId', 'noticeVersion', 'noticeLanguage', 'purposes', 'withdrawn', 'at'],
    },
  ],
  retention:
    'We keep your account until you delete it; the record of your consent and sign-ins are kept as the law requires (see the privacy notice).',
  withdraw:
    'Withdraw any consent in one step in your dashboard (Privacy), or delete your account there; or write to our data protection contact.',
  publicForm: false,
  consentBox: true,
  consentLabel: 'I have read the privacy notice and agree',
};
