/**
 * The complaint desk's pure logic on the visitor's side (issue 18, items 3 and 5): the endpoint's
 * answer to a complaint read into what the form shows, and a published month read back from
 * Firestore (complaintData/{YYYY-MM}) checked before the page renders it. No React, no Firebase:
 * the requests are in ../data/.
 */
import { isRecord } from '@meridian/shared';
import {
  COMPLAINT_SOURCES,
  parseMonthId,
  type ComplaintDataSnapshot,
  type ComplaintReceipt,
  type SourceRow,
  type Trend,
  type TrendRow,
} from '@meridian/shared/complaints';
import {
  complaintProblems,
  EMPTY_COMPLAINT,
  readSubmitAnswer,
  type ComplaintErrors,
  type ComplaintFields,
  type ComplaintWords,
} from '@meridian/shared/submissions';

/** What the form shows after sending. */
export type ComplaintOutcome =
  /** Accepted; `receipt` null when the answer carried none (the endpoint's answer to what looks automated). */
  | { kind: 'received'; receipt: ComplaintReceipt | null }
  | { kind: 'refused'; message: string; errors: ComplaintErrors }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

const isText = (value: unknown): value is string => typeof value === 'string';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A receipt as the endpoint sends it ({ ticket, receivedOn, dueBy }), or null. */
export function readReceipt(value: unknown): ComplaintReceipt | null {
  if (!isRecord(value)) return null;
  const { ticket, receivedOn, dueBy } = value;
  if (!isText(ticket) || ticket.trim() === '' || !isText(receivedOn) || !isText(dueBy)) return null;
  if (!DATE.test(receivedOn) || !DATE.test(dueBy)) return null;
  return { ticket, receivedOn, dueBy };
}

/** The server's messages for the form's own fields (anything else it names is left to the message). */
export function fieldErrors(errors: unknown): ComplaintErrors {
  if (!isRecord(errors)) return {};
  const found: ComplaintErrors = {};
  for (const key of Object.keys(EMPTY_COMPLAINT) as (keyof ComplaintFields)[]) {
    const message = errors[key];
    if (isText(message) && message !== '') found[key] = message;
  }
  return found;
}

/** The fields the endpoint may name in its answer: the form's own. */
const COMPLAINT_FIELDS = Object.keys(EMPTY_COMPLAINT);

/**
 * The endpoint's answer to a complaint (POST /api/submit: 202 with the receipt, 400 with a message
 * per field, 429 with Retry-After, anything else with a message), read by the one reader
 * (readSubmitAnswer), as what the form shows. Never throws; an answer without a message of its own
 * gets `unreadable`'s words.
 * @example readComplaintAnswer(202, { ok: true, complaint: { ticket: 'MWA-2026-000123', receivedOn: '2026-11-24', dueBy: '2026-12-15' } }, null, 0, '…').kind // 'received'
 */
export function readComplaintAnswer(
  status: number,
  body: unknown,
  retryAfterHeader: string | null,
  now: number,
  unreadable: string,
): ComplaintOutcome {
  const outcome = readSubmitAnswer(
    { status, answer: body, retryAfter: retryAfterHeader },
    COMPLAINT_FIELDS,
    unreadable,
    now,
  );
  if (outcome.kind === 'sent') return { kind: 'received', receipt: readReceipt(outcome.answer.complaint) };
  if (outcome.kind === 'refused')
    return { kind: 'refused', message: outcome.message, errors: fieldErrors(outcome.errors) };
  return outcome;
}

/**
 * An outcome as a translated form shows it (the endpoint answers in English): a refusal names the
 * same fields, each in the form's words for what is wrong with it as typed (complaintProblems;
 * 'invalid' when the form finds nothing), above them `server.refused`; a failure other than the
 * form's own `unreachable` says `server.failed`. A form without `server` words shows the
 * endpoint's own, unchanged.
 */
export function outcomeInWords(
  outcome: ComplaintOutcome,
  fields: ComplaintFields,
  words: { problems: ComplaintWords; server?: { refused: string; failed: string }; unreachable: string },
): ComplaintOutcome {
  const { server } = words;
  if (!server) return outcome;
  if (outcome.kind === 'refused') {
    const problems = complaintProblems(fields);
    const errors: ComplaintErrors = {};
    for (const field of Object.keys(outcome.errors) as (keyof ComplaintFields)[])
      errors[field] = words.problems(field, problems[field] ?? 'invalid');
    return { kind: 'refused', message: server.refused, errors };
  }
  if (outcome.kind === 'failed' && outcome.message !== words.unreachable)
    return { kind: 'failed', message: server.failed };
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// A published month, as read back (Firestore's REST encoding decoded to plain values).

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readSourceRow(value: unknown, source: SourceRow['source']): SourceRow | null {
  if (!isRecord(value) || value.source !== source || !isText(value.label)) return null;
  const counts = [
    value.pendingAtStartOfMonth,
    value.received,
    value.resolved,
    value.pendingAtEndOfMonth,
    value.pendingOverThreeMonths,
  ];
  if (!counts.every(isCount)) return null;
  const average = value.averageResolutionDays;
  if (average !== null && (typeof average !== 'number' || !Number.isFinite(average) || average < 0)) return null;
  return {
    source,
    label: value.label,
    pendingAtStartOfMonth: value.pendingAtStartOfMonth as number,
    received: value.received as number,
    resolved: value.resolved as number,
    pendingAtEndOfMonth: value.pendingAtEndOfMonth as number,
    pendingOverThreeMonths: value.pendingOverThreeMonths as number,
    averageResolutionDays: average,
  };
}

function readTrendRow(value: unknown): TrendRow | null {
  if (!isRecord(value) || !isText(value.label)) return null;
  const { carriedForward, received, resolved, pending } = value;
  if (!isCount(carriedForward) || !isCount(received) || !isCount(resolved) || !isCount(pending)) return null;
  return { label: value.label, carriedForward, received, resolved, pending };
}

function readTrend(value: unknown): Trend | null {
  if (!isRecord(value) || !Array.isArray(value.rows)) return null;
  const rows = value.rows.map(readTrendRow);
  const grandTotal = readTrendRow(value.grandTotal);
  if (!grandTotal || rows.some((row) => row === null)) return null;
  return { rows: rows as TrendRow[], grandTotal };
}

/**
 * A published month's snapshot as read back, checked field by field: the snapshot, or null when
 * anything is missing or of the wrong kind (the page then says the figures could not be read,
 * rather than show half a table).
 */
export function readSnapshot(value: unknown): ComplaintDataSnapshot | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { year, month, monthEnding, financialYear, registeredOn, monthTable } = value;
  if (!isCount(year) || !isCount(month) || month < 1 || month > 12) return null;
  if (!isText(monthEnding) || !/^\d{2}-\d{2}-\d{4}$/.test(monthEnding)) return null;
  if (!isText(financialYear) || !isText(registeredOn) || !isRecord(monthTable)) return null;
  const rawRows = Array.isArray(monthTable.rows) ? monthTable.rows : [];
  const rows = COMPLAINT_SOURCES.map((source, index) => readSourceRow(rawRows[index], source));
  const grandTotal = readSourceRow(monthTable.grandTotal, 'total');
  const impersonationReceived = monthTable.impersonationReceived;
  if (rawRows.length !== COMPLAINT_SOURCES.length || rows.some((row) => row === null) || !grandTotal) return null;
  if (!isCount(impersonationReceived)) return null;
  const monthlyTrend = readTrend(value.monthlyTrend);
  const annualTrend = readTrend(value.annualTrend);
  if (!monthlyTrend || !annualTrend) return null;
  return {
    version: 1,
    year,
    month,
    monthEnding,
    financialYear,
    registeredOn,
    monthTable: { rows: rows as SourceRow[], grandTotal, impersonationReceived },
    monthlyTrend,
    annualTrend,
  };
}

/** The month complaintData/latest points at ('YYYY-MM'), or null when there is none or it is not a month. */
export function latestMonthId(latest: Record<string, unknown> | null): string | null {
  const month = latest?.month;
  return isText(month) && parseMonthId(month) ? month : null;
}

/** An instant as RFC 3339 text (a Firestore timestamp through REST) in epoch ms, or null. */
export function readInstant(value: unknown): number | null {
  if (!isText(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
