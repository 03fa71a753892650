/**
 * The Privacy tab's words (issue 19): what each consent is for, and what withdrawing it does. A
 * compliance officer edits them here; the notices themselves are in '@meridian/shared/privacy'.
 */
import { formatIndianNumber, type ConsentPurpose } from '@meridian/shared';

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

/**
 * The Profile tab's answer when turning email notifications on is refused because the person
 * withdrew their consent to email updates (the rules refuse it from any tab): what to do.
 */
export const EMAILS_NEED_CONSENT =
  'You withdrew your consent to email updates, so we cannot turn email notifications on. Give that consent again in Privacy, then save.';

/** The "Your rights" card: each right, and where in the tab to use it. */
export const RIGHTS_TEXT = {
  heading: 'Your rights',
  labels: {
    access: 'Access',
    correction: 'Correction',
    erasure: 'Erasure',
    nomination: 'Nomination',
    grievance: 'Grievance',
  },
  access: 'see below what we hold about you and who processes it for us, and download all of it.',
  correction: 'change your name, date of birth and preferences in your',
  correctionLink: 'Profile',
  erasure: 'delete your account, below; what the law asks us to keep, and why, is listed there.',
  nomination: 'name someone who may exercise these rights if you die or can no longer act for yourself, below.',
  grievance: (days: number) =>
    `tell our data protection contact, below, if we have not respected your rights; we answer within ${days} days.`,
  contact: 'Questions:',
} as const;

export const PRIVACY_TAB_TEXT = {
  intro:
    'Each consent you gave us, when, and on which version of our privacy notice. Withdrawing one takes one step and is recorded with its time; we then stop using your data for it.',
  withdrawn: (when: string) => `Withdrawn on ${when}.`,
  given: (when: string, version: string) => `Given on ${when}, privacy notice version ${version}.`,
  never: 'Not given.',
  unrecorded:
    'In use, with no record of your consent: your account was opened before we kept one. Please tell us your choice.',
} as const;

/** Google Firebase, the processors that see a person's data on our behalf (issue 19, item 4: access). */
export const PROCESSORS = {
  authentication: {
    name: 'Google Firebase Authentication',
    what: 'signs you in: your email address, your sign-in methods and when you signed in.',
  },
  database: {
    name: 'Google Cloud Firestore (Firebase database)',
    what: 'stores what is listed here: your profile, preferences, consents, sign-ins, saved calculations, complaints, grievances and nominee.',
  },
  hosting: {
    name: 'Google Firebase Hosting',
    what: 'serves this website: it sees the address of your device and your browser’s name with each page you open.',
  },
} as const;
export type Processor = keyof typeof PROCESSORS;

/** The categories of the readable summary of what we hold, in the order shown. */
export const SUMMARY_CATEGORIES = [
  'profile',
  'preferences',
  'consents',
  'activity',
  'calculations',
  'complaints',
  'grievances',
  'nominee',
] as const;
export type SummaryCategory = (typeof SUMMARY_CATEGORIES)[number];

/** Each category of the summary: its heading and which processors see it. */
export const SUMMARY_TEXT: Record<SummaryCategory, { heading: string; processors: readonly Processor[] }> = {
  profile: { heading: 'Your profile', processors: ['authentication', 'database'] },
  preferences: { heading: 'Your preferences', processors: ['database'] },
  consents: { heading: 'Your consents', processors: ['database'] },
  activity: { heading: 'Your sign-in activity', processors: ['authentication', 'database'] },
  calculations: { heading: 'Your saved calculations', processors: ['database'] },
  complaints: { heading: 'Your complaints', processors: ['database'] },
  grievances: { heading: 'Your data protection grievances', processors: ['database'] },
  nominee: { heading: 'Your nominee', processors: ['database'] },
};

const plural = (count: number, one: string, many: string) => `${formatIndianNumber(count)} ${count === 1 ? one : many}`;

/** The summary's lines, as the summary builder (domain/data-summary.ts) fills them in. */
export const SUMMARY_LINES = {
  name: (name: string) => `Name: ${name}`,
  email: (email: string) => `Email address: ${email}`,
  dateOfBirth: (date: string) => `Date of birth: ${date}`,
  noDateOfBirth: 'Date of birth: not given',
  signInMethods: (methods: string) => `Signs in with: ${methods}`,
  createdOn: (date: string) => `Account opened on ${date}`,
  noProfile: 'No profile is stored.',
  emailUpdates: (on: boolean) => `Email updates: ${on ? 'on' : 'off'}`,
  defaultCalculator: (name: string) => `Calculator shown first: ${name}`,
  noPreferences: 'No preferences are stored (the defaults apply).',
  consentRecords: (count: number) => `${plural(count, 'record', 'records')} of consent given or withdrawn`,
  consentsActive: (labels: string) => `In force now: ${labels}`,
  consentsNoneActive: 'In force now: none',
  consentsWithdrawn: (labels: string) => `Withdrawn: ${labels}`,
  signIns: (count: number) => `${plural(count, 'sign-in or sign-up', 'sign-ins and sign-ups')} recorded`,
  lastSignIn: (date: string) => `Last on ${date}`,
  noSignIns: 'No sign-ins recorded.',
  calculations: (count: number) => `${plural(count, 'calculation', 'calculations')} saved`,
  calculators: (names: string) => `With: ${names}`,
  noCalculations: 'No calculations saved.',
  complaints: (count: number, open: number) =>
    `${plural(count, 'complaint', 'complaints')} lodged while signed in, ${formatIndianNumber(open)} open`,
  noComplaints: 'No complaints lodged while signed in.',
  grievances: (count: number, open: number) =>
    `${plural(count, 'grievance', 'grievances')} sent to our data protection contact, ${formatIndianNumber(open)} open`,
  noGrievances: 'No grievances sent.',
  nominee: (name: string, relationship: string) => `${name} (${relationship})`,
  nomineeContact: (contact: string) => `Contact: ${contact}`,
  noNominee: 'No nominee named.',
  signInMethodNames: { password: 'email and password', 'google.com': 'Google' } as Record<string, string>,
} as const;

/** The Access part of the rights card. */
export const ACCESS_TEXT = {
  heading: 'What we hold about you',
  intro:
    'A summary of the data we keep about your account, read just now, and who processes it for us. The file below holds all of it in full.',
  processorsHeading: 'Who processes it for us',
  processorsIntro: 'Google Firebase processes your data for us, as our processor, through these three services:',
  seenBy: 'Seen by:',
} as const;

/**
 * Erasure: what deleting the account removes, and what the firm keeps, how long and why. SEBI's
 * 5 years (SEBI (Investment Advisers) Regulations, 2013 as amended: records of advice, KYC, risk
 * profiles, and of interactions with clients and prospective clients) and the DPDP Rules' logs.
 */
export const ERASURE_TEXT = {
  removes:
    'Deleting your account removes straight away your profile, your preferences, your saved calculations, your nominee and your comments on our articles, and you can no longer sign in.',
  keptHeading: 'What we must keep, and why',
  sebiHeading: 'Kept for five years, because SEBI requires it',
  sebiIntro:
    'As an investment adviser registered with SEBI, we must keep records of our dealings with clients and with people who may become clients for five years (SEBI (Investment Advisers) Regulations, 2013). From this website, that is:',
  sebiKept: [
    'the complaints you lodged with us, with our answers (they also count in the complaint figures we publish);',
    'the messages you sent through our contact form and your requests for a first conversation;',
    'your declaration of advice, not distribution, with your PAN, and every answering of our risk questionnaire, with your acceptance, made in your dashboard;',
    'if you became our client: your KYC documents and the advice we gave you (kept in our client records, not on this website).',
  ],
  otherHeading: 'Kept for other reasons',
  otherKept: [
    'The record of your sign-ins, for one year: the Digital Personal Data Protection Rules, 2025 ask us to keep such logs to investigate misuse.',
    'The record of the consents you gave and withdrew, as proof of them (DPDP Act 2023).',
    'Your data protection grievances and our answers, as the record that we answered them.',
  ],
  afterwards: 'We erase each of these once its period ends. Ask our data protection contact for any of them.',
} as const;

/** Nomination (DPDP Act 2023 s. 14): who may exercise your rights on your death or incapacity. */
export const NOMINEE_TEXT = {
  heading: 'Your nominee',
  intro:
    'Name someone who may exercise your rights over your data (access, correction, erasure, grievance) if you die or can no longer act for yourself. Tell them you have named them. Only you can see or change this; we look it up when they contact us.',
  none: 'You have not named a nominee.',
  name: 'Nominee’s full name',
  relationship: 'Relationship to you',
  relationshipHint: 'For example: spouse, daughter, brother, friend.',
  email: 'Nominee’s email address',
  phone: 'Nominee’s phone number',
  contactHint: 'An email address or a phone number, or both, so that we can confirm who they are.',
  save: 'Save nominee',
  saving: 'Saving...',
  add: 'Name a nominee',
  change: 'Change nominee',
  remove: 'Remove nominee',
  removing: 'Removing...',
  cancel: 'Cancel',
  saved: 'Your nominee is saved.',
  removed: 'Your nominee is removed.',
  updated: (when: string) => `Last changed on ${when}.`,
  failed: (reason: string) => `${reason} Your entries are kept: please try again.`,
} as const;

/** The grievance to the data protection officer. */
export const GRIEVANCE_TEXT = {
  heading: 'A grievance to our data protection contact',
  intro: (days: number) =>
    `If we have not respected your rights over your data, or a request of yours was not handled well, tell us here. Our data protection contact answers within ${days} days of receiving it (the law allows at most 90).`,
  category: 'What it is about (optional)',
  categoryNone: 'Choose, if you like…',
  subject: 'Subject (optional)',
  description: 'Your grievance',
  descriptionHint: (max: number) =>
    `What happened, and what you ask of us. Up to ${formatIndianNumber(max)} characters.`,
  counter: (used: number, max: number) => `${formatIndianNumber(used)} of ${formatIndianNumber(max)} characters`,
  send: 'Send grievance',
  sending: 'Sending...',
  fixFields: 'Please correct the fields marked.',
  unreachable: 'We could not reach our server, so your grievance was not sent. Your text is kept: please try again.',
  received: (receivedOn: string, dueBy: string) =>
    `We received your grievance on ${receivedOn}. We will answer by ${dueBy}.`,
  listHeading: 'Your grievances',
  none: 'You have not sent any grievance.',
  receivedOn: (date: string) => `Sent on ${date}.`,
  dueBy: (date: string) => `We will answer by ${date}.`,
  answeredOn: (date: string) => `Answered on ${date}.`,
  answerHeading: 'Our answer',
  notSebi: 'A complaint about our advice or service is for our complaint desk instead, which SEBI’s rules govern.',
  complaintDesk: 'Our complaint desk',
} as const;
