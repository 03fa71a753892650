/**
 * The person's grievances to the data protection officer as the Privacy tab lists them, and the
 * endpoint's answer to one sent (issue 19, item 4). Pure: the reads and the sending are in
 * ../data/grievances.ts.
 */
import { istDate, longDate } from '@meridian/shared/complaints';
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUS_LABELS,
  isGrievanceCategory,
  isGrievanceStatus,
  type GrievanceErrors,
  type GrievanceStatus,
} from '@meridian/shared/privacy';

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

const millisOf = (value: unknown): number | null => {
  if (typeof value === 'object' && value !== null && 'toMillis' in value && typeof value.toMillis === 'function') {
    const millis: unknown = value.toMillis();
    return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
  }
  return null;
};

/** A stored grievance read back for its sender, or null when it is not one (skipped, never half shown). */
export function readMyGrievance(id: string, data: unknown): MyGrievance | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const receivedAt = millisOf(record.receivedAt);
  if (!isGrievanceStatus(record.status) || receivedAt === null || typeof record.dueBy !== 'string') return null;
  const answeredAt = millisOf(record.answeredAt);
  const answered = record.status === 'answered';
  return {
    id,
    status: record.status,
    statusLabel: GRIEVANCE_STATUS_LABELS[record.status],
    category: isGrievanceCategory(record.category) ? GRIEVANCE_CATEGORY_LABELS[record.category] : '',
    subject: typeof record.subject === 'string' ? record.subject : '',
    receivedAt,
    receivedOn: longDate(istDate(receivedAt)),
    dueBy: answered ? null : longDate(record.dueBy),
    answeredOn: answered && answeredAt !== null ? longDate(istDate(answeredAt)) : null,
    answer: answered && typeof record.answer === 'string' ? record.answer : '',
  };
}

/** The stored grievances, readable ones only, newest first. */
export function myGrievances(documents: readonly { id: string; data: unknown }[]): MyGrievance[] {
  return documents
    .flatMap((document) => readMyGrievance(document.id, document.data) ?? [])
    .sort((a, b) => b.receivedAt - a.receivedAt || b.id.localeCompare(a.id));
}

/** What sending a grievance came to, in words to show. */
export type GrievanceOutcome =
  | { kind: 'sent'; receivedOn: string; dueBy: string }
  | { kind: 'invalid'; message: string; errors: GrievanceErrors }
  | { kind: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The endpoint's answer (status and JSON body) as an outcome; `unreachable` when it can't be read. */
export function readGrievanceAnswer(status: number, answer: unknown, unreachable: string): GrievanceOutcome {
  if (!isRecord(answer)) return { kind: 'failed', message: unreachable };
  if (status === 202 && answer.ok === true && isRecord(answer.grievance)) {
    const { receivedOn, dueBy } = answer.grievance;
    if (typeof receivedOn === 'string' && typeof dueBy === 'string')
      return { kind: 'sent', receivedOn: longDate(receivedOn), dueBy: longDate(dueBy) };
  }
  const message = typeof answer.message === 'string' ? answer.message : unreachable;
  if (status === 400 && isRecord(answer.errors)) {
    const errors: GrievanceErrors = {};
    for (const key of ['category', 'subject', 'description'] as const) {
      const error = answer.errors[key];
      if (typeof error === 'string') errors[key] = error;
    }
    return { kind: 'invalid', message, errors };
  }
  return { kind: 'failed', message };
}
