import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
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
  seed,
  setUpRulesEnvironment,
  split,
  UID,
  UNVERIFIED,
  without,
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
const publishedValues = (snapshot: ComplaintDataSnapshot | DocumentData) => ({
  received: snapshot.monthTable.grandTotal.received,
  resolved: snapshot.monthTable.grandTotal.resolved,
  pending: snapshot.monthTable.grandTotal.pendingAtEndOfMonth,
});

interface PublishOptions {
  /** Points latest at the month in the same batch (true by default). */
  latest?: boolean;
  /** The month latest names, when not the one published. */
  latestMonth?: string;
  fields?: DocumentData;
  /** The tables published (and audited), when not the month's own. */
  snapshot?: DocumentData;
  entry?: DocumentData;
  withEntry?: boolean;
  token?: TokenOptions;
}

/** As `who`, one batch: complaintData/{id}, its 'complaints.publish' entry, and latest → id. */
function publish(who: SignedInActor, id: string, options: PublishOptions = {}): Promise<void> {
  const snapshot = options.snapshot ?? snapshotOf(id);
  return audited(
    who,
    options.withEntry === false
      ? null
      : {
          action: 'complaints.publish',
          target: `complaintData/${id}`,
          before: null,
          after: publishedValues(snapshot),
        },
    (batch, db, auditId) => {
      batch.set(doc(db, 'complaintData', id), {
        snapshot,
        publishedAt: serverTimestamp(),
        publishedBy: who.uid,
        auditId,
        ...options.fields,
      });
      if (options.latest !== false)
        batch.set(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: options.latestMonth ?? id, auditId });
    },
    options,
  );
}

const addMonths = ({ year, month }: YearMonth, count: number): YearMonth => {
  const index = year * 12 + month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
/** This month in India, which has not ended, and the next. */
const THIS_MONTH = monthId(istMonthOf(Date.now()));
const NEXT_MONTH = monthId(addMonths(istMonthOf(Date.now()), 1));
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

describe('complaintData: publishing a month', () => {
  const managers = [actor('admin'), actor('superadmin')];

  it.each(cases(managers))(
    '%s (manage_complaints) publishes an ended month, audited, and points latest at it',
    async (_label, who) => {
      await assertSucceeds(publish(who, LAST_MONTH, { entry: { note: 'Checked against the register.' } }));
      const stored = await readAsAdmin(`complaintData/${LAST_MONTH}`);
      expect(stored?.snapshot).toEqual(snapshotOf(LAST_MONTH));
      expect(stored?.publishedBy).toBe(who.uid);
      expect(await readAsAdmin(`complaintData/${LATEST_COMPLAINT_DATA}`)).toEqual({
        month: LAST_MONTH,
        auditId: stored?.auditId,
      });
      expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
        actor: who.uid,
        action: 'complaints.publish',
        target: `complaintData/${LAST_MONTH}`,
        before: null,
        after: publishedValues(snapshotOf(LAST_MONTH)),
        note: 'Checked against the register.',
      });
    },
  );

  it('a month may be published without moving latest (an earlier month, published late)', async () => {
    await assertSucceeds(publish(actor('admin'), '2025-03', { latest: false }));
    expect(await readAsAdmin(`complaintData/${LATEST_COMPLAINT_DATA}`)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['this month, which has not ended (in IST)', THIS_MONTH],
    ['next month', NEXT_MONTH],
    ['a month 13', '2025-13'],
    ['a month without its leading zero', '2025-3'],
  ])('%s cannot be published', async (_label, id) => {
    const write =
      parseMonthId(id) === null
        ? setDoc(doc(dbAs(actor('admin')), 'complaintData', id), storedMonth('2025-03'))
        : publish(actor('admin'), id);
    await assertFails(write);
    expect(await readAsAdmin(`complaintData/${id}`)).toBeUndefined();
  });

  it.each<[string, DocumentData]>([
    ['a client-chosen publishedAt', { publishedAt: PAST }],
    ["someone else's uid as publishedBy", { publishedBy: UID.superadmin }],
    ['the tables of another month', { snapshot: snapshotOf('2025-02') }],
    ['tables of another version', { snapshot: { ...snapshotOf('2025-03'), version: 2 } }],
    ['no tables', { snapshot: null }],
    ['tables without the month’s table', { snapshot: without(snapshotOf('2025-03'), 'monthTable') }],
    ['an extra field', { approvedBy: UID.superadmin }],
  ])('a month published with %s is refused', async (_label, fields) => {
    await assertFails(publish(actor('admin'), '2025-03', { fields }));
  });

  // Issue 37, item 5: tables the public page cannot read, which a published month would keep
  // forever; each published with an audit entry that matches it, so the shape alone refuses it.
  it.each<[string, DocumentData]>([
    [
      'the month’s rows not a list',
      { snapshot: { ...snapshotOf('2025-03'), monthTable: { ...snapshotOf('2025-03').monthTable, rows: {} } } },
    ],
    [
      'a negative Grand Total',
      {
        snapshot: {
          ...snapshotOf('2025-03'),
          monthTable: {
            ...snapshotOf('2025-03').monthTable,
            grandTotal: { ...snapshotOf('2025-03').monthTable.grandTotal, received: -1 },
          },
        },
      },
    ],
    [
      'a Grand Total received as text',
      {
        snapshot: {
          ...snapshotOf('2025-03'),
          monthTable: {
            ...snapshotOf('2025-03').monthTable,
            grandTotal: { ...snapshotOf('2025-03').monthTable.grandTotal, received: '0' },
          },
        },
      },
    ],
    [
      'a trend whose rows are not a list',
      { snapshot: { ...snapshotOf('2025-03'), monthlyTrend: { ...snapshotOf('2025-03').monthlyTrend, rows: 'none' } } },
    ],
    [
      'a yearly trend with a fractional pending count',
      {
        snapshot: {
          ...snapshotOf('2025-03'),
          annualTrend: {
            ...snapshotOf('2025-03').annualTrend,
            grandTotal: { ...snapshotOf('2025-03').annualTrend.grandTotal, pending: 0.5 },
          },
        },
      },
    ],
  ])('a month whose tables have %s is refused', async (_label, tables) => {
    await assertFails(publish(actor('admin'), '2025-03', { snapshot: tables.snapshot as DocumentData }));
  });

  it('a month published without its audit entry, or with a wrong one, is refused', async () => {
    await assertFails(publish(actor('admin'), '2025-03', { withEntry: false, latest: false }));
    await assertFails(
      publish(actor('admin'), '2025-03', { entry: { after: { received: 9, resolved: 0, pending: 9 } } }),
    );
    await assertFails(publish(actor('admin'), '2025-03', { entry: { before: { received: 0 } } }));
    await assertFails(publish(actor('admin'), '2025-03', { entry: { target: 'complaintData/2025-02' } }));
  });

  const { denied } = split(['superadmin', 'admin']);
  it.each(cases(denied))('%s (no manage_complaints) cannot publish a month', async (_label, who) => {
    if (who.uid !== null) await assertFails(publish({ ...who, uid: who.uid }, '2025-03'));
    await assertFails(setDoc(doc(dbAs(who), 'complaintData', '2025-03'), storedMonth('2025-03')));
    await assertFails(
      setDoc(doc(dbAs(who), 'complaintData', LATEST_COMPLAINT_DATA), { month: '2025-03', auditId: 'x' }),
    );
  });

  it('an admin whose email is not verified cannot publish', async () => {
    await assertFails(publish(actor('admin'), '2025-03', { token: UNVERIFIED }));
  });
});

describe('complaintData: published figures never change', () => {
  seedOnce({
    'complaintData/2025-03': storedMonth('2025-03'),
    [`complaintData/${LATEST_COMPLAINT_DATA}`]: { month: '2025-03', auditId: 'audit-2025-03' },
  });

  it('a published month cannot be published again, changed or overwritten, even audited', async () => {
    await assertFails(publish(actor('superadmin'), '2025-03', { latest: false }));
    await assertFails(
      updateDoc(doc(dbAs(actor('superadmin')), 'complaintData', '2025-03'), {
        'snapshot.monthTable.impersonationReceived': 3,
      }),
    );
    await assertFails(setDoc(doc(dbAs(actor('superadmin')), 'complaintData', '2025-03'), storedMonth('2025-03')));
  });

  it('latest moves forward to a month published in the same batch', async () => {
    await assertSucceeds(publish(actor('admin'), '2025-04'));
    expect((await readAsAdmin(`complaintData/${LATEST_COMPLAINT_DATA}`))?.month).toBe('2025-04');
  });

  it('latest does not move back: an earlier month is published without it', async () => {
    await assertFails(publish(actor('admin'), '2025-02'));
    await assertSucceeds(publish(actor('admin'), '2025-02', { latest: false }));
    expect((await readAsAdmin(`complaintData/${LATEST_COMPLAINT_DATA}`))?.month).toBe('2025-03');
  });

  it('latest cannot stay on the same month nor name a month other than the one published', async () => {
    await seed({ 'complaintData/2025-05': storedMonth('2025-05') });
    await assertFails(publish(actor('admin'), '2025-04', { latestMonth: '2025-03' }));
    await assertFails(publish(actor('admin'), '2025-04', { latestMonth: '2025-05' }));
    await assertFails(publish(actor('admin'), '2025-04', { latestMonth: '2025-06' }));
  });

  it('latest alone cannot be moved, not even to a published month', async () => {
    await seed({ 'complaintData/2025-05': storedMonth('2025-05') });
    const db = dbAs(actor('superadmin'));
    await assertFails(
      setDoc(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: '2025-05', auditId: 'audit-2025-05' }),
    );
    await assertFails(updateDoc(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: '2025-05' }));
  });

  it('latest carries only the month and its auditId', async () => {
    await assertFails(
      audited(
        actor('admin'),
        {
          action: 'complaints.publish',
          target: 'complaintData/2025-04',
          before: null,
          after: publishedValues(snapshotOf('2025-04')),
        },
        (batch, db, auditId) => {
          batch.set(doc(db, 'complaintData', '2025-04'), {
            snapshot: snapshotOf('2025-04'),
            publishedAt: serverTimestamp(),
            publishedBy: UID.admin,
            auditId,
          });
          batch.set(doc(db, 'complaintData', LATEST_COMPLAINT_DATA), { month: '2025-04', auditId, by: UID.admin });
        },
      ),
    );
  });

  it.each(cases(everyone))('%s cannot delete a month or latest', async (_label, who) => {
    await assertFails(deleteDoc(doc(dbAs(who), 'complaintData', '2025-03')));
    await assertFails(deleteDoc(doc(dbAs(who), 'complaintData', LATEST_COMPLAINT_DATA)));
  });
});
