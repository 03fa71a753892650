import { LEAD_STATUSES, loadFirestore, type LeadDocument, type LeadStatus, type StoredTime } from '@meridian/shared';
import { commitAudited, type Actor } from './audit';

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  status: LeadStatus;
  createdAt: Date | null;
}

export type LeadFilter = LeadStatus | 'all';
export const LEADS_PAGE_SIZE = 25;
/** The most rows one CSV export holds. */
export const LEADS_EXPORT_MAX = 5000;

function toRow(id: string, data: Partial<LeadDocument>): LeadRow {
  const created = data.createdAt as StoredTime | undefined;
  return {
    id,
    name: `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim(),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    message: String(data.message ?? ''),
    page: String(data.page ?? ''),
    status: LEAD_STATUSES.find((status) => status === data.status) ?? 'new',
    createdAt: created ? new Date(created.toMillis()) : null,
  };
}

async function queryLeads(filter: LeadFilter, size: number, after: unknown) {
  const { db, sdk } = await loadFirestore();
  return sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'leads'),
      ...(filter === 'all' ? [] : [sdk.where('status', '==', filter)]),
      sdk.orderBy('createdAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(size),
    ),
  );
}

/** A page of leads, newest first, of one status or all. */
export async function listLeads(
  filter: LeadFilter,
  after: unknown = null,
): Promise<{ rows: LeadRow[]; next: unknown }> {
  const snapshot = await queryLeads(filter, LEADS_PAGE_SIZE, after);
  return {
    rows: snapshot.docs.map((document) => toRow(document.id, document.data() as Partial<LeadDocument>)),
    next: snapshot.docs.length === LEADS_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** Every lead of the filter for the CSV, newest first, at most LEADS_EXPORT_MAX. */
export async function leadsForExport(filter: LeadFilter): Promise<{ rows: LeadRow[]; truncated: boolean }> {
  const snapshot = await queryLeads(filter, LEADS_EXPORT_MAX + 1, null);
  const rows = snapshot.docs.map((document) => toRow(document.id, document.data() as Partial<LeadDocument>));
  return { rows: rows.slice(0, LEADS_EXPORT_MAX), truncated: rows.length > LEADS_EXPORT_MAX };
}

/** Moves a lead to another status, with the admin's note, audited in the same batch. */
export async function setLeadStatus(actor: Actor, lead: LeadRow, status: LeadStatus, note: string): Promise<void> {
  const target = `leads/${lead.id}`;
  await commitAudited(
    actor,
    { action: 'lead.status', target, before: { status: lead.status }, after: { status }, note: note.trim() },
    (batch, auditId, { db, sdk }) => batch.update(sdk.doc(db, target), { status, auditId }),
  );
}
