/**
 * '@meridian/shared/submissions': the contract of the site's one public write endpoint (POST
 * /api/submit, functions/src/submit): what a visitor may send (a contact-form lead, or a complaint
 * from the complaint desk), how each kind is checked, the limits, and the answers. The form that
 * sends and the function that stores use these same functions, so what one accepts the other
 * does. Pure and small: bundled into the parts that use it (it is not the federation-shared
 * '@meridian/shared'), and into the Cloud Function.
 */
import {
  COMPLAINT_LIMITS,
  istDate,
  isComplaintCategory,
  type ComplaintCategory,
  type ComplaintReceipt,
} from '../complaints/desk';
import { isNoticeLanguage, LEAD_LIMITS, PRIVACY_NOTICE_VERSION, type NoticeLanguage } from '../src/contracts/documents';
import { isEmail } from '../src/validation/email';
import { hasControlCharacter } from '../src/validation/text';

import { consentGiven, HONEYPOT_FIELD, type ConsentGiven } from './form-basics';
import { formatIndianNumber } from '../src/format/number';

export {
  readSubmitAnswer,
  retryAfterSeconds,
  sendPublicForm,
  sendSubmission,
  SUBMIT_PATH,
  SUBMIT_TIMEOUT_MS,
  type SenderSignals,
  type SentSubmission,
  type SubmitOutcome,
} from './send';
export { consentGiven, HONEYPOT_FIELD, SUBMIT_UNREACHABLE, type ConsentGiven } from './form-basics';

/**
 * No person fills in and sends a form within this long of its appearing: a faster submission is
 * taken for a bot's, refused in words (automatedRefusal) and not stored. A person whose browser
 * filled the form in at once reads why, and sends it again with everything still typed.
 */
export const MIN_FILL_MS = 2500;

/** How many submissions are accepted: per client address a minute and an hour, per email address a day. */
export const SUBMIT_LIMITS = {
  perIpMinute: 5,
  perIpHour: 30,
  perEmailDay: 3,
} as const;

/** The most bytes a submission's body may have (a lead's longest message is 5,000 characters). */
export const MAX_BODY_BYTES = 32 * 1024;

export interface LeadFields {
  firstName: string;
  lastName: string;
  email: string;
  /** '' when not given. */
  phone: string;
  message: string;
}

export type LeadErrors = Partial<Record<keyof LeadFields, string>>;

export const EMPTY_LEAD: LeadFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** The endpoint's words for a missing consent, and for one given to an older notice. */
export const CONSENT_MESSAGES = {
  missing: 'Please tick the box to agree, so that we may use these details.',
  stale:
    'Our privacy notice has changed since this page was opened. Please reload the page, read the notice and send again.',
  /** The language the notice was read in is not one the site offers (not a browser's doing). */
  language: 'We could not tell which language you read our privacy notice in. Please reload the page and send again.',
} as const;

/** What the browser sends to SUBMIT_PATH. */
export interface LeadSubmission {
  kind: 'lead';
  fields: LeadFields;
  consent: ConsentGiven;
  /** The site path of the page the form was sent from. */
  page: string;
  /** The honeypot's value: '' from a person. */
  [HONEYPOT_FIELD]: string;
  /** Milliseconds from the form's appearing to its sending. */
  elapsedMs: number;
}

/**
 * A complaint as the complaint form holds it (issue 18, item 3): every field is text, as typed or
 * chosen ('' for none), so that what was typed is kept whatever the answer.
 */
export interface ComplaintFields {
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** Whether the person is a client of the firm: 'yes', 'no', or '' not yet said. */
  client: '' | 'yes' | 'no';
  /** A ComplaintCategory, or '' not yet chosen. */
  category: '' | ComplaintCategory;
  description: string;
}

export type ComplaintErrors = Partial<Record<keyof ComplaintFields, string>>;

export const EMPTY_COMPLAINT: ComplaintFields = {
  name: '',
  email: '',
  phone: '',
  client: '',
  category: '',
  description: '',
};

/**
 * What the complaint form sends to SUBMIT_PATH. A signed-in person's form also sends their ID
 * token (`Authorization: Bearer …`), which the function verifies: their complaint then carries
 * their uid, and shows in their dashboard.
 */
export interface ComplaintSubmission {
  kind: 'complaint';
  fields: ComplaintFields;
  /** The language of the form and its notice ('en' when not sent: a page of an earlier release). */
  language: NoticeLanguage;
  page: string;
  [HONEYPOT_FIELD]: string;
  elapsedMs: number;
}

/** The parts of a working day a visitor may ask to be called in (IST, the firm's hours). */
export const CONSULTATION_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number];

/** How the form and the admin's Leads tab name each slot. */
export const CONSULTATION_SLOT_LABELS: Record<ConsultationSlot, string> = {
  morning: 'Morning (9:30 am to 12:30 pm)',
  afternoon: 'Afternoon (12:30 pm to 3:30 pm)',
  evening: 'Evening (3:30 pm to 6:30 pm)',
};

/** How far ahead a first conversation can be asked for, in days from today (IST). */
export const CONSULTATION_MAX_DAYS_AHEAD = 60;

/** The longest note a consultation request may carry. */
export const CONSULTATION_NOTE_MAX = 1000;

/**
 * A request for the free first conversation (issue 23, item 8), as its form holds it: text as
 * typed or chosen. An email or a phone number, at least one; a preferred day and part of the day.
 * Stored as a lead of type 'consultation' (leads/{id}).
 */
export interface ConsultationFields {
  name: string;
  /** '' when not given (then the phone is required). */
  email: string;
  /** '' when not given (then the email is required). */
  phone: string;
  /** 'YYYY-MM-DD', a working day (Monday to Saturday) from today to CONSULTATION_MAX_DAYS_AHEAD days ahead, IST. */
  date: string;
  /** A ConsultationSlot, or '' not yet chosen. */
  slot: '' | ConsultationSlot;
  /** Optional: what they would like to talk about. */
  note: string;
}

export type ConsultationErrors = Partial<Record<keyof ConsultationFields, string>>;

export const EMPTY_CONSULTATION: ConsultationFields = { name: '', email: '', phone: '', date: '', slot: '', note: '' };

/** What the consultation form sends to SUBMIT_PATH. */
export interface ConsultationSubmission {
  kind: 'consultation';
  fields: ConsultationFields;
  consent: ConsentGiven;
  page: string;
  [HONEYPOT_FIELD]: string;
  elapsedMs: number;
}

/** A newsletter subscription (issue 19: stored, with its consent), as its form holds it. */
export interface NewsletterFields {
  email: string;
}

export const EMPTY_NEWSLETTER: NewsletterFields = { email: '' };

/** What the newsletter form sends to SUBMIT_PATH; stored in subscriptions/{id}. */
export interface NewsletterSubmission {
  kind: 'newsletter';
  fields: NewsletterFields;
  consent: ConsentGiven;
  page: string;
  [HONEYPOT_FIELD]: string;
  elapsedMs: number;
}

export type Submission = LeadSubmission | ComplaintSubmission | ConsultationSubmission | NewsletterSubmission;

/** A newsletter subscription's email, field by field. */
export function validateNewsletter(fields: NewsletterFields): Partial<Record<keyof NewsletterFields, string>> {
  const email = checkEmail(fields.email, LEAD_LIMITS.email);
  return email ? { email } : {};
}

/**
 * The 202 answer to a complaint that was stored: its ticket, the instant it was received
 * (ISO 8601, UTC) and the last day of the firm's answer, 'YYYY-MM-DD' in IST: the IST date of
 * receipt plus RESPONSE_DAYS (21) calendar days (dueDate in @meridian/shared/complaints).
 * `complaint` repeats them as the form shows them (the IST date of receipt and the due date).
 * @example { ok: true, ticket: 'MWA-2026-000123', receivedAt: '2026-11-24T06:30:00.000Z', respondBy: '2026-12-15', complaint: { ticket: 'MWA-2026-000123', receivedOn: '2026-11-24', dueBy: '2026-12-15' } }
 */
export interface ComplaintAccepted {
  ok: true;
  ticket: string;
  receivedAt: string;
  respondBy: string;
  complaint: ComplaintReceipt;
}

/**
 * The function's answers. 202 accepted (a stored complaint's with its receipt, ComplaintAccepted;
 * a lead's without); 400 refused with a message per field, or as automated (looksAutomated, in
 * the words of automatedRefusal);
 * 401 the ID token sent could not be verified; 413 too large; 429 limited (with Retry-After, in
 * seconds); 403 the app could not be verified (App Check).
 */
export type SubmitAnswer =
  | { ok: true; complaint?: undefined }
  | ComplaintAccepted
  | { ok: false; reason: 'invalid'; message: string; errors: Record<string, string> }
  | { ok: false; reason: 'limited'; message: string; retryAfterSeconds: number }
  | { ok: false; reason: 'automated'; message: string }
  | { ok: false; reason: 'unverified' | 'session' | 'too-large' | 'unavailable'; message: string };

// Digits with the usual separators and an optional leading '+': "+91 98765 43210", "022-4000 1234".
// Only the characters the rules allow in a phone: digits, spaces, '+', '-', '(' and ')'.
const PHONE_PATTERN = /^\+?[0-9(][0-9 \-()]{5,18}[0-9]$/;

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

/**
 * What is wrong with a field, in no language: each form words it in its own (the English of
 * required, checkEmail and checkPhone; a translated form's words for the same problems).
 */
export type FieldProblem = 'missing' | 'too-long' | 'line-break' | 'invalid';

/** A required text field's problem, or undefined: empty, longer than `max`, or (oneLine) with a tab or a line break. */
export function textProblem(value: string, max: number, oneLine: boolean): FieldProblem | undefined {
  if (value.trim() === '') return 'missing';
  if (value.length > max) return 'too-long';
  if (oneLine && hasControlCharacter(value.trim())) return 'line-break';
  return undefined;
}

/** A required email address's problem, or undefined: empty, or not an address (a too-long one is not). */
export function emailProblem(value: string, max: number): FieldProblem | undefined {
  const email = value.trim();
  if (email === '') return 'missing';
  if (email.length > max || !isEmail(email) || hasControlCharacter(email)) return 'invalid';
  return undefined;
}

/** An optional phone number's problem, or undefined: longer than `max`, or not a phone number. */
export function phoneProblem(value: string, max: number): FieldProblem | undefined {
  const phone = cleanPhone(value);
  if (phone.length > max) return 'too-long';
  if (phone !== '' && !PHONE_PATTERN.test(phone)) return 'invalid';
  return undefined;
}

/** A text field's problems in English: `label` as in "Please enter your {label}." */
function textWords(label: string, max: number): Record<FieldProblem, string> {
  return {
    missing: `Please enter your ${label}.`,
    'too-long': `Please keep your ${label} under ${max} characters.`,
    'line-break': `Please remove any tabs or line breaks from your ${label}.`,
    invalid: `Please check your ${label}.`,
  };
}

const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';
const EMAIL_WORDS: Record<FieldProblem, string> = {
  missing: 'Please enter your email address.',
  'too-long': EMAIL_INVALID,
  'line-break': EMAIL_INVALID,
  invalid: EMAIL_INVALID,
};

const PHONE_INVALID = 'Please enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.';
function phoneWords(max: number): Record<FieldProblem, string> {
  return {
    missing: PHONE_INVALID,
    'too-long': `Please keep your phone number to ${max} characters or fewer, or leave it blank.`,
    'line-break': PHONE_INVALID,
    invalid: PHONE_INVALID,
  };
}

/** A required text field's problem in words, or undefined: empty, too long, or (oneLine) with a tab or a line break. */
export function required(value: string, label: string, max: number, oneLine: boolean): string | undefined {
  const problem = textProblem(value, max, oneLine);
  return problem && textWords(label, max)[problem];
}

/** A lead's fields, field by field (spec §5); an empty object means they can be sent. */
export function validateLead(fields: LeadFields): LeadErrors {
  const errors: LeadErrors = {};
  const firstName = required(fields.firstName, 'first name', LEAD_LIMITS.name, true);
  const lastName = required(fields.lastName, 'last name', LEAD_LIMITS.name, true);
  const message = required(fields.message, 'message', LEAD_LIMITS.message, false);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (message) errors.message = message;

  const email = checkEmail(fields.email, LEAD_LIMITS.email);
  if (email) errors.email = email;
  const phone = checkPhone(fields.phone, LEAD_LIMITS.phone);
  if (phone) errors.phone = phone;
  return errors;
}

/** A required email address's problem in words, or undefined. */
export function checkEmail(value: string, max: number): string | undefined {
  const problem = emailProblem(value, max);
  return problem && EMAIL_WORDS[problem];
}

/** An optional phone number's problem in words, or undefined. */
export function checkPhone(value: string, max: number): string | undefined {
  const problem = phoneProblem(value, max);
  return problem && phoneWords(max)[problem];
}

const isSlot = (value: string): value is ConsultationSlot => (CONSULTATION_SLOTS as readonly string[]).includes(value);

/** 'YYYY-MM-DD' plus `days` calendar days. */
function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/** The earliest and latest day a consultation may be asked for, at `now` (IST dates). */
export function consultationDateRange(now: number): { min: string; max: string } {
  const today = istDate(now);
  return { min: today, max: addDays(today, CONSULTATION_MAX_DAYS_AHEAD) };
}

/**
 * A consultation request's fields, field by field, at `now` (the preferred day is judged against
 * today in IST); an empty object means they can be sent.
 */
export function validateConsultation(fields: ConsultationFields, now: number): ConsultationErrors {
  const errors: ConsultationErrors = {};
  const name = required(fields.name, 'name', LEAD_LIMITS.name, true);
  if (name) errors.name = name;
  const email = fields.email.trim() === '' ? undefined : checkEmail(fields.email, LEAD_LIMITS.email);
  if (email) errors.email = email;
  const phone = checkPhone(fields.phone, LEAD_LIMITS.phone);
  if (phone) errors.phone = phone;
  if (fields.email.trim() === '' && cleanPhone(fields.phone) === '')
    errors.email = 'Please give an email address or a phone number, so that we can reach you.';
  const date = fields.date.trim();
  const { min, max } = consultationDateRange(now);
  if (date === '') errors.date = 'Please choose a day that suits you.';
  else if (!isCalendarDate(date)) errors.date = 'Please choose a day from the calendar, like 2026-12-01.';
  else if (date < min) errors.date = 'Please choose today or a later day.';
  else if (date > max) errors.date = `Please choose a day within the next ${CONSULTATION_MAX_DAYS_AHEAD} days.`;
  else if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0)
    errors.date = 'We are closed on Sundays. Please choose a day from Monday to Saturday.';
  if (!isSlot(fields.slot)) errors.slot = 'Please choose a time of day.';
  if (fields.note.length > CONSULTATION_NOTE_MAX)
    errors.note = `Please keep your note to ${formatIndianNumber(CONSULTATION_NOTE_MAX)} characters or fewer.`;
  return errors;
}

/**
 * A consultation request as it is stored in leads/{id}, beside a contact-form lead: the name in
 * firstName (the request asks for one name), the note as the message, and the preferred time.
 */
export function consultationToStore(fields: ConsultationFields): LeadFields & {
  type: 'consultation';
  preferredDate: string;
  preferredSlot: ConsultationSlot;
} {
  return {
    type: 'consultation',
    firstName: fields.name.trim(),
    lastName: '',
    email: fields.email.trim(),
    phone: cleanPhone(fields.phone),
    message: fields.note.trim(),
    preferredDate: fields.date.trim(),
    preferredSlot: isSlot(fields.slot) ? fields.slot : 'morning',
  };
}

/**
 * Whom a submission is counted against for the per-person limit: the email address, or a
 * consultation's phone number when it gave none (so that phone-only requests do not share one
 * empty key).
 */
export function contactOf(submission: Submission): string {
  if (submission.kind !== 'consultation' || submission.fields.email.trim() !== '') return submission.fields.email;
  return `phone:${cleanPhone(submission.fields.phone).replace(/[^0-9+]/g, '')}`;
}

/** What is wrong with each of a complaint's fields (none: it can be sent). */
export type ComplaintProblems = Partial<Record<keyof ComplaintFields, FieldProblem>>;

/**
 * A complaint's fields' problems, field by field, in no language. The description may run to
 * COMPLAINT_LIMITS.description (5,000) characters, over several lines; a category that is not one
 * of the desk's is 'invalid'.
 */
export function complaintProblems(fields: ComplaintFields): ComplaintProblems {
  const found: ComplaintProblems = {
    name: textProblem(fields.name, COMPLAINT_LIMITS.name, true),
    email: emailProblem(fields.email, COMPLAINT_LIMITS.email),
    phone: phoneProblem(fields.phone, COMPLAINT_LIMITS.phone),
    client: fields.client === 'yes' || fields.client === 'no' ? undefined : 'missing',
    category: isComplaintCategory(fields.category) ? undefined : fields.category === '' ? 'missing' : 'invalid',
    description: textProblem(fields.description, COMPLAINT_LIMITS.description, false),
  };
  const problems: ComplaintProblems = {};
  for (const [field, problem] of Object.entries(found) as [keyof ComplaintFields, FieldProblem | undefined][])
    if (problem) problems[field] = problem;
  return problems;
}

/** The words of a complaint field's problem, in one language (a translated form has its own). */
export type ComplaintWords = (field: keyof ComplaintFields, problem: FieldProblem) => string;

/** The complaint form's and the endpoint's words, in English. */
export const complaintWordsInEnglish: ComplaintWords = (field, problem) => {
  switch (field) {
    case 'name':
      return textWords('name', COMPLAINT_LIMITS.name)[problem];
    case 'email':
      return EMAIL_WORDS[problem];
    case 'phone':
      return phoneWords(COMPLAINT_LIMITS.phone)[problem];
    case 'client':
      return 'Please say whether you are a client of ours.';
    case 'category':
      return 'Please choose what your complaint is about.';
    case 'description':
      if (problem === 'too-long')
        return `Please keep your description to ${formatIndianNumber(COMPLAINT_LIMITS.description)} characters or fewer.`;
      return problem === 'invalid' ? 'Please check your description.' : 'Please describe your complaint.';
  }
};

/** A complaint's fields' problems in `words` (English unless said), field by field; an empty object means they can be sent. */
export function validateComplaint(
  fields: ComplaintFields,
  words: ComplaintWords = complaintWordsInEnglish,
): ComplaintErrors {
  const errors: ComplaintErrors = {};
  for (const [field, problem] of Object.entries(complaintProblems(fields)) as [keyof ComplaintFields, FieldProblem][])
    errors[field] = words(field, problem);
  return errors;
}

/** A complaint's fields as they are stored (complaints/{ticket}): trimmed, the phone cleaned. */
export function complaintToStore(fields: ComplaintFields): {
  name: string;
  email: string;
  phone: string;
  isClient: boolean;
  category: ComplaintCategory;
  impersonation: boolean;
  description: string;
} {
  const category = isComplaintCategory(fields.category) ? fields.category : 'other';
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: cleanPhone(fields.phone),
    isClient: fields.client === 'yes',
    category,
    impersonation: category === 'impersonation',
    description: fields.description.trim(),
  };
}

/** A lead's fields as they are stored: trimmed, the phone cleaned. */
export function leadToStore(fields: LeadFields): LeadFields {
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    phone: cleanPhone(fields.phone),
    message: fields.message.trim(),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A request's JSON body read as a submission, whatever it holds: the submission, or what is wrong
 * with it (field by field where it is a field). Nothing malformed gets past this.
 */
export function readSubmission(
  body: unknown,
  now: number = Date.now(),
): { submission: Submission } | { errors: Record<string, string> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: { form: 'Nothing was sent.' } };
  const record = body as Record<string, unknown>;
  if (
    record.kind !== 'lead' &&
    record.kind !== 'complaint' &&
    record.kind !== 'consultation' &&
    record.kind !== 'newsletter'
  )
    return { errors: { form: 'This kind of message is not accepted here.' } };
  const raw = record.fields;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { errors: { form: 'The form was empty.' } };
  const given = raw as Record<string, unknown>;
  const empty: Record<string, string> =
    record.kind === 'lead'
      ? { ...EMPTY_LEAD }
      : record.kind === 'consultation'
        ? { ...EMPTY_CONSULTATION }
        : record.kind === 'newsletter'
          ? { ...EMPTY_NEWSLETTER }
          : { ...EMPTY_COMPLAINT };
  const read: Record<string, string> = {};
  for (const key of Object.keys(empty)) {
    const value = text(given[key] ?? '');
    if (value === null) return { errors: { [key]: 'This field must be text.' } };
    read[key] = value;
  }
  const lead: LeadFields = { ...EMPTY_LEAD, ...read };
  // client and category are checked by validateComplaint: anything else is named there.
  const complaint = { ...EMPTY_COMPLAINT, ...read } as ComplaintFields;
  // The slot is checked by validateConsultation, like a complaint's category.
  const consultation = { ...EMPTY_CONSULTATION, ...read } as ConsultationFields;
  const errors: Record<string, string> =
    record.kind === 'lead'
      ? { ...validateLead(lead) }
      : record.kind === 'consultation'
        ? { ...validateConsultation(consultation, now) }
        : record.kind === 'newsletter'
          ? { ...validateNewsletter({ email: read.email ?? '' }) }
          : { ...validateComplaint(complaint) };
  // A complaint is handled under the law (SEBI), not on consent; the others need the box ticked.
  const consent = record.kind === 'complaint' ? null : readConsent(record.consent);
  if (consent !== null && 'error' in consent) errors.consent = consent.error;
  const page = text(record.page);
  const honeypot = text(record[HONEYPOT_FIELD] ?? '');
  const elapsedMs = record.elapsedMs;
  if (page === null) errors.form = 'The page it was sent from is missing.';
  const incomplete = 'The form was sent incomplete. Please reload the page and try again.';
  if (honeypot === null || typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs)) errors.form = incomplete;
  // A complaint's language: the one its form and notice were shown in.
  const language = record.kind === 'complaint' ? (record.language ?? 'en') : 'en';
  if (!isNoticeLanguage(language)) return { errors: { ...errors, form: incomplete } };
  if (Object.keys(errors).length > 0) return { errors };
  const common = { page: leadPage(page ?? '/'), [HONEYPOT_FIELD]: honeypot ?? '', elapsedMs: Number(elapsedMs) };
  const agreed = consent !== null && 'noticeVersion' in consent ? consent : consentGiven();
  if (record.kind === 'lead') return { submission: { kind: 'lead', fields: lead, consent: agreed, ...common } };
  if (record.kind === 'consultation')
    return { submission: { kind: 'consultation', fields: consultation, consent: agreed, ...common } };
  if (record.kind === 'newsletter')
    return { submission: { kind: 'newsletter', fields: { email: read.email ?? '' }, consent: agreed, ...common } };
  return { submission: { kind: 'complaint', fields: complaint, language, ...common } };
}

/**
 * A submission's `consent`: the current notice's version and the language it was read in, or why
 * it is refused. A page of an earlier release sends no language: it showed the notice in English.
 */
export function readConsent(value: unknown): ConsentGiven | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: CONSENT_MESSAGES.missing };
  const { noticeVersion: version, noticeLanguage: language = 'en' } = value as {
    noticeVersion?: unknown;
    noticeLanguage?: unknown;
  };
  if (typeof version !== 'string' || version === '') return { error: CONSENT_MESSAGES.missing };
  if (version !== PRIVACY_NOTICE_VERSION) return { error: CONSENT_MESSAGES.stale };
  if (!isNoticeLanguage(language)) return { error: CONSENT_MESSAGES.language };
  return { noticeVersion: version, noticeLanguage: language };
}

/** A newsletter subscription's email as it is stored: trimmed. */
export function newsletterToStore(fields: NewsletterFields): NewsletterFields {
  return { email: fields.email.trim() };
}

/** A submission made by a bot rather than a person: the honeypot filled, or sent too fast. */
export function looksAutomated(submission: Submission): boolean {
  return automatedRefusal(submission) !== null;
}

/**
 * Why a submission was taken for a bot's, in the words its form shows above the fields (which keep
 * what was typed), or null when it looks like a person's. Never a silent success: a person whose
 * browser filled the form at once, or filled the hidden field, learns what to do.
 */
export function automatedRefusal(submission: Pick<Submission, typeof HONEYPOT_FIELD | 'elapsedMs'>): string | null {
  if (submission[HONEYPOT_FIELD].trim() !== '')
    return 'A field people never see was filled in, as automated programs (and some autofill tools) do. Please send it again; if it is refused again, call or email us.';
  if (submission.elapsedMs < MIN_FILL_MS)
    return 'It came within a moment of the form opening, as automated programs send forms. Please check what is filled in and send it again.';
  return null;
}

/** "in 40 seconds", "in 3 minutes", "in about 2 hours", "tomorrow": when a limited visitor may try again. */
export function retryWhen(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(s / 3600);
  if (hours < 20) return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
  return 'tomorrow';
}

/**
 * What a form says when the endpoint limits its sender (a 429), in the public forms' words: when
 * to try again, and that what was typed is kept.
 * @example submitLimited(100) // 'We have received several messages from you in a short time. Please try again in 2 minutes. Everything you typed is still here.'
 */
export function submitLimited(retryAfterSeconds: number): string {
  return `We have received several messages from you in a short time. Please try again ${retryWhen(retryAfterSeconds)}. Everything you typed is still here.`;
}
