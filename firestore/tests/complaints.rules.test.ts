import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type Role } from '@meridian/shared';
import { COMPLAINT_LIMITS, formatTicket, istYear } from '@meridian/shared/complaints';
import {
  actor,
  audited,
  cases,
  commitBatch,
  dbAs,
  everyone,
  NO_ROLE,
  readAsAdmin,
  seed,
  setUpRulesEnvironment,
  split,
  storedComplaint,
  UID,
  UNVERIFIED,
  without,
  type SignedInActor,
  seedOnce,
} from './harness';

setUpRulesEnvironment();

const DAY_MS = 24 * 60 * 60 * 1000;
/** This year in India: the year of the tickets issued now. */
const YEAR = istYear(Date.now());
const ticket = (serial: number, year = YEAR): string => formatTicket(year, serial);

// ---------------------------------------------------------------------------------------------
// complaints/{ticket} created by staff, with complaintCounters/{year}
// ---------------------------------------------------------------------------------------------

/** A complaint received elsewhere as staff record it (ComplaintDocument but its auditId). */
const recorded = (id: string, overrides: DocumentData = {}): DocumentData => ({
  ...storedComplaint(id, null),
  source: 'scores',
  reference: 'SEBIE/MH25/0001234/1',
  receivedAt: Timestamp.fromMillis(Date.now() - 2 * DAY_MS),
  ...overrides,
});

interface RecordOptions {
  /** The ticket's serial (the counter's next by default). */
  serial?: number;
  /** The counter's value written ('none': not written). */
  counter?: number | 'none';
  /** The counter's year (this year by default). */
  counterYear?: number;
  /** The ticket's id when it differs from the serial's. */
  id?: string;
  fields?: DocumentData;
  entry?: DocumentData;
  withEntry?: boolean;
  token?: TokenOptions;
}

/**
 * As `who`, one batch: complaintCounters/{year} counting the next serial (`last` before: the
 * stored counter's, 0 with none), complaints/{ticket} recorded, and its 'complaint.record' entry.
 */
function record(who: SignedInActor, last: number, options: RecordOptions = {}): Promise<void> {
  const serial = options.serial ?? last + 1;
  const id = options.id ?? ticket(serial);
  const data = recorded(id, options.fields);
  return audited(
    who,
    options.withEntry === false
      ? null
      : {
          action: 'complaint.record',
          target: `complaints/${id}`,
          before: null,
          after: { source: String(data.source), status: String(data.status), category: String(data.category) },
        },
    (batch, db, auditId) => {
      const counter = options.counter ?? serial;
      if (counter !== 'none')
        batch.set(doc(db, 'complaintCounters', String(options.counterYear ?? YEAR)), { last: counter });
      batch.set(doc(db, 'complaints', id), { ...data, auditId });
    },
    options,
  );
}

describe('complaints/{ticket}: create', () => {
  const managers = [actor('admin'), actor('superadmin')];
  const { denied } = split(['superadmin', 'admin']);

  // The complaint form's complaints come through the public-write endpoint (Admin SDK), after the
  // shared contract's checks and its limits: no client without manage_complaints writes one.
  it.each(cases(denied))('%s cannot create a complaint or a counter, whatever the shape', async (_label, who) => {
    const db = dbAs(who);
    const lodged = storedComplaint(ticket(1), who.uid, { receivedAt: serverTimestamp() });
    await assertFails(setDoc(doc(db, 'complaints', ticket(1)), lodged));
    await assertFails(addDoc(collection(db, 'complaints'), lodged));
    await assertFails(setDoc(doc(db, 'complaintCounters', String(YEAR)), { last: 1 }));
    await assertFails(
      commitBatch(who, (batch, batchDb) => {
        batch.set(doc(batchDb, 'complaintCounters', String(YEAR)), { last: 1 });
        batch.set(doc(batchDb, 'complaints', ticket(1)), lodged);
      }),
    );
    if (who.uid !== null) await assertFails(record({ ...who, uid: who.uid }, 0));
    expect(await readAsAdmin(`complaints/${ticket(1)}`)).toBeUndefined();
    expect(await readAsAdmin(`complaintCounters/${YEAR}`)).toBeUndefined();
  });

  it.each(cases(managers))(
    "%s (manage_complaints) records the year's first complaint: ticket, counter and audit entry in one batch",
    async (_label, who) => {
      await assertSucceeds(record(who, 0, { entry: { note: 'Received through SCORES.' } }));
      const stored = await readAsAdmin(`complaints/${ticket(1)}`);
      expect(stored).toMatchObject({ ticket: ticket(1), source: 'scores', status: 'received', uid: null });
      expect(await readAsAdmin(`complaintCounters/${YEAR}`)).toEqual({ last: 1 });
      expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
        actor: who.uid,
        action: 'complaint.record',
        target: `complaints/${ticket(1)}`,
        before: null,
        after: { source: 'scores', status: 'received', category: 'fees' },
        note: 'Received through SCORES.',
      });
    },
  );

  it('manage_complaints issues the next serial after the counter, from any source, an impersonation too', async () => {
    await seed({ [`complaintCounters/${YEAR}`]: { last: 41 } });
    await assertSucceeds(record(actor('admin'), 41));
    await assertSucceeds(
      record(actor('admin'), 42, {
        fields: { source: 'other', category: 'impersonation', impersonation: true, email: '', phone: '022-4000 1234' },
      }),
    );
    await assertSucceeds(record(actor('admin'), 43, { fields: { source: 'direct', reference: '', isClient: false } }));
    expect(await readAsAdmin(`complaintCounters/${YEAR}`)).toEqual({ last: 44 });
    expect((await readAsAdmin(`complaints/${ticket(43)}`))?.impersonation).toBe(true);
  });

  it("a year without a counter starts at serial 1: 2 is refused, and so is next year's first", async () => {
    await assertFails(record(actor('admin'), 0, { serial: 2 }));
    await assertFails(record(actor('admin'), 0, { counterYear: YEAR + 1, id: ticket(1, YEAR + 1) }));
    expect(await readAsAdmin(`complaintCounters/${YEAR}`)).toBeUndefined();
  });

  describe('the ticket and the counter', () => {
    seedOnce({ [`complaintCounters/${YEAR}`]: { last: 41 } });

    it.each<[string, RecordOptions]>([
      ['a serial past the next (the counter counting it)', { serial: 43 }],
      ['the last serial issued again', { serial: 41 }],
      ['the counter not counted', { counter: 'none' }],
      ['the counter counted by two', { counter: 43 }],
      ['the counter set back', { counter: 1, serial: 1 }],
      ['a ticket of another year', { id: ticket(42, YEAR - 1) }],
      ["another year's counter", { counterYear: YEAR - 1 }],
      ['a ticket without its leading zeros', { id: `MWA-${YEAR}-42` }],
      ['a ticket of another prefix', { id: `XYZ-${YEAR}-000042` }],
      ['a ticket in lower case', { id: `mwa-${YEAR}-000042` }],
      ['a ticket field other than the id', { fields: { ticket: ticket(7) } }],
    ])('a record with %s is refused', async (_label, options) => {
      await assertFails(record(actor('admin'), 41, options));
      expect(await readAsAdmin(`complaintCounters/${YEAR}`)).toEqual({ last: 41 });
    });

    it('a complaint of an issued ticket cannot be written again (it would be an update)', async () => {
      await seed({ [`complaints/${ticket(41)}`]: recorded(ticket(41)) });
      await assertFails(record(actor('admin'), 40, { serial: 41, counter: 41 }));
    });

    it('the counter alone, without the complaint of its serial, is refused', async () => {
      await assertFails(setDoc(doc(dbAs(actor('admin')), 'complaintCounters', String(YEAR)), { last: 42 }));
      await assertFails(updateDoc(doc(dbAs(actor('superadmin')), 'complaintCounters', String(YEAR)), { last: 42 }));
    });

    it('the counter cannot carry another field', async () => {
      await assertFails(
        audited(
          actor('admin'),
          {
            action: 'complaint.record',
            target: `complaints/${ticket(42)}`,
            before: null,
            after: { source: 'scores', status: 'received', category: 'fees' },
          },
          (batch, db, auditId) => {
            batch.set(doc(db, 'complaintCounters', String(YEAR)), { last: 42, by: UID.admin });
            batch.set(doc(db, 'complaints', ticket(42)), { ...recorded(ticket(42)), auditId });
          },
        ),
      );
    });
  });

  describe('the audit entry', () => {
    it('a record without its audit entry is refused', async () => {
      await assertFails(record(actor('admin'), 0, { withEntry: false }));
    });

    it.each<[string, DocumentData]>([
      ['another action', { action: 'complaint.status' }],
      ['a before', { before: { status: 'received' } }],
      ['a wrong after', { after: { source: 'direct', status: 'received', category: 'fees' } }],
      ['another target', { target: `complaints/${ticket(2)}` }],
    ])('a record whose entry has %s is refused', async (_label, entry) => {
      await assertFails(record(actor('admin'), 0, { entry }));
    });
  });

  describe('the fields', () => {
    it.each<[string, DocumentData]>([
      ['status resolved', { status: 'resolved' }],
      ['status in progress', { status: 'in-progress' }],
      ['a resolvedAt', { resolvedAt: serverTimestamp() }],
      ['a resolution', { resolution: 'Refunded.' }],
      ['a uid (a recorded complaint is nobody’s in the dashboard)', { uid: UID.user }],
      ['an unknown source', { source: 'email' }],
      ['an unknown category', { category: 'tax' }],
      ['impersonation without the category', { impersonation: true }],
      ['the category without impersonation', { category: 'impersonation', impersonation: false }],
      ['a receivedAt in the future', { receivedAt: Timestamp.fromMillis(Date.now() + DAY_MS) }],
      ['a receivedAt more than a year back', { receivedAt: Timestamp.fromMillis(Date.now() - 400 * DAY_MS) }],
      ['a receivedAt that is text', { receivedAt: '2026-11-01' }],
      ['an empty name', { name: '' }],
      ['a name of spaces', { name: '   ' }],
      ['a name over two lines', { name: 'Asha\nRao' }],
      ['a name over 100 characters', { name: 'x'.repeat(COMPLAINT_LIMITS.name + 1) }],
      ['an email that is not one', { email: 'asha' }],
      ['a phone with letters', { phone: 'call me' }],
      ['a phone over 20 characters', { phone: '9'.repeat(COMPLAINT_LIMITS.phone + 1) }],
      ['isClient as text', { isClient: 'yes' }],
      ['an empty description', { description: '' }],
      ['a description of spaces', { description: '  \n ' }],
      ['a description over 5,000 characters', { description: 'x'.repeat(COMPLAINT_LIMITS.description + 1) }],
      ['a reference over 100 characters', { reference: 'x'.repeat(COMPLAINT_LIMITS.reference + 1) }],
      ['an extra field', { priority: 'high' }],
    ])('a record with %s is refused', async (_label, fields) => {
      await assertFails(record(actor('admin'), 0, { fields }));
    });

    it.each(['phone', 'reference', 'resolution', 'uid', 'resolvedAt'])(
      'a record without %s is refused',
      async (key) => {
        await assertFails(
          audited(
            actor('admin'),
            {
              action: 'complaint.record',
              target: `complaints/${ticket(1)}`,
              before: null,
              after: { source: 'scores', status: 'received', category: 'fees' },
            },
            (batch, db, auditId) => {
              batch.set(doc(db, 'complaintCounters', String(YEAR)), { last: 1 });
              batch.set(doc(db, 'complaints', ticket(1)), { ...without(recorded(ticket(1)), key), auditId });
            },
          ),
        );
      },
    );

    it('a description of exactly 5,000 characters over several lines is kept', async () => {
      const description = `${'x'.repeat(2499)}\n${'y'.repeat(2500)}`;
      await assertSucceeds(record(actor('admin'), 0, { fields: { description } }));
    });

    it('an admin whose email is not verified cannot record a complaint', async () => {
      await assertFails(record(actor('admin'), 0, { token: UNVERIFIED }));
    });
  });
});

describe('complaintCounters/{year}: read and delete', () => {
  seedOnce({ [`complaintCounters/${YEAR}`]: { last: 7 } });

  it.each(cases([actor('admin'), actor('superadmin')]))('%s (manage_complaints) gets the counter', async (_l, who) => {
    const counter = await assertSucceeds(getDoc(doc(dbAs(who), 'complaintCounters', String(YEAR))));
    expect(counter.data()).toEqual({ last: 7 });
  });

  const { denied } = split(['superadmin', 'admin']);
  it.each(cases(denied))('%s cannot get the counter', async (_label, who) => {
    await assertFails(getDoc(doc(dbAs(who), 'complaintCounters', String(YEAR))));
  });

  it.each(cases(everyone))('%s cannot list or delete counters', async (_label, who) => {
    await assertFails(getDocs(collection(dbAs(who), 'complaintCounters')));
    await assertFails(deleteDoc(doc(dbAs(who), 'complaintCounters', String(YEAR))));
  });
});

// ---------------------------------------------------------------------------------------------
// complaints/{ticket}: read
// ---------------------------------------------------------------------------------------------

describe('complaints/{ticket}: read', () => {
  // The user's own two, another signed-in person's one (no role field: a 'user' too), a visitor's.
  const OWN = [ticket(1), ticket(3)];
  const OTHERS = ticket(2);
  const VISITORS = ticket(4);
  seedOnce(() => ({
    [`complaints/${OWN[0]}`]: storedComplaint(OWN[0] ?? '', UID.user),
    [`complaints/${OTHERS}`]: storedComplaint(OTHERS, NO_ROLE.uid),
    [`complaints/${OWN[1]}`]: storedComplaint(OWN[1] ?? '', UID.user, { status: 'resolved' }),
    [`complaints/${VISITORS}`]: storedComplaint(VISITORS, null),
  }));

  it('the person who lodged them gets theirs and lists them on their uid', async () => {
    const db = dbAs(actor('user'));
    await assertSucceeds(getDoc(doc(db, 'complaints', OWN[0] ?? '')));
    const mine = await assertSucceeds(getDocs(query(collection(db, 'complaints'), where('uid', '==', UID.user))));
    expect(mine.docs.map((document) => document.id).sort()).toEqual([...OWN].sort());
    const count = await assertSucceeds(
      getCountFromServer(query(collection(db, 'complaints'), where('uid', '==', UID.user))),
    );
    expect(count.data().count).toBe(2);
  });

  it("a signed-in person cannot get another's complaint, a visitor's, or list all or another's", async () => {
    const db = dbAs(actor('user'));
    await assertFails(getDoc(doc(db, 'complaints', OTHERS)));
    await assertFails(getDoc(doc(db, 'complaints', VISITORS)));
    await assertFails(getDocs(collection(db, 'complaints')));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('uid', '==', NO_ROLE.uid))));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('uid', '==', null))));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('status', '==', 'received'))));
  });

  it('a ticket that does not exist shows nothing, and neither does a guess at one', async () => {
    const db = dbAs(actor('user'));
    await assertFails(getDoc(doc(db, 'complaints', ticket(99))));
  });

  it('a signed-out visitor reads nothing, not even the complaint they lodged', async () => {
    const db = dbAs({ label: 'anonymous', uid: null });
    await assertFails(getDoc(doc(db, 'complaints', VISITORS)));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('uid', '==', null))));
    await assertFails(getDocs(collection(db, 'complaints')));
  });

  const { allowed, denied } = split(['superadmin', 'admin', 'reviewer']);

  it.each(cases(allowed))('%s (view_complaints) gets and lists every complaint', async (_label, who) => {
    await assertSucceeds(getDoc(doc(dbAs(who), 'complaints', VISITORS)));
    const all = await assertSucceeds(getDocs(collection(dbAs(who), 'complaints')));
    expect(all.size).toBe(4);
    await assertSucceeds(getDocs(query(collection(dbAs(who), 'complaints'), where('status', '==', 'received'))));
  });

  it.each(cases(allowed))('%s whose email is not verified cannot list complaints', async (_label, who) => {
    await assertFails(getDocs(collection(dbAs(who, UNVERIFIED), 'complaints')));
  });

  it.each(cases(denied.filter((who) => who.label !== 'user')))(
    '%s cannot list complaints or get one that is not theirs',
    async (_label, who) => {
      await assertFails(getDocs(collection(dbAs(who), 'complaints')));
      await assertFails(getDoc(doc(dbAs(who), 'complaints', OWN[0] ?? '')));
    },
  );
});

// ---------------------------------------------------------------------------------------------
// complaints/{ticket}: update (status forward, audited) and delete
// ---------------------------------------------------------------------------------------------

describe('complaints/{ticket}: update', () => {
  const ID = ticket(5);

  interface StatusOptions {
    fields?: DocumentData;
    entry?: DocumentData;
    withEntry?: boolean;
    token?: TokenOptions;
  }

  /** As `who`, one batch: the complaint from `from` to `to` (resolving: the resolution and the server's time), audited. */
  function move(who: SignedInActor, from: string, to: string, options: StatusOptions = {}): Promise<void> {
    const resolving =
      to === 'resolved' ? { resolution: 'We refunded the second charge.', resolvedAt: serverTimestamp() } : {};
    return audited(
      who,
      options.withEntry === false
        ? null
        : { action: 'complaint.status', target: `complaints/${ID}`, before: { status: from }, after: { status: to } },
      (batch, db, auditId) =>
        batch.update(doc(db, 'complaints', ID), { status: to, ...resolving, ...options.fields, auditId }),
      options,
    );
  }

  const seedAt = (status: string, overrides: DocumentData = {}) =>
    seed({ [`complaints/${ID}`]: storedComplaint(ID, UID.user, { status, ...overrides }) });

  it.each<[Role, string, string]>([
    ['admin', 'received', 'in-progress'],
    ['admin', 'in-progress', 'resolved'],
    ['superadmin', 'received', 'resolved'],
  ])('a %s (manage_complaints) moves a complaint from %s to %s, audited', async (role, from, to) => {
    await seedAt(from);
    await assertSucceeds(move(actor(role), from, to, { entry: { note: 'Spoke to the client.' } }));
    const stored = await readAsAdmin(`complaints/${ID}`);
    expect(stored?.status).toBe(to);
    if (to === 'resolved') {
      expect(stored?.resolution).toBe('We refunded the second charge.');
      expect(stored?.resolvedAt).toBeInstanceOf(Timestamp);
    } else expect(stored?.resolvedAt).toBeNull();
    expect(await readAsAdmin(`auditLog/${String(stored?.auditId)}`)).toMatchObject({
      actor: UID[role],
      action: 'complaint.status',
      target: `complaints/${ID}`,
      before: { status: from },
      after: { status: to },
      note: 'Spoke to the client.',
    });
  });

  it.each<[string, string, string]>([
    ['back to received', 'in-progress', 'received'],
    ['from resolved to in progress', 'resolved', 'in-progress'],
    ['from resolved to received', 'resolved', 'received'],
    ['resolved again', 'resolved', 'resolved'],
    ['to the same status', 'received', 'received'],
    ['to an unknown status', 'received', 'closed'],
  ])('a status moved %s is refused', async (_label, from, to) => {
    await seedAt(
      from,
      from === 'resolved' ? { resolvedAt: Timestamp.fromMillis(Date.now() - 1000), resolution: 'Done.' } : {},
    );
    await assertFails(move(actor('admin'), from, to));
  });

  it.each<[string, DocumentData]>([
    ['without a resolution', { resolution: deleteField() }],
    ['with an empty resolution', { resolution: '' }],
    ['with a resolution of spaces', { resolution: '  ' }],
    ['with a resolution over 2,000 characters', { resolution: 'x'.repeat(COMPLAINT_LIMITS.resolution + 1) }],
    ['without resolvedAt', { resolvedAt: deleteField() }],
    ['with a resolvedAt of the client’s choosing', { resolvedAt: Timestamp.fromMillis(Date.now() - DAY_MS) }],
    ['with resolvedAt null', { resolvedAt: null }],
  ])('resolving %s is refused', async (_label, fields) => {
    await seedAt('in-progress');
    await assertFails(move(actor('admin'), 'in-progress', 'resolved', { fields }));
  });

  it.each<[string, DocumentData]>([
    ['the description', { description: 'Edited.' }],
    ['the uid', { uid: UID.editor }],
    ['the receivedAt', { receivedAt: serverTimestamp() }],
    ['the category', { category: 'advice' }],
    ['impersonation', { impersonation: true }],
    ['the source', { source: 'scores' }],
    ['the ticket', { ticket: ticket(6) }],
    ['a resolution while in progress', { resolution: 'Not yet.' }],
    ['a resolvedAt while in progress', { resolvedAt: serverTimestamp() }],
    ['a new field', { assignee: UID.admin }],
  ])('moving to in progress cannot change %s', async (_label, fields) => {
    await seedAt('received');
    await assertFails(move(actor('admin'), 'received', 'in-progress', { fields }));
  });

  it('resolving cannot change the description as well', async () => {
    await seedAt('received');
    await assertFails(move(actor('admin'), 'received', 'resolved', { fields: { description: 'Edited.' } }));
  });

  it('a status change without its audit entry, or with a wrong one, is refused', async () => {
    await seedAt('received');
    await assertFails(move(actor('admin'), 'received', 'in-progress', { withEntry: false }));
    await assertFails(updateDoc(doc(dbAs(actor('admin')), 'complaints', ID), { status: 'in-progress' }));
    await assertFails(move(actor('admin'), 'received', 'in-progress', { entry: { before: { status: 'resolved' } } }));
    await assertFails(move(actor('admin'), 'received', 'in-progress', { entry: { after: { status: 'resolved' } } }));
    await assertFails(move(actor('admin'), 'received', 'in-progress', { entry: { action: 'lead.status' } }));
  });

  const { denied } = split(['superadmin', 'admin']);
  it.each(cases(denied))('%s (no manage_complaints) cannot change a complaint, even their own', async (_label, who) => {
    await seedAt('received');
    if (who.uid !== null) await assertFails(move({ ...who, uid: who.uid }, 'received', 'in-progress'));
    await assertFails(updateDoc(doc(dbAs(who), 'complaints', ID), { status: 'in-progress' }));
    await assertFails(updateDoc(doc(dbAs(who), 'complaints', ID), { description: 'Edited.' }));
  });

  it('an admin whose email is not verified cannot change a status', async () => {
    await seedAt('received');
    await assertFails(move(actor('admin'), 'received', 'in-progress', { token: UNVERIFIED }));
  });

  it.each(cases(everyone))('%s cannot delete a complaint', async (_label, who) => {
    await seedAt('resolved');
    await assertFails(deleteDoc(doc(dbAs(who), 'complaints', ID)));
  });
});
