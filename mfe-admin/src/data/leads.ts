import { LEAD_STATUSES, loadFirestore, storedDate, type LeadDocument, type LeadStatus } from '@meridian/shared';
import { commitAudited, type Actor } from './audit';
import { early } from './early-reads';

/** What a lead is: a contact-form message, or a request for the free first conversation. */
export type LeadType = 'contact' | 'consultation';
export const LEAD_TYPES: readonly LeadType[] = ['contact', 'consultation'];

export interface LeadRow {
  id: string;
  type: LeadType;
  /** A consultation's preferred day ('YYYY-MM-DD') and part of it; null for a contact message. */
  preferred: { date: string; slot: 'morning' | 'afternoon' | 'evening' } | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  status: LeadStatus;
  createdAt: Date | null;
}

export type LeadFilter = LeadStatus | 'all';
/** 'consultation' shows only the requests for a first conversation; 'all' every lead. */
export type LeadTypeFilter = 'all' | 'consultation';
export const LEAD_FILTERS: readonly LeadFilter[] = ['all', ...LEAD_STATUSES];
export const LEAD_TYPE_FILTERS: readonly LeadTypeFilter[] = ['all', 'consultation'];

/** The Leads tab's filters as its address gives them (`?status=`, `?type=`; anything else is 'all'). */
export function leadFiltersOf(search: URLSearchParams): { filter: LeadFilter; type: LeadTypeFilter } {
  return {
    filter: LEAD_FILTERS.find((item) => item === search.get('status')) ?? 'all',
    type: LEAD_TYPE_FILTERS.find((item) => item === search.get('type')) ?? 'all',
  };
}
export const LEADS_PAGE_SIZE = 25;
/** The most rows one CSV export holds. */
export const LEADS_EXPORT_MAX = 5000;

function toRow(id: string, data: Partial<LeadDocument>): LeadRow {
  const consultation = data.type === 'consultation';
  return {
    id,
    type: consultation ? 'consultation' : 'contact',
    preferred:
      consultation && typeof data.preferredDate === 'string'
        ? { date: data.preferredDate, slot: data.preferredSlot ?? 'morning' }
        : null,
    name: `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim(),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    message: String(data.message ?? ''),
    page: String(data.page ?? ''),
    status: LEAD_STATUSES.find((status) => status === data.status) ?? 'new',
    createdAt: storedDate(data.createdAt),
  };
}

async function queryLeads(filter: LeadFilter, type: LeadTypeFilter, size: number, after: unknown) {
  const { db, sdk } = await loadFirestore();
  return sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'leads'),
      ...(filter === 'all' ? [] : [sdk.where('status', '==', filter)]),
      ...(type === 'all' ? [] : [sdk.where('type', '==', type)]),
      sdk.orderBy('createdAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(size),
    ),
  );
}

/**
 * A page of leads, newest first, of one status or all, of one type or all. As the tab opens, its
 * first page may have been started early (page-reads.ts).
 */
export function listLeads(
  filter: LeadFilter,
  after: unknown = null,
  type: LeadTypeFilter = 'all',
): Promise<{ rows: LeadRow[]; next: unknown }> {
  if (after !== null) return readLeads(filter, after, type);
  return early.take(`leads:${filter}|${type}`, () => readLeads(filter, null, type));
}

async function readLeads(
  filter: LeadFilter,
  after: unknown,
  type: LeadTypeFilter,
): Promise<{ rows: LeadRow[]; next: unknown }> {
  const snapshot = await queryLeads(filter, type, LEADS_PAGE_SIZE, after);
  return {
    rows: snapshot.docs.map((document) => toRow(document.id, document.data() as Partial<LeadDocument>)),
    next: snapshot.docs.length === LEADS_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** Every lead of the filter for the CSV, newest first, at most LEADS_EXPORT_MAX. */
export async function leadsForExport(
  filter: LeadFilter,
  type: LeadTypeFilter = 'all',
): Promise<{ rows: LeadRow[]; truncated: boolean }> {
  const snapshot = await queryLeads(filter, type, LEADS_EXPORT_MAX + 1, null);
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
