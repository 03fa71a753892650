/**
 * The person's grievances to the data protection officer as the Privacy tab lists them, and the
 * endpoint's answer to one sent (issue 19, item 4). Pure: the reads and the sending are in
 * ../data/grievances.ts.
 */
import { isRecord } from '@meridian/shared';
import { istDate, longDate } from '@meridian/shared/complaints';
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUS_LABELS,
  isGrievanceStatus,
  readStoredGrievance,
  type GrievanceErrors,
  type GrievanceStatus,
} from '@meridian/shared/privacy';
import { readSubmitAnswer, submitLimited } from '@meridian/shared/submissions';
import { readKeptList } from '@meridian/portal-kit/kept-list';

/** The most grievances the tab lists (a person has a few at most). */
export const MY_GRIEVANCES_LIMIT = 50;

/**
 * The most characters of JSON the tab keeps of the list on the device: under the device memory's
 * 100,000 per entry (MEMORY_MAX_ENTRY_CHARS in @meridian/shared/device-memory), with room for the
 * entry's own wrapping. Fifty grievances answered at length can pass it.
 */
export const KEPT_GRIEVANCES_MAX_CHARS = 90_000;

export interface MyGrievance {
  id: string;
  status: GrievanceStatus;
  statusLabel: string;
  category: string;
  subject: string;
  receivedAt: number;
  /** '24 November 2026' */
  receivedOn: string;
  /** The last day of the answer, while it is open; null once answered. */
  dueBy: string | null;
  answeredOn: string | null;
  answer: string;
}

/** A stored grievance read back for its sender, or null when it is not one (skipped, never half shown). */
export function readMyGrievance(id: string, data: unknown): MyGrievance | null {
  const stored = readStoredGrievance(data);
  if (!stored) return null;
  const { status, category, subject, receivedAt, dueBy, answeredAt, answer } = stored;
  if (status === null || receivedAt === null || dueBy === '') return null;
  const answered = status === 'answered';
  return {
    id,
    status,
    statusLabel: GRIEVANCE_STATUS_LABELS[status],
    category: category === null ? '' : GRIEVANCE_CATEGORY_LABELS[category],
    subject,
    receivedAt,
    receivedOn: longDate(istDate(receivedAt)),
    dueBy: answered ? null : longDate(dueBy),
    answeredOn: answered && answeredAt !== null ? longDate(istDate(answeredAt)) : null,
    answer: answered ? answer : '',
  };
}

/** The stored grievances, readable ones only, newest first. */
export function myGrievances(documents: readonly { id: string; data: unknown }[]): MyGrievance[] {
  return documents
    .flatMap((document) => readMyGrievance(document.id, document.data) ?? [])
    .sort((a, b) => b.receivedAt - a.receivedAt || b.id.localeCompare(a.id));
}

/** The longest document id read back (Firestore's own are 20 characters). */
const ID_MAX = 128;

const isDay = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** One grievance as this device kept it (a MyGrievance written as JSON), or null when it is not one. */
function readKeptGrievance(kept: unknown): MyGrievance | null {
  if (!isRecord(kept)) return null;
  const { id, status, statusLabel, category, subject, receivedAt, receivedOn, dueBy, answeredOn, answer } = kept;
  if (typeof id !== 'string' || id === '' || id.length > ID_MAX || id.includes('/')) return null;
  if (!isGrievanceStatus(status) || typeof statusLabel !== 'string' || typeof category !== 'string') return null;
  if (typeof subject !== 'string' || subject.length > GRIEVANCE_LIMITS.subject) return null;
  if (typeof receivedAt !== 'number' || !Number.isFinite(receivedAt) || !isDay(receivedOn)) return null;
  if (typeof answer !== 'string' || answer.length > GRIEVANCE_LIMITS.answer) return null;
  const common = { id, status, statusLabel, category, subject, receivedAt, receivedOn, answer };
  // As it was read: an open one has the last day of its answer and no answer yet, an answered one
  // no last day, the day of its answer (if its time was read) and the answer.
  if (status === 'open')
    return isDay(dueBy) && answeredOn === null && answer === '' ? { ...common, dueBy, answeredOn } : null;
  return dueBy === null && (answeredOn === null || isDay(answeredOn)) ? { ...common, dueBy, answeredOn } : null;
}

/**
 * The person's grievances as this device kept them (MyGrievance[] written as JSON), or null when
 * any is not what this release reads: the whole list or nothing. At most MY_GRIEVANCES_LIMIT,
 * each id once, as read.
 */
export function readKeptGrievances(kept: unknown): MyGrievance[] | null {
  return readKeptList(kept, MY_GRIEVANCES_LIMIT, readKeptGrievance, (grievance) => grievance.id);
}

/**
 * What the tab keeps on the device of the list it read: the list, or null (nothing shown early
 * next time) when its JSON would pass KEPT_GRIEVANCES_MAX_CHARS. The memory would refuse it and
 * leave the older list in its place, to be shown next time as if it were the last one read.
 */
export function keptGrievances(grievances: MyGrievance[]): MyGrievance[] | null {
  return JSON.stringify(grievances).length <= KEPT_GRIEVANCES_MAX_CHARS ? grievances : null;
}

/** What sending a grievance came to, in words to show. */
export type GrievanceOutcome =
  | { kind: 'sent'; receivedOn: string; dueBy: string }
  | { kind: 'invalid'; message: string; errors: GrievanceErrors }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

/** The fields the endpoint may name when it refuses a grievance. */
const GRIEVANCE_FIELDS = ['category', 'subject', 'description'] as const;

/**
 * The endpoint's answer (status and JSON body) as an outcome, read by the one reader
 * (readSubmitAnswer): received, with its dates in words; refused, with a message per field;
 * limited, in the public forms' words (submitLimited), for the seconds the body gives (the
 * Retry-After header is not passed here; without them, a minute); or failed with the server's
 * message. `unreachable` when there is none to read.
 */
export function readGrievanceAnswer(status: number, answer: unknown, unreachable: string): GrievanceOutcome {
  const outcome = readSubmitAnswer({ status, answer, retryAfter: null }, GRIEVANCE_FIELDS, unreachable);
  if (outcome.kind === 'sent') {
    const { grievance } = outcome.answer;
    if (isRecord(grievance) && typeof grievance.receivedOn === 'string' && typeof grievance.dueBy === 'string')
      return { kind: 'sent', receivedOn: longDate(grievance.receivedOn), dueBy: longDate(grievance.dueBy) };
    return { kind: 'failed', message: unreachable };
  }
  if (outcome.kind === 'limited') {
    const { retryAfterSeconds } = outcome;
    return { kind: 'limited', message: submitLimited(retryAfterSeconds), retryAfterSeconds };
  }
  if (outcome.kind === 'refused') {
    const errors: GrievanceErrors = {};
    for (const field of GRIEVANCE_FIELDS) if (outcome.errors[field]) errors[field] = outcome.errors[field];
    return { kind: 'invalid', message: outcome.message, errors };
  }
  return outcome;
}
