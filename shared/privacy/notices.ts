/**
 * '@meridian/shared/privacy': the privacy notice's version and date, the data protection
 * contact, and the short notice shown at each point where the site collects personal data
 * (DPDP Act 2023 s. 5; DPDP Rules 2025 r. 3): which data, for what, how long, who to ask, how to
 * withdraw, and the right to complain to the Data Protection Board, with a link to the full
 * notice (/privacy). This file is content: a compliance officer edits the words here, in one
 * place, and every form follows. When the full notice changes, change PRIVACY_NOTICE_VERSION
 * (shared/src/contracts/documents.ts, which the endpoint and the rules check) and the date below.
 *
 * Each item names, in `fields`, the stored fields it covers; notices.test.ts checks that each
 * collection point's notice covers every field that point stores.
 */
import { brand, PRIVACY_NOTICE_VERSION, shown } from '@meridian/shared';

export { PRIVACY_NOTICE_VERSION };

/** The date of the privacy notice of PRIVACY_NOTICE_VERSION, as the pages show it. */
export const PRIVACY_NOTICE_DATE = '24 November 2026';

/** Where the full privacy notice is. */
export const PRIVACY_NOTICE_PATH = '/privacy';

/** The data protection officer's contact, as every notice and answer repeats it. */
export const DATA_PROTECTION_CONTACT = {
  role: brand.dataProtection.role,
  name: shown(brand.dataProtection.name),
  email: shown(brand.dataProtection.email),
  emailHref: `mailto:${brand.dataProtection.email.value}`,
  phone: shown(brand.dataProtection.phone),
} as const;

/** "Data protection contact: Farhan Qureshi, privacy@meridianwealth.example, +91 80 4000 1237." */
export const DATA_PROTECTION_LINE = `${DATA_PROTECTION_CONTACT.role}: ${DATA_PROTECTION_CONTACT.name}, ${DATA_PROTECTION_CONTACT.email}, ${DATA_PROTECTION_CONTACT.phone}.`;

/** The right to complain to the Board, as each notice states it. */
export const BOARD_SENTENCE =
  'If we do not resolve a grievance to your satisfaction, you may complain to the Data Protection Board of India.';

/** The points of collection. */
export const COLLECTION_POINTS = [
  'signup',
  'contact',
  'consultation',
  'newsletter',
  'calculation',
  'complaint',
] as const;
export type CollectionPoint = (typeof COLLECTION_POINTS)[number];

export interface NoticeItem {
  /** What is collected, in plain words. */
  data: string;
  /** What it is used for. */
  purpose: string;
  /** The stored fields this item covers (names in the stored document). */
  fields: readonly string[];
}

export interface CollectionNotice {
  /** Where it is shown (the notice's data-notice attribute). */
  point: CollectionPoint;
  /** The heading of the short notice. */
  title: string;
  items: readonly NoticeItem[];
  /** How long it is kept. */
  retention: string;
  /** How to withdraw consent (or, where the law, not consent, is the ground, how to ask for erasure). */
  withdraw: string;
  /** Whether it is sent through the public-write endpoint, whose limits keep ABUSE_LIMIT_SENTENCE's code. */
  publicForm: boolean;
  /** Whether the person must tick a box to agree (an unticked box, DPDP Rules 2025). */
  consentBox: boolean;
  /** The box's label, when there is one. */
  consentLabel?: string;
}

/** What the public forms' limits keep (functions/src/submit/limits.ts), said in each of their notices. */
export const ABUSE_LIMIT_SENTENCE =
  'To stop abuse of the form, our server also keeps a one-way code made from your network and email addresses for at most a day.';

/** Set by the site with every record, named in every notice. */
const RECORD_ITEM: NoticeItem = {
  data: 'the time we received it, the page you sent it from and the version of this notice you agreed to',
  purpose: 'to show when and how you gave your consent, and to answer in order',
  fields: ['createdAt', 'page', 'noticeVersion', 'consentedAt', 'status'],
};

// Each notice is its own constant, so that a page bundles only the notices it shows.

export const CONTACT_NOTICE: CollectionNotice = {
  point: 'contact',
  title: 'What we do with your message',
  items: [
    { data: 'your first and last name', purpose: 'to address you', fields: ['firstName', 'lastName'] },
    { data: 'your email address', purpose: 'to reply to you', fields: ['email'] },
    { data: 'your phone number, if you give it', purpose: 'to call you back if you prefer', fields: ['phone'] },
    { data: 'your message', purpose: 'to answer your question', fields: ['message'] },
    RECORD_ITEM,
  ],
  retention:
    'We keep it up to three years from our last contact, or five years if you become a client (SEBI record-keeping).',
  withdraw: `To withdraw your consent or have your message erased, write to our data protection contact; we then stop using it, except what SEBI requires us to keep.`,
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to the firm using these details to reply to me, as this notice says.',
};

export const CONSULTATION_NOTICE: CollectionNotice = {
  point: 'consultation',
  title: 'What we do with your request',
  items: [
    { data: 'your name', purpose: 'to address you', fields: ['firstName', 'lastName'] },
    {
      data: 'your email address or phone number',
      purpose: 'to arrange the conversation',
      fields: ['email', 'phone'],
    },
    {
      data: 'the day and time of day you prefer, and your note',
      purpose: 'to call you when it suits you, prepared',
      fields: ['preferredDate', 'preferredSlot', 'message', 'type'],
    },
    RECORD_ITEM,
  ],
  retention:
    'We keep it up to three years from our last contact, or five years if you become a client (SEBI record-keeping of prospective clients).',
  withdraw: `To withdraw your consent or have your request erased, write to our data protection contact; we then stop using it, except what SEBI requires us to keep.`,
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to the firm using these details to arrange the conversation, as this notice says.',
};

export const NEWSLETTER_NOTICE: CollectionNotice = {
  point: 'newsletter',
  title: 'What we do with your email address',
  items: [
    { data: 'your email address', purpose: 'to send you the newsletter you asked for', fields: ['email'] },
    RECORD_ITEM,
  ],
  retention: 'We keep it until you unsubscribe, then delete it.',
  withdraw:
    'Unsubscribe with the link in any newsletter or by writing to our data protection contact; we stop sending at once.',
  publicForm: true,
  consentBox: true,
  consentLabel: 'I agree to receive the newsletter by email, as this notice says.',
};

export const SIGNUP_NOTICE: CollectionNotice = {
  point: 'signup',
  title: 'What we do with your account details',
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

export const CALCULATION_NOTICE: CollectionNotice = {
  point: 'calculation',
  title: 'What saving keeps',
  items: [
    {
      data: 'the calculator, the values you entered and its results',
      purpose: 'to show them again in your dashboard',
      fields: ['calculator', 'path', 'inputs', 'results', 'headline'],
    },
    {
      data: 'your account and the time you saved it',
      purpose: 'to list it as yours',
      fields: ['userId', 'createdAt'],
    },
  ],
  retention: 'We keep it until you delete it or your account.',
  withdraw:
    'Delete it in My Calculations, or withdraw consent to saved calculations in your dashboard (Privacy): nothing more is saved.',
  publicForm: false,
  consentBox: false,
};

export const COMPLAINT_NOTICE: CollectionNotice = {
  point: 'complaint',
  title: 'What we store and why',
  items: [
    {
      data: 'your name, email address and phone number (if given)',
      purpose: 'to answer your complaint',
      fields: ['name', 'email', 'phone'],
    },
    {
      data: 'whether you are a client, what it is about and your description',
      purpose: 'to look into it and report complaint numbers to SEBI',
      fields: ['isClient', 'category', 'impersonation', 'description'],
    },
    {
      data: 'its ticket, when we received it, its status and our answer, and your account if you were signed in',
      purpose: 'to track it to resolution and show it in your dashboard',
      fields: ['ticket', 'receivedAt', 'status', 'resolvedAt', 'resolution', 'source', 'reference', 'uid', 'auditId'],
    },
  ],
  retention:
    'SEBI requires us to keep complaints and their handling for at least five years; we keep them for that long, then delete them. Only the staff who handle complaints see them; we share one with SEBI or BSE Ltd only if you escalate it or they ask.',
  withdraw:
    'A complaint is handled because the law requires it, not on consent; to ask about its data, write to our data protection contact.',
  publicForm: true,
  consentBox: false,
};

/** Every notice by its point (for tests and lists; a form imports its own notice above). */
export const COLLECTION_NOTICES: Record<CollectionPoint, CollectionNotice> = {
  contact: CONTACT_NOTICE,
  consultation: CONSULTATION_NOTICE,
  newsletter: NEWSLETTER_NOTICE,
  signup: SIGNUP_NOTICE,
  calculation: CALCULATION_NOTICE,
  complaint: COMPLAINT_NOTICE,
};
