import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  complaintFactsOf,
  isLaterMonth,
  LATEST_COMPLAINT_DATA,
  type ComplaintDataDocument,
  type ComplaintFacts,
  type LatestComplaintDataDocument,
} from '@meridian/shared/complaints';
import type { AuditLogDocument } from '@meridian/shared/documents';
import type { MonthToPublish, PublishDeps } from './handler';

type Stored<T> = { [K in keyof T]: T[K] | FieldValue };

/**
 * The monthly complaint data's store in Firestore (the Admin SDK; the rules let no client write
 * complaintData): the complaints a month counts, and the publication in one transaction, which
 * stores the month only if it was not published before (create), with its audit entry and, when
 * the month is newer than the one it names, the public page's pointer.
 */
export function complaintDataStore(db: Firestore): Pick<PublishDeps, 'complaintsBefore' | 'publish'> {
  return {
    async complaintsBefore(end: number): Promise<ComplaintFacts[]> {
      const snapshot = await db.collection('complaints').where('receivedAt', '<', Timestamp.fromMillis(end)).get();
      return snapshot.docs.map((document) => complaintFactsOf(document.id, document.data()));
    },

    publish({ id, snapshot, actor, after }: MonthToPublish): Promise<boolean> {
      const month = db.doc(`complaintData/${id}`);
      const latest = db.doc(`complaintData/${LATEST_COMPLAINT_DATA}`);
      return db.runTransaction(async (transaction) => {
        const [existing, shown] = await Promise.all([transaction.get(month), transaction.get(latest)]);
        if (existing.exists) return false;
        const entry = db.collection('auditLog').doc();
        const stored: Stored<ComplaintDataDocument> = {
          snapshot,
          publishedAt: FieldValue.serverTimestamp(),
          publishedBy: actor.uid,
          auditId: entry.id,
        };
        const audit: Stored<AuditLogDocument> = {
          actor: actor.uid,
          actorEmail: actor.email,
          action: 'complaints.publish',
          target: `complaintData/${id}`,
          before: null,
          after,
          note: '',
          at: FieldValue.serverTimestamp(),
        };
        transaction.create(month, stored).create(entry, audit);
        const named = shown.exists ? String((shown.data() as Partial<LatestComplaintDataDocument>).month ?? '') : '';
        if (isLaterMonth(id, named || null))
          transaction.set(latest, { month: id, auditId: entry.id } satisfies LatestComplaintDataDocument);
        return true;
      });
    },
  };
}
