/**
 * The complaints tab's pure logic (issue 18, item 4): the list's filters as the address holds
 * them, how long a complaint has been open against the 21 days the firm has, the form that records
 * a complaint received elsewhere, and a status change. Pure: the time now is always passed in;
 * India's calendar (IST) for dates, as '@meridian/shared/complaints' counts them. The limits are
 * the ones firestore.rules checks.
 */
import { AUDIT_LIMITS, formatIndianNumber, hasControlCharacter, isEmail } from '@meridian/shared';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  COMPLAINT_SOURCES,
  COMPLAINT_STATUSES,
  daysOpen,
  dueDate,
  isComplaintCategory,
  isOverdue,
  istDate,
  istDayStart,
  longDate,
  nextStatuses,
  RESPONSE_DAYS,
  STATUS_LABELS,
  type ComplaintCategory,
  type ComplaintSource,
  type ComplaintStatus,
  type RecordedComplaint,
} from '@meridian/shared/complaints';
import { cleanPhone } from '@meridian/shared/submissions';
import { unknownValue } from './address';

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// The list's filters, in the address: ?status=resolved&category=fees&source=scores.

/** 'open' is received or in progress: what the desk has still to answer (the list's default). */
export type StatusFilter = 'open' | ComplaintStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['open', ...COMPLAINT_STATUSES, 'all'];

export const STATUS_FILTER_LABELS: Readonly<Record<StatusFilter, string>> = {
  open: 'Still open (received or in progress)',
  ...STATUS_LABELS,
  all: 'All',
};

export interface ComplaintFilter {
  status: StatusFilter;
  category: ComplaintCategory | 'all';
  source: ComplaintSource | 'all';
}

export const DEFAULT_FILTER: ComplaintFilter = { status: 'open', category: 'all', source: 'all' };

const CATEGORY_FILTERS: readonly (ComplaintCategory | 'all')[] = ['all', ...COMPLAINT_CATEGORIES];
const SOURCE_FILTERS: readonly (ComplaintSource | 'all')[] = ['all', ...COMPLAINT_SOURCES];

function pick<T extends string>(value: string | null, known: readonly T[], fallback: T): T {
  return known.find((item) => item === value) ?? fallback;
}

/**
 * The filters of an address's query, and a notice for each value that is not one (it is
 * ignored, and the notice says so).
 * @example parseFilter('?status=resolved&source=scores') // { filter: { status: 'resolved', category: 'all', source: 'scores' }, notices: [] }
 */
export function parseFilter(search: string): { filter: ComplaintFilter; notices: string[] } {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const category = params.get('category');
  const source = params.get('source');
  const notices = [
    unknownValue(status, STATUS_FILTERS, 'a complaint status', 'the open complaints are shown'),
    unknownValue(category, CATEGORY_FILTERS, 'a complaint category', 'every category is shown'),
    unknownValue(source, SOURCE_FILTERS, 'a complaint source', 'every source is shown'),
  ].filter((notice): notice is string => notice !== null);
  return {
    filter: {
      status: pick(status, STATUS_FILTERS, DEFAULT_FILTER.status),
      category: pick(category, CATEGORY_FILTERS, DEFAULT_FILTER.category),
      source: pick(source, SOURCE_FILTERS, DEFAULT_FILTER.source),
    },
    notices,
  };
}

/**
 * The address's query for the filters: only those that differ from the default, '' for none.
 * @example filterSearch({ status: 'open', category: 'fees', source: 'all' }) // '?category=fees'
 */
export function filterSearch(filter: ComplaintFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== DEFAULT_FILTER.status) params.set('status', filter.status);
  if (filter.category !== DEFAULT_FILTER.category) params.set('category', filter.category);
  if (filter.source !== DEFAULT_FILTER.source) params.set('source', filter.source);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The statuses a filter's query asks for; null for every status. */
export function statusesOf(status: StatusFilter): ComplaintStatus[] | null {
  if (status === 'all') return null;
  return status === 'open' ? ['received', 'in-progress'] : [status];
}

// ---------------------------------------------------------------------------------------------
// How long a complaint has been open, against the 21 days.

export interface ComplaintAge {
  /** Calendar days open (IST), or taken when resolved. */
  days: number;
  /** Open and past its 21 days. */
  overdue: boolean;
  /** In words, so it does not rest on colour: 'Overdue: 25 days open, answer was due by 22 November 2026'. */
  text: string;
}

const daysWord = (days: number): string => `${days} day${days === 1 ? '' : 's'}`;

/**
 * A complaint's age as the list says it.
 * @example complaintAge(Date.parse('2026-11-01T10:00:00Z'), null, Date.parse('2026-11-06T10:00:00Z')).text // '5 days open, 16 left: answer by 22 November 2026'
 */
export function complaintAge(receivedAt: number, resolvedAt: number | null, now: number): ComplaintAge {
  const days = daysOpen(receivedAt, resolvedAt, now);
  const due = longDate(dueDate(receivedAt));
  if (resolvedAt !== null) {
    const text =
      days > RESPONSE_DAYS
        ? `Resolved in ${daysWord(days)}, after the ${RESPONSE_DAYS}-day limit`
        : `Resolved in ${daysWord(days)}`;
    return { days, overdue: false, text };
  }
  if (isOverdue(receivedAt, null, now))
    return { days, overdue: true, text: `Overdue: ${daysWord(days)} open, answer was due by ${due}` };
  const left = RESPONSE_DAYS - days;
  const text =
    left === 0
      ? `${daysWord(days)} open: answer due today`
      : `${days === 0 ? 'Received today' : `${daysWord(days)} open`}, ${daysWord(left)} left: answer by ${due}`;
  return { days, overdue: false, text };
}

// ---------------------------------------------------------------------------------------------
// Recording a complaint received elsewhere (by email or letter, through SCORES, another source).

/** The record form's fields as typed or chosen ('' for none). */
export interface RecordDraft {
  source: ComplaintSource;
  /** Its SCORES registration number, or the letter's or email's reference. */
  reference: string;
  /** 'YYYY-MM-DD', the IST date it reached the firm. */
  receivedOn: string;
  name: string;
  email: string;
  phone: string;
  client: '' | 'yes' | 'no';
  category: '' | ComplaintCategory;
  description: string;
}

export type RecordErrors = Partial<Record<keyof RecordDraft, string>>;

export function emptyRecordDraft(now: number): RecordDraft {
  return {
    source: 'scores',
    reference: '',
    receivedOn: istDate(now),
    name: '',
    email: '',
    phone: '',
    client: '',
    category: '',
    description: '',
  };
}

/** How the form names the sources (a complaint sent to the firm by email or letter is 'direct'). */
export const RECORD_SOURCE_LABELS: Readonly<Record<ComplaintSource, string>> = {
  scores: 'SEBI SCORES',
  direct: 'Directly from the investor (email, letter, phone, in person)',
  other: 'Another source (e.g. BSE, a regulator’s letter)',
};

/** The oldest receipt the rules accept is within a year (366 days) of recording: a year back, by the day. */
const MAX_AGE_DAYS = 365;

// Digits with the usual separators and an optional leading '+', as the complaint form accepts.
const PHONE_PATTERN = /^\+?[0-9(][0-9 \-()]{5,18}[0-9]$/;

function oneLine(value: string, label: string, max: number, needed: boolean): string | undefined {
  const text = value.trim();
  if (text === '') return needed ? `Enter the ${label}.` : undefined;
  if (value.length > max) return `Keep the ${label} to ${max} characters or fewer.`;
  if (hasControlCharacter(text)) return `Remove the tabs or line breaks from the ${label}.`;
  return undefined;
}

/**
 * The complaint to store (the data module adds its ticket and status), or the message for each
 * field that is wrong. The received date may not
 * be after today nor more than a year back; a SCORES complaint needs its registration number;
 * the email and phone may be left blank (a letter may have neither).
 */
export function validateRecord(
  draft: RecordDraft,
  now: number,
): { ok: true; complaint: RecordedComplaint } | { ok: false; errors: RecordErrors } {
  const errors: RecordErrors = {};
  const reference = oneLine(
    draft.reference,
    draft.source === 'scores' ? 'SCORES registration number' : 'reference',
    COMPLAINT_LIMITS.reference,
    draft.source === 'scores',
  );
  if (reference) errors.reference = reference;

  const received = istDayStart(draft.receivedOn.trim());
  const today = istDate(now);
  const earliest = istDate(now - MAX_AGE_DAYS * DAY_MS);
  if (received === null) errors.receivedOn = 'Enter the date it reached us, like 2026-11-03.';
  else if (draft.receivedOn.trim() > today) errors.receivedOn = 'The date it reached us can’t be after today.';
  else if (draft.receivedOn.trim() < earliest)
    errors.receivedOn = `Only complaints received within the last year (from ${longDate(earliest)}) can be recorded here.`;

  const name = oneLine(draft.name, 'complainant’s name', COMPLAINT_LIMITS.name, true);
  if (name) errors.name = name;

  const email = draft.email.trim();
  if (email !== '' && (email.length > COMPLAINT_LIMITS.email || !isEmail(email) || hasControlCharacter(email)))
    errors.email = 'Enter a valid email address, like name@example.com, or leave it blank.';

  const phone = cleanPhone(draft.phone);
  if (phone.length > COMPLAINT_LIMITS.phone)
    errors.phone = `Keep the phone number to ${COMPLAINT_LIMITS.phone} characters or fewer, or leave it blank.`;
  else if (phone !== '' && !PHONE_PATTERN.test(phone))
    errors.phone = 'Enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.';

  if (draft.client !== 'yes' && draft.client !== 'no') errors.client = 'Say whether the complainant is our client.';
  if (!isComplaintCategory(draft.category)) errors.category = 'Choose what the complaint is about.';

  const description = draft.description.trim();
  if (description === '') errors.description = 'Enter what the complaint says.';
  else if (draft.description.length > COMPLAINT_LIMITS.description)
    errors.description = `Keep the description to ${formatIndianNumber(COMPLAINT_LIMITS.description)} characters or fewer.`;

  if (Object.keys(errors).length > 0 || received === null || !isComplaintCategory(draft.category))
    return { ok: false, errors };
  return {
    ok: true,
    complaint: {
      source: draft.source,
      reference: draft.reference.trim(),
      receivedAt: received,
      name: draft.name.trim(),
      email,
      phone,
      isClient: draft.client === 'yes',
      category: draft.category,
      impersonation: draft.category === 'impersonation',
      description,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Moving a complaint forward.

export interface StatusDraft {
  /** '' until a new status is chosen. */
  status: '' | ComplaintStatus;
  /** What the firm told the complainant: needed to resolve. */
  resolution: string;
  /** Kept in the audit log. */
  note: string;
}

export type StatusErrors = Partial<Record<keyof StatusDraft, string>>;

/**
 * The change to make, or the message for each field that is wrong: only forward (received → in
 * progress → resolved), and resolving needs the resolution as told to the complainant.
 */
export function validateStatusChange(
  current: ComplaintStatus,
  draft: StatusDraft,
): { ok: true; status: ComplaintStatus; resolution: string; note: string } | { ok: false; errors: StatusErrors } {
  const errors: StatusErrors = {};
  const status = draft.status;
  if (status === '' || !nextStatuses(current).includes(status))
    errors.status =
      current === 'resolved' ? 'A resolved complaint can’t change any more.' : 'Choose the complaint’s new status.';
  const resolution = draft.resolution.trim();
  if (status === 'resolved') {
    if (resolution === '') errors.resolution = 'Write the resolution as you told it to the complainant.';
    else if (draft.resolution.length > COMPLAINT_LIMITS.resolution)
      errors.resolution = `Keep the resolution to ${formatIndianNumber(COMPLAINT_LIMITS.resolution)} characters or fewer.`;
  }
  if (draft.note.length > AUDIT_LIMITS.note) errors.note = `Keep the note to ${AUDIT_LIMITS.note} characters or fewer.`;
  if (Object.keys(errors).length > 0 || status === '') return { ok: false, errors };
  return { ok: true, status, resolution: status === 'resolved' ? resolution : '', note: draft.note.trim() };
}
