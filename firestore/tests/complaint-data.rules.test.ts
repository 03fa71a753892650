import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  complaintData,
  istMonthOf,
  LATEST_COMPLAINT_DATA,
  monthId,
  parseMonthId,
  type ComplaintDataSnapshot,
  type YearMonth,
} from '@meridian/shared/complaints';
import {
  actor,
  audited,
  cases,
  dbAs,
  everyone,
  PAST,
  readAsAdmin,
  setUpRulesEnvironment,
  UID,
  type SignedInActor,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

// ---------------------------------------------------------------------------------------------
// complaintData/{YYYY-MM} and complaintData/latest: SEBI's monthly tables as published
// ---------------------------------------------------------------------------------------------

const REGISTERED_ON = '2024-05-10';

/** The tables of a month (no complaints: the rules check the shape, not the figures). */
function snapshotOf(id: string): ComplaintDataSnapshot {
  const month = parseMonthId(id);
  if (!month) throw new Error(`${id} is not a month`);
  return complaintData([], month, REGISTERED_ON).snapshot;
}

/** A month as published (seeded with the rules off). */
const storedMonth = (id: string): DocumentData => ({
  snapshot: snapshotOf(id),
  publishedAt: PAST,
  publishedBy: UID.admin,
  auditId: `audit-${id}`,
});

/** What a 'complaints.publish' entry records: the Grand Total's received, resolved and pending. */
const publishedValues = (snapshot: ComplaintDataSnapshot) => ({
  received: snapshot.monthTable.grandTotal.received,
  resolved: snapshot.monthTable.grandTotal.resolved,
  pending: snapshot.monthTable.grandTotal.pendingAtEndOfMonth,
});

/**
 * As `who`, what a client publishing a month would do (before issue 37, item 5, the admin did):
 * one batch of complaintData/{id}, its 'complaints.publish' entry and latest → id, all well-formed.
 */
function publish(who: SignedInActor, id: string): Promise<void> {
  const snapshot = snapshotOf(id);
  return audited(
    who,
    { action: 'complaints.publish', target: `complaintData/${id}`, before: null, after: publishedValues(snapshot) },
    (batch, db, auditId) => {
      batch.set(doc(db, 'complaintData', id), {
        snapshot,
        publishedAt: serverTimestamp(),
        publishedBy: who.uid,
        auditId,
      });
      batch.set(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: id, auditId });
    },
  );
}

const addMonths = ({ year, month }: YearMonth, count: number): YearMonth => {
  const index = year * 12 + month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const LAST_MONTH = monthId(addMonths(istMonthOf(Date.now()), -1));

describe('complaintData: read', () => {
  seedOnce({
    'complaintData/2025-03': storedMonth('2025-03'),
    [`complaintData/${LATEST_COMPLAINT_DATA}`]: { month: '2025-03', auditId: 'audit-2025-03' },
  });

  it.each(cases(everyone))('%s (signed in or not) reads the published months and latest', async (_label, who) => {
    const db = dbAs(who);
    const latest = await assertSucceeds(getDoc(doc(db, 'complaintData', LATEST_COMPLAINT_DATA)));
    expect(latest.data()?.month).toBe('2025-03');
    const month = await assertSucceeds(getDoc(doc(db, 'complaintData', '2025-03')));
    expect(month.data()?.snapshot).toEqual(snapshotOf('2025-03'));
    await assertSucceeds(getDocs(collection(db, 'complaintData')));
  });
});

describe('complaintData: no client publishes (the site’s function does, from the stored complaints)', () => {
  it.each(cases([actor('admin'), actor('superadmin')]))(
    '%s (manage_complaints) cannot publish an ended month, even audited and well-formed',
    async (_label, who) => {
      await assertFails(publish(who, LAST_MONTH));
      expect(await readAsAdmin(`complaintData/${LAST_MONTH}`)).toBeUndefined();
    },
  );

  it.each(cases(everyone))('%s cannot write a month or latest one by one', async (_label, who) => {
    const db = dbAs(who);
    await assertFails(setDoc(doc(db, 'complaintData', '2025-03'), storedMonth('2025-03')));
    await assertFails(setDoc(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: '2025-03', auditId: 'x' }));
  });
});

describe('complaintData: published figures never change', () => {
  seedOnce({
    'complaintData/2025-03': storedMonth('2025-03'),
    [`complaintData/${LATEST_COMPLAINT_DATA}`]: { month: '2025-03', auditId: 'audit-2025-03' },
  });

  it.each(cases(everyone))('%s cannot change, overwrite or delete a month or latest', async (_label, who) => {
    const db = dbAs(who);
    await assertFails(
      updateDoc(doc(db, 'complaintData', '2025-03'), { 'snapshot.monthTable.impersonationReceived': 3 }),
    );
    await assertFails(setDoc(doc(db, 'complaintData', '2025-03'), storedMonth('2025-03')));
    await assertFails(updateDoc(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: '2025-04' }));
    await assertFails(deleteDoc(doc(db, 'complaintData', '2025-03')));
    await assertFails(deleteDoc(doc(db, 'complaintData', LATEST_COMPLAINT_DATA)));
  });
});
