/**
 * POST /api/complaint-data { "month": "YYYY-MM" }: publishes SEBI's monthly complaint tables for a
 * month that has ended, computed here from the stored complaints with the one function the admin's
 * preview uses (complaintData, '@meridian/shared/complaints'), so that a published month can
 * never disagree with the complaints nor predate the firm's registration (issue 37, item 5). For
 * staff whose role has manage_complaints, checked as the rules check staff (../session.ts). What is
 * published is what staff previewed: the request carries the preview's Grand Total, and a month
 * whose count has changed since is refused. The month, its audit entry and, when it is newer, the
 * public page's pointer are stored at once, and only if the month was not published before:
 * published figures never change.
 */
import {
  complaintData,
  firstReportableMonth,
  istMonthStart,
  longDate,
  MONTH_NAMES,
  monthId,
  parseMonthId,
  type ComplaintDataIssue,
  type ComplaintDataSnapshot,
  type ComplaintFacts,
} from '@meridian/shared/complaints';
import { isRecord } from '@meridian/shared/documents';
import { staffSession, type SessionDeps } from '../session';

/** A month to store, with who published it and what its audit entry records. */
export interface MonthToPublish {
  /** 'YYYY-MM' */
  id: string;
  snapshot: ComplaintDataSnapshot;
  actor: { uid: string; email: string };
  /** The month's Grand Total, as the audit entry records it. */
  after: { received: number; resolved: number; pending: number };
}

export interface PublishDeps extends SessionDeps {
  now(): number;
  /**
   * The firm's registration date, 'YYYY-MM-DD' (the brand module's); null when a real project still
   * has the placeholder (nothing is counted from an invented date).
   */
  registeredOn: string | null;
  /** What the tables need of every complaint received before `end` (epoch ms). */
  complaintsBefore(end: number): Promise<ComplaintFacts[]>;
  /** Stores the month, its audit entry and (when newer) the pointer at once; false when it was already published. */
  publish(month: MonthToPublish): Promise<boolean>;
}

export type PublishAnswer =
  | { month: string; received: number; resolved: number; pending: number }
  | { message: string; issues?: readonly ComplaintDataIssue[] };

export interface PublishResponse {
  status: number;
  headers: Record<string, string>;
  body: PublishAnswer;
}

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };

const refuse = (status: number, message: string, issues?: readonly ComplaintDataIssue[]): PublishResponse => ({
  status,
  headers: HEADERS,
  body: issues ? { message, issues } : { message },
});

/** The Grand Total staff saw in their preview, which the month must still have to be published. */
export interface PreviewedTotal {
  received: number;
  resolved: number;
  pending: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * What a body asks, or null: { "month": "YYYY-MM", "previewed": { received, resolved, pending } }
 * and nothing else.
 */
function requestOf(
  body: string,
): { month: NonNullable<ReturnType<typeof parseMonthId>>; previewed: PreviewedTotal } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || Object.keys(parsed).length !== 2 || typeof parsed.month !== 'string') return null;
  const month = parseMonthId(parsed.month);
  const previewed = isRecord(parsed.previewed) ? parsed.previewed : {};
  const { received, resolved, pending } = previewed;
  if (!month || Object.keys(previewed).length !== 3 || !isCount(received) || !isCount(resolved) || !isCount(pending))
    return null;
  return { month, previewed: { received, resolved, pending } };
}

export async function handlePublishMonth(
  method: string,
  authorization: string | undefined,
  body: string,
  deps: PublishDeps,
): Promise<PublishResponse> {
  if (method !== 'POST') return { ...refuse(405, 'Use POST.'), headers: { ...HEADERS, allow: 'POST' } };
  const staff = await staffSession(authorization, deps, 'manage_complaints', {
    signIn: 'Sign in to publish the complaint data.',
    forbidden: 'Only staff who manage complaints can publish the complaint data.',
  });
  if (!staff.ok) return refuse(staff.status, staff.message);
  const { session } = staff;

  if (deps.registeredOn === null)
    return refuse(
      503,
      'The firm’s registration date is not set, so no month can be counted. Ask a developer to set it.',
    );
  const asked = requestOf(body);
  if (!asked) return refuse(400, 'Say which month to publish, written YYYY-MM, with the totals of its preview.');
  const { month, previewed } = asked;
  const name = `${MONTH_NAMES[month.month - 1] ?? ''} ${month.year}`;
  const end = istMonthStart({ year: month.year, month: month.month + 1 });
  if (end > deps.now()) return refuse(400, `${name} has not ended yet: a month is published after it ends.`);
  const registeredOn = deps.registeredOn;
  const first = firstReportableMonth(registeredOn);
  if (month.year * 12 + month.month < first.year * 12 + first.month)
    return refuse(
      400,
      `${name} is before the firm’s registration on ${longDate(registeredOn)}: there is nothing to publish.`,
    );

  const { snapshot, issues } = complaintData(await deps.complaintsBefore(end), month, registeredOn);
  if (issues.length > 0)
    return refuse(
      409,
      issues.length === 1
        ? `One complaint can’t be counted, so ${name} can’t be published until it is corrected.`
        : `${issues.length} complaints can’t be counted, so ${name} can’t be published until they are corrected.`,
      issues,
    );

  const total = snapshot.monthTable.grandTotal;
  const after = { received: total.received, resolved: total.resolved, pending: total.pendingAtEndOfMonth };
  if (
    after.received !== previewed.received ||
    after.resolved !== previewed.resolved ||
    after.pending !== previewed.pending
  )
    return refuse(
      409,
      `${name}’s figures have changed since your preview (a complaint was recorded or resolved meanwhile): preview it again, then publish.`,
    );
  const id = monthId(month);
  const email = typeof session.claims.email === 'string' ? session.claims.email : '';
  if (!(await deps.publish({ id, snapshot, actor: { uid: session.claims.uid, email }, after })))
    return refuse(409, `${name} is already published, and published figures never change.`);
  return { status: 200, headers: HEADERS, body: { month: id, ...after } };
}
