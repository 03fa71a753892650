import { loadFirestore } from '@meridian/shared';
import { readStoredGrievance, type GrievanceCategory, type GrievanceStatus } from '@meridian/shared/privacy';
import { commitAudited, type Actor } from './audit';

/**
 * Grievances to the data protection officer (issue 19, item 4), beside the complaints in the
 * complaint desk: read by view_complaints, answered by manage_complaints (audited
 * 'grievance.answer'). Not SEBI complaints: never in the monthly complaint data.
 */
export interface GrievanceRow {
  id: string;
  email: string;
  category: GrievanceCategory;
  subject: string;
  description: string;
  status: GrievanceStatus;
  receivedAt: number | null;
  /** 'YYYY-MM-DD' (IST): the last day of the answer. */
  dueBy: string;
  answeredAt: number | null;
  answer: string;
}

export const GRIEVANCES_PAGE_SIZE = 25;

function toRow(id: string, data: unknown): GrievanceRow {
  const stored = readStoredGrievance(data);
  return {
    id,
    email: stored?.email ?? '',
    category: stored?.category ?? 'other',
    subject: stored?.subject ?? '',
    description: stored?.description ?? '',
    status: stored?.status ?? 'open',
    receivedAt: stored?.receivedAt ?? null,
    dueBy: stored?.dueBy ?? '',
    answeredAt: stored?.answeredAt ?? null,
    answer: stored?.answer ?? '',
  };
}

/** A page of grievances, newest first (receivedAt's single-field index). */
export async function listGrievances(after: unknown = null): Promise<{ rows: GrievanceRow[]; next: unknown }> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'grievances'),
      sdk.orderBy('receivedAt', 'desc'),
      ...(after ? [sdk.startAfter(after)] : []),
      sdk.limit(GRIEVANCES_PAGE_SIZE),
    ),
  );
  return {
    rows: snapshot.docs.map((document) => toRow(document.id, document.data())),
    next: snapshot.docs.length === GRIEVANCES_PAGE_SIZE ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/**
 * Answers an open grievance: status 'answered', the answer as told to the person, the server's
 * time, and its audit entry (with staff's note), in one batch.
 */
export async function answerGrievance(actor: Actor, id: string, answer: string, note: string): Promise<void> {
  const target = `grievances/${id}`;
  await commitAudited(
    actor,
    { action: 'grievance.answer', target, before: { status: 'open' }, after: { status: 'answered' }, note },
    (batch, auditId, { db, sdk }) =>
      batch.update(sdk.doc(db, target), {
        status: 'answered',
        answer: answer.trim(),
        answeredAt: sdk.serverTimestamp(),
        auditId,
      }),
  );
}
