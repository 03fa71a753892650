import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
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
import {
  BOOKING_LIMITS,
  NOTE_RETENTION_DAYS,
  WEEKDAY_KEYS,
  type BookedSlotDocument,
  type AdviserDocument,
  type BookingDocument,
  type BookingNoteDocument,
  type BookingStatus,
  type TimeWindow,
} from '@meridian/shared/booking';
import {
  actor,
  cases,
  dbAs,
  everyone,
  PAST,
  readAsAdmin,
  seedOnce,
  setUpRulesEnvironment,
  split,
  UID,
  UNVERIFIED,
  without,
  type Actor,
  type SignedInActor,
} from './harness';

setUpRulesEnvironment();

// The first conversation (issue 36): advisers/{uid}, bookedSlots/{id}, bookings/{id} and
// bookings/{id}/notes/{noteId}. The public write (Admin SDK) stores, cancels and moves bookings
// and holds their slots; staff with view_clients read them, and with manage_clients set their own
// availability, mark a call held or missed, and note it.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** An adviser with a seeded availability who is none of the seeded staff. */
const OTHER_ADVISER = 'uid-other-adviser';

const WINDOW: TimeWindow = { from: '09:00', to: '12:00' };

/** `count` half-hour windows, 13:00 onwards. */
const windows = (count: number): TimeWindow[] =>
  Array.from({ length: count }, (_, index) => ({ from: `${13 + index}:00`, to: `${13 + index}:30` }));

/** `count` dates from 1 January 2027, as 'YYYY-MM-DD'. */
const days = (count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(2027, 0, 1) + index * DAY_MS).toISOString().slice(0, 10),
  );

/** An adviser's availability as stored. */
const storedAdviser = (displayName: string): AdviserDocument => ({
  displayName,
  weekly: { '1': [WINDOW], '3': [WINDOW, { from: '14:00', to: '16:00' }] },
  daysOff: ['2026-12-25'],
  updatedAt: PAST,
});

/** An adviser's availability as they write it: the server's time as updatedAt. */
const availability = (overrides: DocumentData = {}): DocumentData => ({
  ...storedAdviser('Anil Admin'),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** A booking as the public write stores it, with the seeded admin as adviser, starting at `start`. */
const storedBooking = (start: number, status: BookingStatus = 'booked'): BookingDocument => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  topic: 'retirement',
  slot: '2026-12-01T10:30',
  start: Timestamp.fromMillis(start),
  end: Timestamp.fromMillis(start + 30 * 60 * 1000),
  adviser: UID.admin,
  adviserName: 'Anil Admin',
  status,
  keyHash: 'a'.repeat(64),
  page: '/contact/booking',
  noticeVersion: '2026-11-24',
  consentedAt: PAST,
  createdAt: PAST,
  sequence: 0,
});

const storedNote: BookingNoteDocument = {
  text: 'Wants to retire at 55; holds two PPF accounts.',
  by: UID.admin,
  at: PAST,
};

// The bookings: one whose call began an hour ago, one tomorrow, one cancelled and one already held.
const BEGUN = 'begun';
const FUTURE = 'future';
const CANCELLED = 'cancelled';
const HELD = 'held';
/** The seeded admin's slot that BEGUN holds. */
const HELD_SLOT = `${UID.admin}_2026-12-01T10:30`;

seedOnce(() => ({
  [`advisers/${UID.admin}`]: storedAdviser('Anil Admin'),
  [`advisers/${OTHER_ADVISER}`]: storedAdviser('Olga Other'),
  [`bookedSlots/${HELD_SLOT}`]: {
    booking: BEGUN,
    adviser: UID.admin,
    slot: '2026-12-01T10:30',
    start: Timestamp.fromMillis(Date.now() - HOUR_MS),
  } satisfies BookedSlotDocument,
  [`bookings/${BEGUN}`]: storedBooking(Date.now() - HOUR_MS),
  [`bookings/${FUTURE}`]: storedBooking(Date.now() + DAY_MS),
  [`bookings/${CANCELLED}`]: { ...storedBooking(Date.now() - HOUR_MS, 'cancelled'), changedAt: PAST },
  [`bookings/${HELD}`]: {
    ...storedBooking(Date.now() - 2 * HOUR_MS, 'held'),
    outcomeBy: UID.admin,
    outcomeAt: Timestamp.fromMillis(Date.now() - HOUR_MS),
  },
  [`bookings/${BEGUN}/notes/n1`]: storedNote,
}));

/** Who may read them (view_clients; manage_clients implies it), and who may change them. */
const viewers = split(['superadmin', 'admin', 'reviewer']);
const managers = split(['superadmin', 'admin']);

// ---------------------------------------------------------------------------------------------
// advisers/{uid}
// ---------------------------------------------------------------------------------------------

describe('advisers/{uid}: read', () => {
  it.each(cases(viewers.allowed))("%s (view_clients) gets and lists the advisers' availability", async (_l, who) => {
    const db = dbAs(who);
    const adviser = await assertSucceeds(getDoc(doc(db, 'advisers', UID.admin)));
    expect(adviser.data()?.displayName).toBe('Anil Admin');
    const all = await assertSucceeds(getDocs(collection(db, 'advisers')));
    expect(all.size).toBe(2);
  });

  it.each(cases(viewers.allowed))('%s whose email is not verified cannot get or list them', async (_l, who) => {
    await assertFails(getDoc(doc(dbAs(who, UNVERIFIED), 'advisers', UID.admin)));
    await assertFails(getDocs(collection(dbAs(who, UNVERIFIED), 'advisers')));
  });

  // A visitor gets free slots from GET /api/slots, never an adviser's calendar.
  it.each(cases(viewers.denied))("%s cannot get or list an adviser's availability", async (_l, who) => {
    await assertFails(getDoc(doc(dbAs(who), 'advisers', UID.admin)));
    await assertFails(getDocs(collection(dbAs(who), 'advisers')));
  });
});

describe('advisers/{uid}: create and update', () => {
  it('an admin (manage_clients) sets their own availability: in full, at the limits, or one day', async () => {
    const db = dbAs(actor('admin'));
    const full = availability({
      displayName: 'A'.repeat(BOOKING_LIMITS.adviserName),
      weekly: Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, windows(BOOKING_LIMITS.windowsPerDay)])),
      daysOff: days(BOOKING_LIMITS.daysOff),
    });
    await assertSucceeds(setDoc(doc(db, 'advisers', UID.admin), full));
    const stored = await readAsAdmin(`advisers/${UID.admin}`);
    expect(stored?.daysOff).toHaveLength(BOOKING_LIMITS.daysOff);
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
    expect(stored?.updatedAt).not.toEqual(PAST);

    await assertSucceeds(
      updateDoc(doc(db, 'advisers', UID.admin), { 'weekly.2': [WINDOW], updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(setDoc(doc(db, 'advisers', UID.admin), availability({ weekly: {}, daysOff: [] })));
  });

  it('a superadmin (manage_clients) creates their own availability', async () => {
    await assertSucceeds(setDoc(doc(dbAs(actor('superadmin')), 'advisers', UID.superadmin), availability()));
    expect((await readAsAdmin(`advisers/${UID.superadmin}`))?.displayName).toBe('Anil Admin');
  });

  it("an admin cannot set another adviser's availability, new or stored", async () => {
    const db = dbAs(actor('admin'));
    await assertFails(setDoc(doc(db, 'advisers', UID.superadmin), availability()));
    await assertFails(setDoc(doc(db, 'advisers', OTHER_ADVISER), availability()));
    await assertFails(updateDoc(doc(db, 'advisers', OTHER_ADVISER), { daysOff: [], updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(dbAs(actor('superadmin')), 'advisers', UID.admin), { updatedAt: serverTimestamp() }),
    );
    expect(await readAsAdmin(`advisers/${OTHER_ADVISER}`)).toEqual(storedAdviser('Olga Other'));
  });

  // The reviewer (view_clients) among them: reading is not writing.
  it.each(cases(managers.denied))(
    '%s (no manage_clients) cannot set availability, their own included',
    async (_l, who) => {
      const db = dbAs(who);
      if (who.uid !== null) await assertFails(setDoc(doc(db, 'advisers', who.uid), availability()));
      await assertFails(setDoc(doc(db, 'advisers', UID.admin), availability()));
      await assertFails(updateDoc(doc(db, 'advisers', UID.admin), { daysOff: [], updatedAt: serverTimestamp() }));
    },
  );

  it('an admin whose email is not verified cannot set their own', async () => {
    await assertFails(setDoc(doc(dbAs(actor('admin'), UNVERIFIED), 'advisers', UID.admin), availability()));
  });

  it.each<[string, DocumentData]>([
    ['an extra key', { phone: '+91 98765 43210' }],
    ["a weekday '8'", { weekly: { '1': [WINDOW], '8': [WINDOW] } }],
    ["a weekday '0'", { weekly: { '0': [WINDOW] } }],
    ["a weekday 'mon'", { weekly: { mon: [WINDOW] } }],
    ["a weekday '01'", { weekly: { '01': [WINDOW] } }],
    ['a day that is one window, not a list', { weekly: { '1': WINDOW } }],
    ['a day that is null', { weekly: { '1': null } }],
    ['weekly as a list', { weekly: [WINDOW] }],
    ['weekly as null', { weekly: null }],
    [`${BOOKING_LIMITS.daysOff + 1} days off`, { daysOff: days(BOOKING_LIMITS.daysOff + 1) }],
    ['days off as one date', { daysOff: '2026-12-25' }],
    ['an empty name', { displayName: '' }],
    [
      `a name over ${BOOKING_LIMITS.adviserName} characters`,
      { displayName: 'A'.repeat(BOOKING_LIMITS.adviserName + 1) },
    ],
    ['a name that is a number', { displayName: 42 }],
    ["an updatedAt of the client's choosing", { updatedAt: PAST }],
    ["an updatedAt by the client's clock", { updatedAt: Timestamp.now() }],
  ])('availability with %s is refused', async (_label, overrides) => {
    await assertFails(setDoc(doc(dbAs(actor('admin')), 'advisers', UID.admin), availability(overrides)));
    await assertFails(setDoc(doc(dbAs(actor('superadmin')), 'advisers', UID.superadmin), availability(overrides)));
  });

  // Each of the seven days is checked by name: a fifth window on any one of them is refused.
  it.each(WEEKDAY_KEYS)(`${BOOKING_LIMITS.windowsPerDay + 1} windows on day '%s' are refused`, async (key) => {
    const weekly = { '1': [WINDOW], [key]: windows(BOOKING_LIMITS.windowsPerDay + 1) };
    await assertFails(setDoc(doc(dbAs(actor('admin')), 'advisers', UID.admin), availability({ weekly })));
  });

  it.each(['displayName', 'weekly', 'daysOff', 'updatedAt'])(
    'a new availability without %s is refused',
    async (key) => {
      await assertFails(
        setDoc(doc(dbAs(actor('superadmin')), 'advisers', UID.superadmin), without(availability(), key)),
      );
    },
  );

  it('an update must set updatedAt to the server’s time, and cannot add a key or remove one', async () => {
    const ref = doc(dbAs(actor('admin')), 'advisers', UID.admin);
    await assertFails(updateDoc(ref, { daysOff: [] }));
    await assertFails(updateDoc(ref, { note: 'Away in May', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { daysOff: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { 'weekly.9': [WINDOW], updatedAt: serverTimestamp() }));
    expect(await readAsAdmin(`advisers/${UID.admin}`)).toEqual(storedAdviser('Anil Admin'));
  });

  it.each(cases(everyone))("%s cannot delete an adviser's availability, their own included", async (_l, who) => {
    await assertFails(deleteDoc(doc(dbAs(who), 'advisers', UID.admin)));
    await assertFails(deleteDoc(doc(dbAs(who), 'advisers', OTHER_ADVISER)));
  });
});

// ---------------------------------------------------------------------------------------------
// bookedSlots/{id}: the public write's alone
// ---------------------------------------------------------------------------------------------

describe('bookedSlots/{id}', () => {
  it.each(cases(everyone))('%s cannot read, list, hold, change or release a slot', async (_l, who) => {
    const db = dbAs(who);
    await assertFails(getDoc(doc(db, 'bookedSlots', HELD_SLOT)));
    await assertFails(getDocs(collection(db, 'bookedSlots')));
    const slot = { booking: 'mine', adviser: UID.admin, slot: '2026-12-01T11:00', start: PAST };
    await assertFails(setDoc(doc(db, 'bookedSlots', `${UID.admin}_2026-12-01T11:00`), slot));
    await assertFails(updateDoc(doc(db, 'bookedSlots', HELD_SLOT), { booking: 'mine' }));
    await assertFails(deleteDoc(doc(db, 'bookedSlots', HELD_SLOT)));
    expect(await readAsAdmin(`bookedSlots/${HELD_SLOT}`)).toMatchObject({ booking: BEGUN });
  });
});

// ---------------------------------------------------------------------------------------------
// bookings/{id}
// ---------------------------------------------------------------------------------------------

describe('bookings/{id}: read, create and delete', () => {
  it.each(cases(viewers.allowed))('%s (view_clients) gets and lists the bookings', async (_l, who) => {
    const db = dbAs(who);
    await assertSucceeds(getDoc(doc(db, 'bookings', BEGUN)));
    expect((await assertSucceeds(getDocs(collection(db, 'bookings')))).size).toBe(4);
    const booked = await assertSucceeds(getDocs(query(collection(db, 'bookings'), where('status', '==', 'booked'))));
    expect(booked.size).toBe(2);
  });

  it.each(cases(viewers.allowed))('%s whose email is not verified cannot get or list them', async (_l, who) => {
    await assertFails(getDoc(doc(dbAs(who, UNVERIFIED), 'bookings', BEGUN)));
    await assertFails(getDocs(collection(dbAs(who, UNVERIFIED), 'bookings')));
  });

  it.each(cases(viewers.denied))('%s cannot get or list a booking', async (_l, who) => {
    await assertFails(getDoc(doc(dbAs(who), 'bookings', BEGUN)));
    await assertFails(getDocs(collection(dbAs(who), 'bookings')));
    await assertFails(getDocs(query(collection(dbAs(who), 'bookings'), where('email', '==', 'asha@example.com'))));
  });

  // Bookings come from the public write, which holds the slot and limits them: no client, staff
  // included, creates one, even of the exact stored shape, nor deletes one.
  it.each(cases(everyone))('%s cannot create or delete a booking', async (_l, who) => {
    const db = dbAs(who);
    const booking = { ...storedBooking(Date.now() + DAY_MS), createdAt: serverTimestamp() };
    await assertFails(setDoc(doc(db, 'bookings', 'mine'), booking));
    await assertFails(addDoc(collection(db, 'bookings'), booking));
    await assertFails(deleteDoc(doc(db, 'bookings', CANCELLED)));
    expect(await readAsAdmin('bookings/mine')).toBeUndefined();
    expect(await readAsAdmin(`bookings/${CANCELLED}`)).toBeDefined();
  });
});

describe('bookings/{id}: the outcome of a call', () => {
  /** As `who`, booking `id` marked `status`, with their uid and the server's time, and `fields`. */
  const mark = (who: SignedInActor, id: string, status: string, fields: DocumentData = {}): Promise<void> =>
    updateDoc(doc(dbAs(who), 'bookings', id), {
      status,
      outcomeBy: who.uid,
      outcomeAt: serverTimestamp(),
      ...fields,
    });

  it.each<[Role, string]>([
    ['admin', 'held'],
    ['admin', 'missed'],
    ['superadmin', 'held'],
  ])('a %s (manage_clients) marks a call that has begun %s', async (role, status) => {
    await assertSucceeds(mark(actor(role), BEGUN, status));
    const stored = await readAsAdmin(`bookings/${BEGUN}`);
    expect(stored).toMatchObject({ status, outcomeBy: UID[role], name: 'Asha Rao', slot: '2026-12-01T10:30' });
    expect(stored?.outcomeAt).toBeInstanceOf(Timestamp);
  });

  it('a call that has not begun cannot be marked held or missed', async () => {
    await assertFails(mark(actor('admin'), FUTURE, 'held'));
    await assertFails(mark(actor('superadmin'), FUTURE, 'missed'));
    // Nor by moving its start back in the same write.
    await assertFails(mark(actor('admin'), FUTURE, 'held', { start: PAST }));
    expect((await readAsAdmin(`bookings/${FUTURE}`))?.status).toBe('booked');
  });

  it('a cancelled booking cannot be marked held or missed', async () => {
    await assertFails(mark(actor('admin'), CANCELLED, 'held'));
    await assertFails(mark(actor('admin'), CANCELLED, 'missed'));
  });

  it('a booking already held cannot be marked again, missed or held', async () => {
    await assertFails(mark(actor('admin'), HELD, 'missed'));
    await assertFails(mark(actor('superadmin'), HELD, 'held'));
    await assertFails(mark(actor('admin'), HELD, 'booked'));
  });

  it.each(['cancelled', 'booked', 'no-show', 'HELD'])("a call that has begun cannot be marked '%s'", async (status) => {
    await assertFails(mark(actor('admin'), BEGUN, status));
  });

  it.each<[string, DocumentData]>([
    ['the name', { name: 'Someone Else' }],
    ['the email', { email: 'someone@example.com' }],
    ['the phone', { phone: '+91 90000 00000' }],
    ['the topic', { topic: 'tax' }],
    ['the slot', { slot: '2026-12-02T10:30' }],
    ['the start', { start: Timestamp.fromMillis(Date.now() - 2 * HOUR_MS) }],
    ['the end', { end: PAST }],
    ['the adviser', { adviser: UID.superadmin }],
    ['the adviser’s name', { adviserName: 'Sunita' }],
    ['the key’s hash', { keyHash: 'b'.repeat(64) }],
    ['changedAt', { changedAt: serverTimestamp() }],
    ['the sequence', { sequence: 1 }],
    ['a new field', { note: 'Came late.' }],
  ])('marking a call held cannot change %s as well', async (_label, fields) => {
    await assertFails(mark(actor('admin'), BEGUN, 'held', fields));
    expect((await readAsAdmin(`bookings/${BEGUN}`))?.status).toBe('booked');
  });

  it.each<[string, DocumentData]>([
    ['outcomeBy another staff member', { outcomeBy: UID.superadmin }],
    ['no outcomeBy', { outcomeBy: deleteField() }],
    ["an outcomeAt of the client's choosing", { outcomeAt: PAST }],
    ["an outcomeAt by the client's clock", { outcomeAt: Timestamp.now() }],
    ['no outcomeAt', { outcomeAt: deleteField() }],
  ])('marking a call held with %s is refused', async (_label, fields) => {
    await assertFails(mark(actor('admin'), BEGUN, 'held', fields));
  });

  // The reviewer (view_clients) among them.
  it.each(cases(managers.denied))('%s (no manage_clients) cannot mark a call or change a booking', async (_l, who) => {
    if (who.uid !== null) await assertFails(mark({ ...who, uid: who.uid }, BEGUN, 'held'));
    await assertFails(updateDoc(doc(dbAs(who), 'bookings', BEGUN), { status: 'held' }));
    await assertFails(updateDoc(doc(dbAs(who), 'bookings', BEGUN), { name: 'Someone Else' }));
  });

  it('an admin whose email is not verified cannot mark a call', async () => {
    await assertFails(
      updateDoc(doc(dbAs(actor('admin'), UNVERIFIED), 'bookings', BEGUN), {
        status: 'held',
        outcomeBy: UID.admin,
        outcomeAt: serverTimestamp(),
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// bookings/{id}/notes/{noteId}
// ---------------------------------------------------------------------------------------------

describe('bookings/{id}/notes/{noteId}', () => {
  const notes = (who: Actor, booking = BEGUN) => collection(dbAs(who), 'bookings', booking, 'notes');

  /** A note as `who` writes it: their uid and the server's time. */
  const note = (who: SignedInActor, overrides: DocumentData = {}): DocumentData => ({
    text: 'Prefers a call in the evening. Follow up in two weeks.',
    by: who.uid,
    at: serverTimestamp(),
    ...overrides,
  });

  it.each(cases(viewers.allowed))("%s (view_clients) gets and lists a call's notes", async (_l, who) => {
    await assertSucceeds(getDoc(doc(notes(who), 'n1')));
    expect((await assertSucceeds(getDocs(notes(who)))).size).toBe(1);
  });

  it.each(cases(viewers.denied))("%s cannot get or list a call's notes", async (_l, who) => {
    await assertFails(getDoc(doc(notes(who), 'n1')));
    await assertFails(getDocs(notes(who)));
  });

  it.each(cases(managers.allowed))(
    '%s (manage_clients) notes a call, under their uid and the server’s time',
    async (_l, who) => {
      const signedIn = { ...who, uid: who.uid ?? '' };
      const ref = await assertSucceeds(addDoc(notes(who), note(signedIn)));
      const stored = await readAsAdmin(`bookings/${BEGUN}/notes/${ref.id}`);
      expect(stored).toMatchObject({ by: who.uid, text: note(signedIn).text });
      expect(stored?.at).toBeInstanceOf(Timestamp);
      // Of any booking that exists, a future or cancelled one included, and at the longest.
      await assertSucceeds(addDoc(notes(who, FUTURE), note(signedIn, { text: 'x'.repeat(BOOKING_LIMITS.note) })));
      await assertSucceeds(addDoc(notes(who, CANCELLED), note(signedIn)));
    },
  );

  it('a note on a booking that does not exist is refused', async () => {
    const admin = actor('admin');
    await assertFails(addDoc(notes(admin, 'no-such-booking'), note(admin)));
    await assertFails(setDoc(doc(notes(admin, 'no-such-booking'), 'n1'), note(admin)));
  });

  it.each<[string, DocumentData]>([
    ['another staff member as its author', { by: UID.superadmin }],
    ["an at of the client's choosing", { at: PAST }],
    ["an at by the client's clock", { at: Timestamp.now() }],
    // How long a note is kept is derived from `at` (NOTE_RETENTION_DAYS), never written by a client.
    ['a keepUntil five years ahead', { keepUntil: Timestamp.fromMillis(Date.now() + NOTE_RETENTION_DAYS * DAY_MS) }],
    ['a keepUntil a day ahead', { keepUntil: Timestamp.fromMillis(Date.now() + DAY_MS) }],
    ['an extra key', { booking: BEGUN }],
    ['an empty text', { text: '' }],
    ['a text of spaces', { text: '  \n ' }],
    [`a text over ${BOOKING_LIMITS.note} characters`, { text: 'x'.repeat(BOOKING_LIMITS.note + 1) }],
    ['a text that is a number', { text: 55 }],
  ])('a note with %s is refused', async (_label, overrides) => {
    const admin = actor('admin');
    await assertFails(addDoc(notes(admin), note(admin, overrides)));
  });

  it.each(['text', 'by', 'at'])('a note without %s is refused', async (key) => {
    const admin = actor('admin');
    await assertFails(addDoc(notes(admin), without(note(admin), key)));
  });

  // The reviewer (view_clients) among them.
  it.each(cases(managers.denied))('%s (no manage_clients) cannot note a call', async (_l, who) => {
    if (who.uid !== null) await assertFails(addDoc(notes(who), note({ ...who, uid: who.uid })));
    await assertFails(addDoc(notes(who), note(actor('admin'))));
  });

  it('an admin whose email is not verified cannot note a call', async () => {
    const admin = actor('admin');
    await assertFails(addDoc(collection(dbAs(admin, UNVERIFIED), 'bookings', BEGUN, 'notes'), note(admin)));
  });

  // A note is a record the firm keeps five years: its author cannot change or delete it either.
  it.each(cases(everyone))('%s cannot change or delete a note', async (_l, who) => {
    const ref = doc(notes(who), 'n1');
    await assertFails(updateDoc(ref, { text: 'Rewritten.' }));
    await assertFails(updateDoc(ref, { at: serverTimestamp() }));
    await assertFails(updateDoc(ref, { keepUntil: Timestamp.fromMillis(Date.now() + DAY_MS) }));
    await assertFails(setDoc(ref, { ...storedNote, text: 'Rewritten.' }));
    await assertFails(deleteDoc(ref));
    expect(await readAsAdmin(`bookings/${BEGUN}/notes/n1`)).toEqual(storedNote);
  });
});
