/**
 * '@meridian/shared/submissions': the contract of the site's one public write endpoint (POST
 * /api/submit, functions/src/submit): what a signed-out visitor may send (a contact-form lead;
 * later a complaint), how each kind is checked, the limits, and the answers. The form that sends
 * and the function that stores use these same functions, so what one accepts the other does.
 * Pure and small: bundled into the parts that use it (it is not the federation-shared
 * '@meridian/shared'), and into the Cloud Function.
 */
import { LEAD_LIMITS } from '../src/contracts/documents';
import { isEmail } from '../src/validation/email';
import { hasControlCharacter } from '../src/validation/text';

/** Where the site's public writes go (the shell's Hosting site rewrites it to the function). */
export const SUBMIT_PATH = '/api/submit';

/** The name of the field people never see and bots fill in (a "honeypot"). */
export const HONEYPOT_FIELD = 'website';

/**
 * No person fills in and sends a form within this long of its appearing: a faster submission is
 * taken for a bot's, answered as if accepted, and not stored.
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

/** What the browser sends to SUBMIT_PATH. */
export interface LeadSubmission {
  kind: 'lead';
  fields: LeadFields;
  /** The site path of the page the form was sent from. */
  page: string;
  /** The honeypot's value: '' from a person. */
  [HONEYPOT_FIELD]: string;
  /** Milliseconds from the form's appearing to its sending. */
  elapsedMs: number;
}

export type Submission = LeadSubmission;

/**
 * The function's answers. 202 accepted; 400 refused with a message per field; 413 too large;
 * 429 limited (with Retry-After, in seconds); 403 the app could not be verified (App Check).
 */
export type SubmitAnswer =
  | { ok: true }
  | { ok: false; reason: 'invalid'; message: string; errors: Record<string, string> }
  | { ok: false; reason: 'limited'; message: string; retryAfterSeconds: number }
  | { ok: false; reason: 'unverified' | 'too-large' | 'unavailable'; message: string };

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

function required(value: string, label: string, max: number, oneLine: boolean): string | undefined {
  if (value.trim() === '') return `Please enter your ${label}.`;
  if (value.length > max) return `Please keep your ${label} under ${max} characters.`;
  if (oneLine && hasControlCharacter(value.trim())) return `Please remove any tabs or line breaks from your ${label}.`;
  return undefined;
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

  const email = fields.email.trim();
  if (email === '') errors.email = 'Please enter your email address.';
  else if (email.length > LEAD_LIMITS.email || !isEmail(email) || hasControlCharacter(email)) {
    errors.email = 'Please enter a valid email address, like name@example.com.';
  }

  const phone = cleanPhone(fields.phone);
  if (phone.length > LEAD_LIMITS.phone) {
    errors.phone = `Please keep your phone number to ${LEAD_LIMITS.phone} characters or fewer, or leave it blank.`;
  } else if (phone !== '' && !PHONE_PATTERN.test(phone)) {
    errors.phone = 'Please enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.';
  }
  return errors;
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
export function readSubmission(body: unknown): { submission: Submission } | { errors: Record<string, string> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: { form: 'Nothing was sent.' } };
  const record = body as Record<string, unknown>;
  if (record.kind !== 'lead') return { errors: { form: 'This kind of message is not accepted here.' } };
  const raw = record.fields;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { errors: { form: 'The form was empty.' } };
  const given = raw as Record<string, unknown>;
  const fields: LeadFields = { ...EMPTY_LEAD };
  for (const key of Object.keys(EMPTY_LEAD) as (keyof LeadFields)[]) {
    const value = given[key] ?? '';
    const read = text(value);
    if (read === null) return { errors: { [key]: 'This field must be text.' } };
    fields[key] = read;
  }
  const errors: Record<string, string> = { ...validateLead(fields) };
  const page = text(record.page);
  const honeypot = text(record[HONEYPOT_FIELD] ?? '');
  const elapsedMs = record.elapsedMs;
  if (page === null) errors.form = 'The page it was sent from is missing.';
  if (honeypot === null || typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs)) {
    errors.form = 'The form was sent incomplete. Please reload the page and try again.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    submission: {
      kind: 'lead',
      fields,
      page: leadPage(page ?? '/'),
      [HONEYPOT_FIELD]: honeypot ?? '',
      elapsedMs: Number(elapsedMs),
    },
  };
}

/** A submission made by a bot rather than a person: the honeypot filled, or sent too fast. */
export function looksAutomated(submission: Submission): boolean {
  return submission[HONEYPOT_FIELD].trim() !== '' || submission.elapsedMs < MIN_FILL_MS;
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
