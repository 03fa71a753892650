/**
 * A grievance to the data protection officer (issue 19, item 4; DPDP Rules 2025: answered within
 * a stated period, at most 90 days): what a signed-in person sends from the Privacy tab, how it is
 * checked, stored (grievances/{id}, by the public-write endpoint: POST /api/submit, kind
 * 'grievance', with the person's ID token) and answered by staff (audited 'grievance.answer').
 * A DPDP grievance, not a SEBI complaint: it lives apart from complaints/{ticket} and is never
 * counted in SEBI's monthly complaint data. Pure, and free of '@meridian/shared' so that the Cloud
 * Function bundles it; the Privacy tab, the admin's complaint desk and the endpoint share it.
 */
import { istDate } from '../complaints/desk';
import { isRecord, storedMillis } from '../src/contracts/stored';
import { hasControlCharacter } from '../src/validation/text';
import { formatIndianNumber } from '../src/format/number';

/**
 * How many days the data protection officer takes at most to answer a grievance (DPDP Rules
 * 2025 allow at most 90). The privacy notice states the same.
 */
export const GRIEVANCE_RESPONSE_DAYS = 30;

/** What a grievance may be about; '' (not said) is allowed and stored as 'other'. */
export const GRIEVANCE_CATEGORIES = ['access', 'correction', 'erasure', 'consent', 'nomination', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_CATEGORY_LABELS: Readonly<Record<GrievanceCategory, string>> = {
  access: 'Access to my data',
  correction: 'Correcting my data',
  erasure: 'Erasing my data',
  consent: 'My consent, or its withdrawal',
  nomination: 'My nominee',
  other: 'Something else',
};

export const GRIEVANCE_STATUSES = ['open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_STATUS_LABELS: Readonly<Record<GrievanceStatus, string>> = {
  open: 'Open',
  answered: 'Answered',
};

/** The longest subject, description and answer (the rules check the same). */
export const GRIEVANCE_LIMITS = { subject: 120, description: 5000, answer: 2000 } as const;

/** A grievance as its form holds it: text as typed or chosen ('' for none). */
export interface GrievanceFields {
  /** A GrievanceCategory, or '' not said. */
  category: '' | GrievanceCategory;
  /** Optional, on one line. */
  subject: string;
  description: string;
}

export const EMPTY_GRIEVANCE: GrievanceFields = { category: '', subject: '', description: '' };

export type GrievanceErrors = Partial<Record<keyof GrievanceFields, string>>;

/** What the Privacy tab sends to /api/submit, with `Authorization: Bearer <ID token>`. */
export interface GrievanceSubmission {
  kind: 'grievance';
  fields: GrievanceFields;
}

/** grievances/{id} as stored (receivedAt and answeredAt: Firestore timestamps). */
export interface GrievanceDocument<Time = unknown> {
  uid: string;
  /** The email of the person's sign-in when they sent it ('' when the token had none). */
  email: string;
  category: GrievanceCategory;
  subject: string;
  description: string;
  status: GrievanceStatus;
  receivedAt: Time;
  /** 'YYYY-MM-DD', IST: the last day of the answer (grievanceDueDate). */
  dueBy: string;
  answeredAt: Time | null;
  /** What the officer told the person; '' until answered. */
  answer: string;
  /** The audit entry of the answer (absent until answered). */
  auditId?: string;
}

/** The 202 answer to a stored grievance. */
export interface GrievanceAccepted {
  ok: true;
  grievance: { id: string; receivedOn: string; dueBy: string };
}

export const isGrievanceCategory = (value: unknown): value is GrievanceCategory =>
  typeof value === 'string' && (GRIEVANCE_CATEGORIES as readonly string[]).includes(value);

export const isGrievanceStatus = (value: unknown): value is GrievanceStatus =>
  typeof value === 'string' && (GRIEVANCE_STATUSES as readonly string[]).includes(value);

/**
 * A stored grievance (grievances/{id}) as read: its fields typed, its times in epoch ms. The one
 * reader of the collection: the person's own list (account) and the officer's (admin) start
 * from it. A status or category this release does not know reads as null, a text field that is
 * not text as '', a time that is not a stored time as null; each reader decides what to show.
 */
export interface StoredGrievance {
  uid: string;
  email: string;
  category: GrievanceCategory | null;
  subject: string;
  description: string;
  status: GrievanceStatus | null;
  receivedAt: number | null;
  /** 'YYYY-MM-DD' (IST), or '' when the document has none. */
  dueBy: string;
  answeredAt: number | null;
  answer: string;
}

/**
 * A grievance document's data as a StoredGrievance, or null when it is not a document's data.
 * @example readStoredGrievance({ status: 'open', receivedAt: Timestamp, dueBy: '2026-12-24' })?.dueBy // '2026-12-24'
 */
export function readStoredGrievance(data: unknown): StoredGrievance | null {
  if (!isRecord(data)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    uid: text(data.uid),
    email: text(data.email),
    category: isGrievanceCategory(data.category) ? data.category : null,
    subject: text(data.subject),
    description: text(data.description),
    status: isGrievanceStatus(data.status) ? data.status : null,
    receivedAt: storedMillis(data.receivedAt),
    dueBy: text(data.dueBy),
    answeredAt: storedMillis(data.answeredAt),
    answer: text(data.answer),
  };
}

const DAY_MS = 86_400_000;

/**
 * The last day of the answer: the IST date of receipt plus GRIEVANCE_RESPONSE_DAYS.
 * @example grievanceDueDate(Date.parse('2026-11-24T20:00:00Z')) // '2026-12-25' (received 25 November IST)
 */
export function grievanceDueDate(receivedAt: number): string {
  return istDate(receivedAt + GRIEVANCE_RESPONSE_DAYS * DAY_MS);
}

const count = (value: number) => formatIndianNumber(value);

/** A grievance's fields, field by field; an empty object means it can be sent. */
export function validateGrievance(fields: GrievanceFields): GrievanceErrors {
  const errors: GrievanceErrors = {};
  if (fields.category !== '' && !isGrievanceCategory(fields.category))
    errors.category = 'Please choose what your grievance is about from the list, or leave it unchosen.';
  const subject = fields.subject.trim();
  if (subject.length > GRIEVANCE_LIMITS.subject)
    errors.subject = `Please keep the subject to ${count(GRIEVANCE_LIMITS.subject)} characters or fewer.`;
  else if (hasControlCharacter(subject)) errors.subject = 'Please keep the subject on one line.';
  const description = fields.description.trim();
  if (description === '') errors.description = 'Please describe your grievance: what happened, and what you ask of us.';
  else if (description.length > GRIEVANCE_LIMITS.description)
    errors.description = `Please keep the description to ${count(GRIEVANCE_LIMITS.description)} characters or fewer (it has ${count(description.length)}).`;
  return errors;
}

/** A grievance's fields as stored: trimmed; no category means 'other'. */
export function grievanceToStore(
  fields: GrievanceFields,
): Pick<GrievanceDocument, 'category' | 'subject' | 'description'> {
  return {
    category: isGrievanceCategory(fields.category) ? fields.category : 'other',
    subject: fields.subject.trim(),
    description: fields.description.trim(),
  };
}

/**
 * A request's body read as a grievance submission: the fields (text only, nothing else kept),
 * or the errors to answer with.
 */
export function readGrievanceSubmission(
  body: unknown,
): { submission: GrievanceSubmission } | { errors: Record<string, string> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: { form: 'Nothing was sent.' } };
  const raw = (body as Record<string, unknown>).fields;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { errors: { form: 'The form was empty.' } };
  const given = raw as Record<string, unknown>;
  const read: Record<keyof GrievanceFields, string> = { category: '', subject: '', description: '' };
  for (const key of Object.keys(read) as (keyof GrievanceFields)[]) {
    const value = given[key] ?? '';
    if (typeof value !== 'string') return { errors: { [key]: 'This field must be text.' } };
    read[key] = value;
  }
  const fields: GrievanceFields = {
    category: isGrievanceCategory(read.category) ? read.category : '',
    subject: read.subject,
    description: read.description,
  };
  const errors: Record<string, string> = { ...validateGrievance(fields) };
  if (read.category !== '' && !isGrievanceCategory(read.category))
    errors.category = 'Please choose what your grievance is about from the list, or leave it unchosen.';
  return Object.keys(errors).length > 0 ? { errors } : { submission: { kind: 'grievance', fields } };
}

/** Staff's answer, checked: 1 to GRIEVANCE_LIMITS.answer characters. */
export function validateGrievanceAnswer(answer: string): string | undefined {
  const text = answer.trim();
  if (text === '') return 'Please write the answer we give the person.';
  if (text.length > GRIEVANCE_LIMITS.answer)
    return `Please keep the answer to ${count(GRIEVANCE_LIMITS.answer)} characters or fewer.`;
  return undefined;
}
