/**
 * The signed-in person's complaints as the dashboard lists them (issue 18, item 3): each stored
 * complaint (complaints/{ticket}, read where uid is theirs) checked and put into words, newest
 * first, and the list as this device kept it read back (readKeptComplaints). Pure: the read is in
 * ../data/complaints.ts.
 */
import { isRecord } from '@meridian/shared';
import {
  CATEGORY_LABELS,
  dueDate,
  istDate,
  isComplaintStatus,
  longDate,
  parseTicket,
  readComplaint,
  STATUS_LABELS,
  type ComplaintStatus,
} from '@meridian/shared/complaints';
import { readKeptList } from '@meridian/portal-kit/kept-list';

/** The most complaints the dashboard lists (a person has a few at most). */
export const MY_COMPLAINTS_LIMIT = 50;

/** A complaint of the person's, as their dashboard shows it. */
export interface MyComplaint {
  ticket: string;
  status: ComplaintStatus;
  /** 'Received', 'In progress', 'Resolved'. */
  statusLabel: string;
  /** The category's name, e.g. 'Fees and billing'. */
  category: string;
  /** Epoch ms, for the order. */
  receivedAt: number;
  /** '24 November 2026'. */
  receivedOn: string;
  /** The last day of the firm's answer ('15 December 2026'), while it is open; null once resolved. */
  dueBy: string | null;
  /** The day it was resolved, once it is. */
  resolvedOn: string | null;
  /** What the firm told them; '' until resolved. */
  resolution: string;
}

/**
 * A stored complaint read back for its owner's list, or null when it is not one (a document of the
 * wrong shape is skipped, never half shown).
 * @example readMyComplaint('MWA-2026-000123', { ticket: 'MWA-2026-000123', status: 'received', category: 'fees', receivedAt: Timestamp, resolvedAt: null, resolution: '' })?.dueBy // '15 December 2026'
 */
export function readMyComplaint(id: string, data: unknown): MyComplaint | null {
  if (!parseTicket(id)) return null;
  const { namedTicket, status, category, receivedAt, resolvedAt, resolution } = readComplaint(id, data);
  if (namedTicket !== id || status === null || category === null || receivedAt === null) return null;
  const resolved = status === 'resolved';
  if (resolved && typeof resolvedAt !== 'number') return null;
  return {
    ticket: id,
    status,
    statusLabel: STATUS_LABELS[status],
    category: CATEGORY_LABELS[category],
    receivedAt,
    receivedOn: longDate(istDate(receivedAt)),
    dueBy: resolved ? null : longDate(dueDate(receivedAt)),
    resolvedOn: resolved && typeof resolvedAt === 'number' ? longDate(istDate(resolvedAt)) : null,
    resolution: resolved ? resolution : '',
  };
}

/** The stored documents as the list shows them: the readable ones, newest first (then by ticket). */
export function myComplaints(documents: readonly { id: string; data: unknown }[]): MyComplaint[] {
  return documents
    .flatMap((document) => readMyComplaint(document.id, document.data) ?? [])
    .sort((a, b) => b.receivedAt - a.receivedAt || b.ticket.localeCompare(a.ticket));
}

const isDay = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** One complaint as this device kept it (a MyComplaint written as JSON), or null when it is not one. */
function readKeptComplaint(kept: unknown): MyComplaint | null {
  if (!isRecord(kept)) return null;
  const { ticket, status, statusLabel, category, receivedAt, receivedOn, dueBy, resolvedOn, resolution } = kept;
  if (typeof ticket !== 'string' || parseTicket(ticket)?.ticket !== ticket || !isComplaintStatus(status)) return null;
  if (typeof statusLabel !== 'string' || typeof category !== 'string' || typeof resolution !== 'string') return null;
  if (typeof receivedAt !== 'number' || !Number.isFinite(receivedAt) || !isDay(receivedOn)) return null;
  // As it was read: an open one has the last day of the answer, a resolved one its day (the card
  // says one or the other).
  const common = { ticket, status, statusLabel, category, receivedAt, receivedOn, resolution };
  if (status === 'resolved') return dueBy === null && isDay(resolvedOn) ? { ...common, dueBy, resolvedOn } : null;
  return isDay(dueBy) && resolvedOn === null ? { ...common, dueBy, resolvedOn } : null;
}

/**
 * The person's complaints as this device kept them (MyComplaint[] written as JSON), or null when
 * any is not what this release reads (an older release may have kept another shape): the whole
 * list or nothing, never part of it. At most MY_COMPLAINTS_LIMIT, each ticket once, as read.
 */
export function readKeptComplaints(kept: unknown): MyComplaint[] | null {
  return readKeptList(kept, MY_COMPLAINTS_LIMIT, readKeptComplaint, (complaint) => complaint.ticket);
}
