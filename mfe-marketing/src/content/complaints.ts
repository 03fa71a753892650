/**
 * The complaint desk's words (issue 18, items 3 and 5): /complaints (how to complain, the
 * escalation path, the form and its notice of what is stored) and /complaints-data (the page
 * around SEBI's tables). One file, so that a compliance officer can change any of it without
 * touching the pages. The form's field messages are the shared contract's
 * (@meridian/shared/submissions), the categories' names and the 21 days the desk's
 * (@meridian/shared/complaints), and SEBI's table headings and footnotes its complaint data's: the
 * form, the endpoint and the admin say the same.
 */
import { brand, formatIndianNumber, paths } from '@meridian/shared';
import { CATEGORY_LABELS, longDate, RESPONSE_DAYS, type ComplaintCategory } from '@meridian/shared/complaints';
import type { LanguageCode, TranslationStatus } from '@meridian/shared/languages';
import {
  complaintWordsInEnglish,
  submitLimited,
  type ComplaintFields,
  type ComplaintWords,
} from '@meridian/shared/submissions';

/** SEBI's complaint portal (SCORES 2.0). */
export const SCORES_URL = 'https://scores.sebi.gov.in';
/** The securities market's online dispute resolution portal. */
export const SMART_ODR_URL = 'https://smartodr.in';

/** Where physical complaints to SEBI go (IA Master Circular; the note on regulation). */
export const SEBI_POSTAL_ADDRESS: readonly string[] = [
  'Office of Investor Assistance and Education',
  'Securities and Exchange Board of India',
  'SEBI Bhavan, Plot No. C4-A, ‘G’ Block',
  'Bandra-Kurla Complex, Bandra (E)',
  'Mumbai 400 051',
];

export interface EscalationStep {
  heading: string;
  paragraphs: readonly string[];
  /** A site outside ours, opened safely (rel="noopener noreferrer"). */
  link?: { href: string; label: string };
}

/** The words of /complaints, in one language. */
export interface ComplaintsPageWords {
  meta: { title: string; description: string };
  banner: { title: string; subtitle: string };
  howHeading: string;
  how: readonly string[];
  escalationHeading: string;
  escalation: readonly EscalationStep[];
  postHeading: string;
  post: string;
  dataLink: { to: string; label: string };
  formHeading: string;
  formIntro: string;
}

/** The complaint form's words, in one language. */
export interface ComplaintFormWords {
  labels: Readonly<Record<keyof ComplaintFields, string>>;
  clientChoices: readonly { value: 'yes' | 'no'; label: string }[];
  categoryPlaceholder: string;
  /** The desk's categories, named (CATEGORY_LABELS in English). */
  categories: Readonly<Record<ComplaintCategory, string>>;
  descriptionHint: string;
  /** The counter under the description: "1,234 of 5,000 characters". */
  counter: (used: number, max: number) => string;
  optional: string;
  submit: string;
  sending: string;
  signedIn: (email: string) => string;
  failed: (message: string) => string;
  /** When a limited sender may try again, `retryAfterSeconds` from now. */
  limited: (retryAfterSeconds: number) => string;
  unreachable: string;
  /** Each field's problem (the shared contract's checks, complaintProblems) in these words. */
  problems: ComplaintWords;
  /**
   * A translation's: the endpoint answers in English, so a refusal's and a failure's words are
   * these (the fields it names get `problems`' words); without it, the endpoint's own are shown.
   */
  server?: { refused: string; failed: string };
  /** A date ('2026-11-24') as the receipt writes it. */
  date: (iso: string) => string;
  receipt: {
    heading: string;
    ticket: string;
    received: string;
    dueBy: string;
    keep: string;
    /** When the answer carried no ticket. */
    noTicket: string;
    another: string;
  };
}

/** The complaint desk's page and form in one language; a translation shows its status until reviewed. */
export interface ComplaintDeskWords {
  language: LanguageCode;
  status?: TranslationStatus;
  page: ComplaintsPageWords;
  form: ComplaintFormWords;
}

export const complaintsPage: ComplaintsPageWords = {
  // Also the prerendered head's (public-pages.ts reads them).
  meta: {
    title: 'Lodge a complaint',
    description: `How to raise a complaint with us, the ${RESPONSE_DAYS} days within which we answer, and how to escalate to SCORES and SMART ODR.`,
  },
  banner: {
    title: 'Lodge a complaint',
    subtitle: `Tell us what went wrong. We answer every complaint as soon as we can, and within ${RESPONSE_DAYS} calendar days of receiving it.`,
  },
  howHeading: 'How to complain',
  how: [
    `Use the form on this page, or write to our Grievance Officer at ${brand.grievanceEmail}, or call us on ${brand.phone.display} (${brand.hours}).`,
    'Every complaint gets a ticket number. Keep it: it is how you, we and SEBI refer to your complaint.',
  ],
  escalationHeading: 'If you are not satisfied',
  escalation: [
    {
      heading: `1. Complain to us: an answer within ${RESPONSE_DAYS} days`,
      paragraphs: [
        `We look into your complaint straight away and send you our answer within ${RESPONSE_DAYS} calendar days of receiving it. If you have a ticket number, mention it when you write to us.`,
      ],
    },
    {
      heading: '2. SEBI SCORES 2.0',
      paragraphs: [
        `If you are not satisfied with our answer, or have none within ${RESPONSE_DAYS} days, you may lodge your complaint on SEBI's complaint portal, SCORES 2.0. BSE Ltd, as the supervisory body for investment advisers, reviews it first; if you are still not satisfied, SEBI reviews it.`,
      ],
      link: { href: SCORES_URL, label: 'SCORES 2.0 (scores.sebi.gov.in)' },
    },
    {
      heading: '3. SMART ODR',
      paragraphs: [
        'If the complaint is still not resolved, you may take it to the Online Dispute Resolution portal of the securities market, SMART ODR, for online conciliation and, if that fails, arbitration.',
      ],
      link: { href: SMART_ODR_URL, label: 'SMART ODR (smartodr.in)' },
    },
  ] satisfies readonly EscalationStep[],
  postHeading: 'Writing to SEBI by post',
  post: 'You may also send a physical complaint to SEBI at:',
  dataLink: { to: paths.complaintsData, label: 'The number of complaints we receive and resolve each month' },
  formHeading: 'Complaint form',
  formIntro: `Fields marked with an asterisk are required. We reply by email within ${RESPONSE_DAYS} calendar days.`,
};

/** The form's labels, hints and messages beyond the field checks of the shared contract. */
export const complaintForm: ComplaintFormWords = {
  labels: {
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    client: 'Are you a client of ours?',
    category: 'What is your complaint about?',
    description: 'Your complaint',
  },
  clientChoices: [
    { value: 'yes', label: 'Yes, I am a client' },
    { value: 'no', label: 'No' },
  ],
  categoryPlaceholder: 'Choose one',
  categories: CATEGORY_LABELS,
  descriptionHint:
    'What happened, when, and who you dealt with; what you would like us to do. Please do not include passwords or full account numbers.',
  counter: (used, max) => `${formatIndianNumber(used)} of ${formatIndianNumber(max)} characters`,
  optional: ' (optional)',
  submit: 'Send complaint',
  sending: 'Sending...',
  signedIn: (email) =>
    `You are signed in as ${email}: this complaint will also be listed, with its status, in your dashboard.`,
  failed: (message) => `Your complaint was not sent. ${message} Everything you typed is still here.`,
  limited: submitLimited,
  unreachable: 'We could not reach our server. Please check your connection and try again in a moment.',
  problems: complaintWordsInEnglish,
  date: longDate,
  receipt: {
    heading: 'Your complaint has reached us',
    ticket: 'Your ticket number',
    received: 'Received on',
    dueBy: 'We will answer by',
    keep: `Please keep your ticket number. If you have not had our answer by that date, or are not satisfied with it, you may escalate your complaint to SEBI SCORES 2.0 (${SCORES_URL}).`,
    noTicket: 'Our reply to you will give its ticket number.',
    another: 'Lodge another complaint',
  },
};

/** The complaint desk in English (/complaints). */
export const complaintDesk: ComplaintDeskWords = { language: 'en', page: complaintsPage, form: complaintForm };

// The notice at the point of collection is COMPLAINT_NOTICE in '@meridian/shared/privacy'.

export const complaintsDataPage = {
  meta: {
    title: 'Complaint data',
    description:
      'The complaints we received and resolved each month, in the format SEBI requires of investment advisers.',
  },
  banner: {
    title: 'Complaint data',
    subtitle:
      'Each month, by the 7th, we publish the complaints we received and resolved the month before, in the format SEBI requires.',
  },
  loading: 'Loading the latest published figures…',
  notPublished: {
    heading: 'Not yet published',
    text: 'We have not published any monthly complaint data yet. It appears here by the 7th of each month.',
  },
  failed: 'The figures could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  publishedOn: (date: string) => `Published on ${date}.`,
  tableCaption: (heading: string) => heading,
  monthlyTrendCaption: (financialYear: string) => `Financial year ${financialYear} (April to March).`,
  /** Under the tables: where to complain. */
  complainLink: { to: paths.complaints, label: 'Lodge a complaint' },
} as const;
