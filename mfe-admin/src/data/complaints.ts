import { formatIndianNumber, loadFirestore, storedMillis, type AuditLogDocument } from '@meridian/shared';
import {
  formatTicket,
  istYear,
  complaintFactsOf,
  complaintRowOf,
  overdueBefore,
  type ComplaintCounterDocument,
  type ComplaintDataDocument,
  type ComplaintDataSnapshot,
  type ComplaintDocument,
  type ComplaintFacts,
  type ComplaintRow,
  type ComplaintStatus,
  type PublishedComplaintData,
  type RecordedComplaint,
} from '@meridian/shared/complaints';
import { filterSearch, statusesOf, type ComplaintFilter } from '../domain/complaint-desk';
import { commitAudited, type Actor } from './audit';
import { early } from './early-reads';
import { callSiteFunction } from './site-api';

export const COMPLAINTS_PAGE_SIZE = 25;
/** The most complaints a month's preview reads: beyond it the tables would be wrong, so it stops. */
export const PREVIEW_MAX = 5000;

/**
 * A page of complaints of the filters, newest first. Indexes (firestore.indexes.json): each of
 * status, category and source with receivedAt descending (Firestore merges them for several).
 */
export function listComplaints(
  filter: ComplaintFilter,
  after: unknown = null,
): Promise<{ rows: ComplaintRow[]; next: unknown }> {
  // As the tab opens, its first page may have been started early (page-reads.ts).
  if (after !== null) return readComplaints(filter, after);
  return early.take(`complaints:${filterSearch(filter)}`, () => readComplaints(filter, null));
}

async function readComplaints(
  filter: ComplaintFilter,
  after: unknown,
): Promise<{ rows: ComplaintRow[]; next: unknown }> {
  const { db, sdk } = await loadFirestore();
  const statuses = statusesOf(filter.status);
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'complaints'),
      ...(statuses === null
        ? []
        : [statuses.length === 1 ? sdk.where('status', '==', statuses[0]) : sdk.where('status', 'in', statuses)]),
      ...(filter.category === 'all' ? [] : [sdk.where('category', '==', filter.category)]),
      ...(filter.source === 'all' ? [] : [sdk.where('source', '==', filter.source)]),
      sdk.orderBy('receivedAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(COMPLAINTS_PAGE_SIZE),
    ),
  );
  return {
    rows: snapshot.docs.map((document) => complaintRowOf(document.id, document.data())),
    next: snapshot.docs.length === COMPLAINTS_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** How many complaints are still open past their 21 days at `now` (one count, not a read of each). */
export function countOverdue(now: number): Promise<number> {
  // As the tab opens, its count may have been started early (page-reads.ts), a moment before `now`.
  return early.take('overdue', () => readOverdue(now));
}

async function readOverdue(now: number): Promise<number> {
  const { db, sdk } = await loadFirestore();
  const result = await sdk.getCount(
    sdk.query(
      sdk.collection(db, 'complaints'),
      sdk.where('status', 'in', ['received', 'in-progress']),
      sdk.where('receivedAt', '<', sdk.Timestamp.fromMillis(overdueBefore(now))),
    ),
  );
  return result.data().count;
}

/** How many times recording tries the next ticket when someone else took it meanwhile. */
const RECORD_ATTEMPTS = 3;

/**
 * Records a complaint received elsewhere: issues the next ticket of this year (IST) from
 * complaintCounters/{year}, and writes the counter, the complaint and its audit entry in one
 * batch (the rules check all three together). When someone issued that ticket meanwhile the
 * batch is refused, and the next one is tried. Returns the ticket.
 */
export async function recordComplaint(actor: Actor, complaint: RecordedComplaint): Promise<string> {
  let failure: unknown = null;
  for (let attempt = 0; attempt < RECORD_ATTEMPTS; attempt += 1) {
    try {
      return await recordOnce(actor, complaint);
    } catch (error) {
      failure = error;
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      if (code !== 'permission-denied') break;
    }
  }
  throw failure;
}

async function recordOnce(actor: Actor, complaint: RecordedComplaint): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const year = istYear(Date.now());
  const counter = sdk.doc(db, 'complaintCounters', String(year));
  const stored = await sdk.getDoc(counter);
  const last = stored.exists() ? Number((stored.data() as Partial<ComplaintCounterDocument>).last ?? 0) : 0;
  const serial = last + 1;
  const ticket = formatTicket(year, serial);
  const target = `complaints/${ticket}`;
  await commitAudited(
    actor,
    {
      action: 'complaint.record',
      target,
      before: null,
      after: { source: complaint.source, status: 'received', category: complaint.category },
    },
    (batch, auditId, handle) => {
      batch.set(counter, { last: serial } satisfies ComplaintCounterDocument);
      batch.set(handle.sdk.doc(handle.db, target), {
        ticket,
        source: complaint.source,
        receivedAt: handle.sdk.Timestamp.fromMillis(complaint.receivedAt),
        resolvedAt: null,
        status: 'received',
        impersonation: complaint.impersonation,
        category: complaint.category,
        name: complaint.name,
        email: complaint.email,
        phone: complaint.phone,
        isClient: complaint.isClient,
        description: complaint.description,
        uid: null,
        reference: complaint.reference,
        resolution: '',
        auditId,
        // No `language`: a recorded complaint reached the firm without the site's form.
      } satisfies Record<Exclude<keyof ComplaintDocument, 'language'>, unknown>);
    },
  );
  return ticket;
}

/**
 * Moves a complaint forward, audited in the same batch; resolving stores the resolution and the
 * server's time as resolvedAt. `note` is the audit log's.
 */
export async function setComplaintStatus(
  actor: Actor,
  complaint: Pick<ComplaintRow, 'ticket' | 'status'>,
  status: ComplaintStatus,
  resolution: string,
  note: string,
): Promise<void> {
  const target = `complaints/${complaint.ticket}`;
  await commitAudited(
    actor,
    { action: 'complaint.status', target, before: { status: complaint.status }, after: { status }, note },
    (batch, auditId, { db, sdk }) =>
      batch.update(
        sdk.doc(db, target),
        status === 'resolved'
          ? { status, resolution, resolvedAt: sdk.serverTimestamp(), auditId }
          : { status, auditId },
      ),
  );
}

/**
 * What the tables need of every complaint received before `end` (epoch ms): the month's preview
 * computes with these. Throws when there are more than PREVIEW_MAX (the tables would be wrong).
 */
export async function complaintsBefore(end: number): Promise<ComplaintFacts[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'complaints'),
      sdk.where('receivedAt', '<', sdk.Timestamp.fromMillis(end)),
      sdk.orderBy('receivedAt'),
      sdk.limit(PREVIEW_MAX + 1),
    ),
  );
  if (snapshot.docs.length > PREVIEW_MAX)
    throw new Error(
      `There are more than ${formatIndianNumber(PREVIEW_MAX)} complaints, more than the preview can count. Ask a developer to raise PREVIEW_MAX.`,
    );
  return snapshot.docs.map((document) => complaintFactsOf(document.id, document.data()));
}

/** A month as published: its tables, when (epoch ms) and by whom. */
export interface PublishedMonth extends PublishedComplaintData {
  /** The publisher's email from the audit log, or their account id when the log can't be read. */
  publishedBy: string;
}

/** A month's published tables ('YYYY-MM'), or null when it is not published. */
export async function readPublishedMonth(id: string): Promise<PublishedMonth | null> {
  const { db, sdk } = await loadFirestore();
  const stored = await sdk.getDoc(sdk.doc(db, 'complaintData', id));
  if (!stored.exists()) return null;
  const data = stored.data() as Partial<Record<keyof ComplaintDataDocument, unknown>>;
  let publishedBy = String(data.publishedBy ?? '');
  try {
    const entry = await sdk.getDoc(sdk.doc(db, 'auditLog', String(data.auditId ?? '-')));
    const email = entry.exists() ? (entry.data() as Partial<AuditLogDocument>).actorEmail : undefined;
    if (email) publishedBy = email;
  } catch {
    // The audit log needs view_users: without it, the account id says who.
  }
  return {
    snapshot: data.snapshot as ComplaintDataSnapshot,
    publishedAt: storedMillis(data.publishedAt),
    publishedBy,
  };
}

/** Whether a month ('YYYY-MM') is published: one read (started early as the tab opens: page-reads.ts). */
export function isPublished(id: string): Promise<boolean> {
  return early.take(`published:${id}`, () => readIsPublished(id));
}

async function readIsPublished(id: string): Promise<boolean> {
  const { db, sdk } = await loadFirestore();
  return (await sdk.getDoc(sdk.doc(db, 'complaintData', id))).exists();
}

/**
 * How many complaints are now recorded as received from `start` to before `end` (epoch ms): one
 * count aggregation (a read per 1,000). Complaints are never deleted, so more than a published
 * month counted means some were recorded into it after it was published.
 */
export async function countReceivedIn(start: number, end: number): Promise<number> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getCount(
    sdk.query(
      sdk.collection(db, 'complaints'),
      sdk.where('receivedAt', '>=', sdk.Timestamp.fromMillis(start)),
      sdk.where('receivedAt', '<', sdk.Timestamp.fromMillis(end)),
    ),
  );
  return snapshot.data().count;
}

/** Where a month is published: the site's function (functions/src/complaint-data). */
const PUBLISH_PATH = '/api/complaint-data';

/**
 * Publishes a month ('YYYY-MM') as previewed: the site's function counts it again from the stored
 * complaints, with the preview's own function, and publishes only if its Grand Total is still the
 * one `previewed` showed (so the public sees what staff saw), storing its tables, their audit
 * entry and, when it is newer than the month the public page shows, the pointer to it, at once. A
 * month is published once; its figures never change. Throws the function's refusal in its words
 * (changed since the preview, not ended, already published, a complaint that can't be counted, no
 * permission).
 */
export async function publishMonth(
  id: string,
  previewed: { received: number; resolved: number; pending: number },
): Promise<void> {
  await callSiteFunction(PUBLISH_PATH, 'The month could not be published just now. Please try again.', {
    month: id,
    previewed,
  });
}
