/**
 * The complaint desk's contract (issue 18, item 3 and 4): what a complaint is (categories,
 * statuses, sources, limits), its ticket number, the 21 days the firm has to answer, and the shapes
 * of the documents in `complaints`, `complaintCounters` and `complaintData`. The public-write
 * endpoint (functions/src/submit), the admin's complaints tab, the dashboard, the public pages and
 * the rules tests read these, and firestore.rules carries the same lists (role-map.test.ts checks).
 * Pure: no clock (the time is always passed in), India's calendar (IST, UTC+05:30) for dates.
 */
import { isNoticeLanguage, type NoticeLanguage, type StoredTime } from '../src/contracts/documents';
import { isRecord, storedMillis } from '../src/contracts/stored';
import { IST_OFFSET_MINUTES, istToday } from '../src/validation/age';
import {
  MONTH_NAMES,
  resolutionDays,
  type ComplaintDataSnapshot,
  type ComplaintFacts,
  type ComplaintSource,
  type YearMonth,
  COMPLAINT_SOURCES,
} from './complaint-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;

/** SEBI: an investment adviser redresses a grievance immediately, and within 21 calendar days of receiving it. */
export const RESPONSE_DAYS = 21;

/** What a complaint is about; 'impersonation' marks it for SEBI's impersonation line. */
export const COMPLAINT_CATEGORIES = [
  'service',
  'fees',
  'advice',
  'conduct',
  'accessibility',
  'privacy',
  'impersonation',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** The categories as the form and the screens name them. */
export const CATEGORY_LABELS: Readonly<Record<ComplaintCategory, string>> = {
  service: 'Our service (delays, no reply, documents)',
  fees: 'Fees and billing',
  advice: 'Advice given to you',
  conduct: 'The conduct of our staff',
  accessibility: 'Accessibility of our website or services',
  privacy: 'Privacy and your personal data',
  impersonation: 'Someone pretending to be us (impersonation)',
  other: 'Something else',
};

export function isComplaintCategory(value: unknown): value is ComplaintCategory {
  return COMPLAINT_CATEGORIES.some((category) => category === value);
}

/**
 * Where a complaint is: received (new), in progress (being looked into), resolved (answered, with
 * the resolution; final: a complainant who is not satisfied escalates to SCORES, which comes back
 * as a new complaint of source 'scores').
 */
export const COMPLAINT_STATUSES = ['received', 'in-progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  received: 'Received',
  'in-progress': 'In progress',
  resolved: 'Resolved',
};

export function isComplaintStatus(value: unknown): value is ComplaintStatus {
  return COMPLAINT_STATUSES.some((status) => status === value);
}

/**
 * The statuses a complaint may move to from `status` (firestore.rules allows the same): forward
 * only, and nothing after 'resolved'.
 * @example nextStatuses('received') // ['in-progress', 'resolved']
 */
export function nextStatuses(status: ComplaintStatus): ComplaintStatus[] {
  return COMPLAINT_STATUSES.slice(COMPLAINT_STATUSES.indexOf(status) + 1);
}

/** Where a complaint came from, as SEBI's table counts them: the person, SEBI's SCORES, elsewhere. */
export const SOURCE_NAMES: Readonly<Record<ComplaintSource, string>> = {
  direct: 'Directly from the investor',
  scores: 'SEBI SCORES',
  other: 'Another source',
};

/** The longest each field may be; the form, the endpoint and firestore.rules use the same. */
export const COMPLAINT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  description: 5000,
  /** Staff's note of where a recorded complaint came from (a SCORES registration number). */
  reference: 100,
  /** The resolution as told to the complainant. */
  resolution: 2000,
} as const;

// ---------------------------------------------------------------------------------------------
// Tickets: MWA-2026-000123, the firm's initials, the year (IST) the ticket was issued, and a
// serial from 1 that starts again each year (complaintCounters/{year}.last is the last issued).

/** The firm's initials at the start of every ticket (the brand's name is a placeholder: change both). */
export const TICKET_PREFIX = 'MWA';
/** The most tickets one year can issue (six digits). */
export const MAX_TICKET_SERIAL = 999_999;

const TICKET_PATTERN = new RegExp(`^${TICKET_PREFIX}-(\\d{4})-(\\d{6})$`);

/**
 * A ticket number.
 * @example formatTicket(2026, 123) // 'MWA-2026-000123'
 * @throws RangeError for a year that is not four digits or a serial outside 1–999,999.
 */
export function formatTicket(year: number, serial: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`${year} is not a four-digit year.`);
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_TICKET_SERIAL)
    throw new RangeError(`${serial} is not a ticket serial from 1 to ${MAX_TICKET_SERIAL}.`);
  return `${TICKET_PREFIX}-${year}-${String(serial).padStart(6, '0')}`;
}

/**
 * A ticket number as typed (spaces around it, any case), or null when it is not one.
 * @example parseTicket(' mwa-2026-000123 ') // { ticket: 'MWA-2026-000123', year: 2026, serial: 123 }
 */
export function parseTicket(text: string): { ticket: string; year: number; serial: number } | null {
  const match = TICKET_PATTERN.exec(text.trim().toUpperCase());
  const serial = Number(match?.[2]);
  if (!match || serial < 1) return null;
  return { ticket: match[0], year: Number(match[1]), serial };
}

// ---------------------------------------------------------------------------------------------
// India's calendar.

/** Days since 1970-01-01 of the IST date an instant falls on. */
function istDay(instant: number): number {
  return Math.floor((instant + IST_OFFSET_MS) / DAY_MS);
}

/**
 * The IST date of an instant, 'YYYY-MM-DD' (age.ts's istToday, under the name the desk's callers use).
 * @example istDate(Date.parse('2026-03-31T20:00:00Z')) // '2026-04-01'
 */
export function istDate(instant: number): string {
  return istToday(instant);
}

/** The IST calendar year of an instant: the year of the tickets it issues. */
export function istYear(instant: number): number {
  return new Date(instant + IST_OFFSET_MS).getUTCFullYear();
}

/**
 * 00:00 IST of a date 'YYYY-MM-DD', in epoch milliseconds; null when it is not a date.
 * @example new Date(istDayStart('2026-04-01') ?? 0).toISOString() // '2026-03-31T18:30:00.000Z'
 */
export function istDayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  if (new Date(time).toISOString().slice(0, 10) !== date) return null;
  return time - IST_OFFSET_MS;
}

/**
 * The last day of the firm's answer: the IST date of receipt plus 21 days.
 * @example dueDate(Date.parse('2026-11-01T10:00:00Z')) // '2026-11-22'
 */
export function dueDate(receivedAt: number): string {
  return istDate(receivedAt + RESPONSE_DAYS * DAY_MS);
}

/**
 * Calendar days a complaint has been open at `now` (received today: 0), or took when resolved.
 * @example daysOpen(Date.parse('2026-11-01T10:00:00Z'), null, Date.parse('2026-11-23T04:00:00Z')) // 22
 */
export function daysOpen(receivedAt: number, resolvedAt: number | null, now: number): number {
  return Math.max(0, resolutionDays(receivedAt, resolvedAt ?? now));
}

/**
 * Whether an unresolved complaint is past its 21 days at `now` (the day after its due date).
 * A resolved one is never overdue (it may have been answered late: see `daysOpen`).
 */
export function isOverdue(receivedAt: number, resolvedAt: number | null, now: number): boolean {
  return resolvedAt === null && istDay(now) > istDay(receivedAt) + RESPONSE_DAYS;
}

/**
 * The instant before which an unresolved complaint is overdue at `now`: 00:00 IST of the day 21
 * days before today (for a query: received before this and not resolved).
 */
export function overdueBefore(now: number): number {
  return (istDay(now) - RESPONSE_DAYS) * DAY_MS - IST_OFFSET_MS;
}

/**
 * A month's id in `complaintData`: 'YYYY-MM'.
 * @example monthId({ year: 2026, month: 4 }) // '2026-04'
 */
export function monthId({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Whether the month `id` ('YYYY-MM') is later than `than` (a month id, or null for none). */
export function isLaterMonth(id: string, than: string | null): boolean {
  return than === null || id > than;
}

/** A month id 'YYYY-MM' as a month, or null. */
export function parseMonthId(id: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

// ---------------------------------------------------------------------------------------------
// The documents.

/**
 * complaints/{ticket}: one complaint. Created by the public-write endpoint (source 'direct', from
 * the complaint form) or by staff with manage_complaints recording one received elsewhere; its
 * status moves forward by staff, audited. Never deleted.
 */
export interface ComplaintDocument {
  /** Also the document's id. */
  ticket: string;
  source: ComplaintSource;
  receivedAt: StoredTime;
  /** Null until resolved. */
  resolvedAt: StoredTime | null;
  status: ComplaintStatus;
  /** True for a complaint about someone impersonating the firm (category 'impersonation'). */
  impersonation: boolean;
  category: ComplaintCategory;
  name: string;
  /** '' when a recorded complaint came without one. */
  email: string;
  /** '' when not given. */
  phone: string;
  /** Whether the person said they are a client of the firm. */
  isClient: boolean;
  description: string;
  /** The signed-in person who lodged it (they see it in their dashboard); null otherwise. */
  uid: string | null;
  /** Where a recorded complaint came from (e.g. its SCORES registration number); '' from the form. */
  reference: string;
  /** What the firm told the complainant; '' until resolved. */
  resolution: string;
  /** The auditLog entry of the last change staff made (or of its recording). */
  auditId?: string;
  /** The language of the form (and its notice) it was lodged on; absent on one staff recorded, or lodged before 30 November 2026. */
  language?: NoticeLanguage;
}

/**
 * complaints/{ticket} read once, for every reader: each field checked against its kind, its times
 * in epoch milliseconds. A field of the wrong kind reads as null ('' or false for a text or a
 * flag), and each reader decides what that means: the staff's list shows a default
 * (complaintRowOf), SEBI's tables list an issue (complaintFactsOf), the owner's dashboard skips
 * the complaint (mfe-account's readMyComplaint).
 */
export interface ComplaintRead {
  ticket: string;
  /** The ticket the document names in its own field; null when it names none. */
  namedTicket: string | null;
  status: ComplaintStatus | null;
  category: ComplaintCategory | null;
  source: ComplaintSource | null;
  /** The source as stored, for the words about one that is none of COMPLAINT_SOURCES. */
  storedSource: string;
  receivedAt: number | null;
  /** null while it is open (none stored); 'unreadable' when one is stored that is not a time. */
  resolvedAt: number | null | 'unreadable';
  impersonation: boolean;
  isClient: boolean;
  name: string;
  email: string;
  phone: string;
  description: string;
  reference: string;
  resolution: string;
  /** The signed-in person who lodged it; null otherwise. */
  uid: string | null;
  /** The language of the form it was lodged on; null when none is stored (recorded by staff, or lodged earlier). */
  language: NoticeLanguage | null;
}

/**
 * A stored complaint read (ComplaintRead).
 * @example readComplaint('MWA-2026-000001', { status: 'resolved', resolvedAt: 'today' }).resolvedAt // 'unreadable'
 */
export function readComplaint(ticket: string, data: unknown): ComplaintRead {
  const stored: Record<string, unknown> = isRecord(data) ? data : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const { resolvedAt } = stored;
  return {
    ticket,
    namedTicket: typeof stored.ticket === 'string' ? stored.ticket : null,
    status: isComplaintStatus(stored.status) ? stored.status : null,
    category: isComplaintCategory(stored.category) ? stored.category : null,
    source: COMPLAINT_SOURCES.find((source) => source === stored.source) ?? null,
    storedSource: typeof stored.source === 'string' ? stored.source : String(stored.source),
    receivedAt: storedMillis(stored.receivedAt),
    resolvedAt: resolvedAt === null || resolvedAt === undefined ? null : (storedMillis(resolvedAt) ?? 'unreadable'),
    impersonation: stored.impersonation === true,
    isClient: stored.isClient === true,
    name: text(stored.name),
    email: text(stored.email),
    phone: text(stored.phone),
    description: text(stored.description),
    reference: text(stored.reference),
    resolution: text(stored.resolution),
    uid: typeof stored.uid === 'string' && stored.uid !== '' ? stored.uid : null,
    language: isNoticeLanguage(stored.language) ? stored.language : null,
  };
}

/**
 * What SEBI's tables count of a stored complaint (readComplaint), its times in epoch
 * milliseconds. An unreadable time stays unreadable (NaN), and an unknown source stays as stored:
 * the tables then list the complaint as an issue instead of counting it. The admin's preview and
 * the function that publishes a month read complaints with this.
 */
export function complaintFactsOf(ticket: string, data: unknown): ComplaintFacts {
  const read = readComplaint(ticket, data);
  return {
    ticket,
    receivedAt: read.receivedAt ?? Number.NaN,
    resolvedAt: read.resolvedAt === 'unreadable' ? Number.NaN : read.resolvedAt,
    source: read.source ?? read.storedSource,
    impersonation: read.impersonation,
  };
}

/**
 * A stored complaint as staff list it (ComplaintRow): what is unreadable shown as a default (a
 * status of 'received', a category and a source of 'other', no time), never hidden from staff.
 */
export function complaintRowOf(ticket: string, data: unknown): ComplaintRow {
  const read = readComplaint(ticket, data);
  return {
    ticket,
    source: read.source ?? 'other',
    receivedAt: read.receivedAt,
    resolvedAt: read.resolvedAt === 'unreadable' ? null : read.resolvedAt,
    status: read.status ?? 'received',
    impersonation: read.impersonation,
    category: read.category ?? 'other',
    name: read.name,
    email: read.email,
    phone: read.phone,
    isClient: read.isClient,
    description: read.description,
    signedIn: read.uid !== null,
    reference: read.reference,
    resolution: read.resolution,
    ...(read.language ? { language: read.language } : {}),
  };
}

/**
 * A complaint as staff read it back (the admin's complaints tab): complaints/{ticket} with its
 * times in epoch milliseconds (null when unreadable), and whether a signed-in person lodged it
 * rather than who.
 */
export type ComplaintRow = Omit<ComplaintDocument, 'receivedAt' | 'resolvedAt' | 'uid' | 'auditId'> & {
  receivedAt: number | null;
  resolvedAt: number | null;
  /** Lodged by a signed-in person (it shows in their dashboard). */
  signedIn: boolean;
};

/**
 * A complaint staff record that reached the firm another way than the site's form (SCORES, a
 * letter, an email), as the admin's record form gives it: complaints/{ticket} before its ticket,
 * status and audit entry are added, the day it was received in epoch milliseconds.
 */
export type RecordedComplaint = Pick<
  ComplaintDocument,
  'source' | 'reference' | 'name' | 'email' | 'phone' | 'isClient' | 'category' | 'impersonation' | 'description'
> & { receivedAt: number };

/** complaintCounters/{year}: the last ticket serial issued in that year. */
export interface ComplaintCounterDocument {
  last: number;
}

/** complaintData/{YYYY-MM}: a month's tables as published; written once, never changed. */
export interface ComplaintDataDocument {
  snapshot: ComplaintDataSnapshot;
  publishedAt: StoredTime;
  /** The uid of who published it. */
  publishedBy: string;
  auditId: string;
}

/**
 * complaintData/{YYYY-MM} read back: its tables and when they were published (epoch ms; null when
 * the stored time cannot be read). The public page reads it; the admin adds who published it.
 */
export interface PublishedComplaintData {
  snapshot: ComplaintDataSnapshot;
  publishedAt: number | null;
}

/** complaintData/latest: which month the public page shows (the newest published). */
export interface LatestComplaintDataDocument {
  /** 'YYYY-MM'. */
  month: string;
  /** The publication's audit entry (the same as the month's). */
  auditId: string;
}

/** The id of the pointer to the newest published month in `complaintData`. */
export const LATEST_COMPLAINT_DATA = 'latest';

/** What the complainant is told when the complaint is stored: its ticket, the day it was received and the answer's last day. */
export interface ComplaintReceipt {
  ticket: string;
  /** 'YYYY-MM-DD' (IST). */
  receivedOn: string;
  /** 'YYYY-MM-DD' (IST): RESPONSE_DAYS after receivedOn. */
  dueBy: string;
}

let hindiDate: Intl.DateTimeFormat | undefined;

/**
 * A date 'YYYY-MM-DD' as the Hindi pages and emails write it (anything else, a month 13 included,
 * as it came).
 * @example longDateInHindi('2026-11-24') // '24 नवंबर 2026'
 */
export function longDateInHindi(date: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})$/.exec(date);
  if (!match) return date;
  // Made on first use, so that a bundle that never writes a Hindi date does not make one. The one
  // Intl formatter left: Hindi months, on the Hindi pages and emails only.
  // eslint-disable-next-line no-restricted-globals
  hindiDate ??= new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return hindiDate.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * A date 'YYYY-MM-DD' as the pages write it, the same on the server and in any browser (no
 * locale, no time zone).
 * @example longDate('2026-11-22') // '22 November 2026'
 */
export function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTH_NAMES[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}
