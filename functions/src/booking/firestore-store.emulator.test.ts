import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countersFor } from '../submit/limits';
import { BOOKED_SLOTS, BOOKINGS, bookingStore, heldSlotId } from './firestore-store';
import { keyHashOf, type BookingToStore, type Candidate } from './submit';

// The booking's store against Firestore (the emulator): the transactions that hold a slot once,
// whatever the number of people booking it at the same moment, and that cancel or move a booking
// only with its key. A project of its own: nothing here meets another file's data.

// Thursday 26 November 2026, 16:00 IST; the slot booked is on Friday 27 November.
const NOW = Date.parse('2026-11-26T10:30:00Z');
const SLOT = '2026-11-27T10:00';
const KEY = '0123456789abcdef0123456789abcdef';
const ADVISERS: Candidate[] = [
  { uid: 'uid-meera', displayName: 'Meera Iyer' },
  { uid: 'uid-ravi', displayName: 'Ravi Menon' },
];

let app: App;
let db: Firestore;

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('These tests need FIRESTORE_EMULATOR_HOST (a running emulator).');
  app = initializeApp({ projectId: 'demo-stores-booking' }, 'booking-store');
  db = getFirestore(app);
  const hours = [{ from: '10:00', to: '12:00' }];
  for (const adviser of ADVISERS) {
    await db.doc(`advisers/${adviser.uid}`).set({
      displayName: adviser.displayName,
      weekly: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours },
      daysOff: [],
      updatedAt: Timestamp.fromMillis(NOW),
    });
  }
});

afterAll(async () => {
  await deleteApp(app);
});

const booking = (email: string): BookingToStore => ({
  name: 'Asha Rao',
  email,
  phone: '+91 98200 12345',
  topic: 'tax',
  slot: SLOT,
  page: '/contact',
  noticeVersion: '2026-11-24',
  noticeLanguage: 'en',
  keyHash: keyHashOf(KEY),
});

// Each booker counts against limits of their own (as different visitors would).
const countersOf = (who: string) => countersFor(`address-${who}`, `email-${who}`);

describe('the booking store in Firestore', () => {
  it('gives a slot held by two advisers to two of six people booking it at once, and tells the others it is taken', async () => {
    const store = bookingStore(db);
    const outcomes = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((who) =>
        store.book(countersOf(who), booking(`${who}@example.in`), ADVISERS, NOW, (id) => `https://x/#${id}`),
      ),
    );
    const booked = outcomes.filter((outcome) => outcome.kind === 'booked');
    expect(booked).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.kind === 'taken')).toHaveLength(4);
    const held = await db.collection(BOOKED_SLOTS).where('slot', '==', SLOT).get();
    expect(held.docs.map((doc) => doc.id).sort()).toEqual(ADVISERS.map((adviser) => heldSlotId(adviser.uid, SLOT)));
    const stored = await db.collection(BOOKINGS).where('slot', '==', SLOT).get();
    expect(stored.size).toBe(2);
    expect(new Set(stored.docs.map((doc) => doc.get('adviser'))).size).toBe(2);
    // Each booking's confirmation is queued with it, and only theirs.
    const mail = await db.collection('mail').where('about.collection', '==', 'bookings').get();
    expect(mail.docs.map((doc) => doc.get('about.id')).sort()).toEqual(stored.docs.map((doc) => doc.id).sort());
    // The advisers read back hold the slot.
    const advisers = await store.advisers(NOW);
    expect(advisers.map((adviser) => adviser.held)).toEqual([[SLOT], [SLOT]]);
  });

  it('cancels only with the key, releasing the slot; moves to a free slot, and never twice', async () => {
    const store = bookingStore(db);
    const [first] = (await db.collection(BOOKINGS).where('slot', '==', SLOT).get()).docs;
    const id = first?.id ?? '';
    const adviser = String(first?.get('adviser'));
    const wrong = await store.change(
      countersOf('g'),
      { booking: id, keyHash: keyHashOf('f'.repeat(32)), to: null },
      NOW,
      () => '',
    );
    expect(wrong.kind).toBe('unknown');
    const moved = await store.change(
      countersOf('g'),
      {
        booking: id,
        keyHash: keyHashOf(KEY),
        to: { slot: '2026-11-30T11:00', candidates: [ADVISERS[0] as Candidate] },
      },
      NOW,
      () => 'https://x/',
    );
    expect(moved).toMatchObject({ kind: 'changed', slot: '2026-11-30T11:00' });
    expect((await db.doc(`${BOOKED_SLOTS}/${heldSlotId(adviser, SLOT)}`).get()).exists).toBe(false);
    expect((await db.doc(`${BOOKED_SLOTS}/${heldSlotId('uid-meera', '2026-11-30T11:00')}`).get()).exists).toBe(true);
    const cancelled = await store.change(
      countersOf('h'),
      { booking: id, keyHash: keyHashOf(KEY), to: null },
      NOW,
      () => '',
    );
    expect(cancelled.kind).toBe('changed');
    expect((await db.doc(`${BOOKINGS}/${id}`).get()).get('status')).toBe('cancelled');
    expect((await db.doc(`${BOOKED_SLOTS}/${heldSlotId('uid-meera', '2026-11-30T11:00')}`).get()).exists).toBe(false);
    const again = await store.change(
      countersOf('i'),
      { booking: id, keyHash: keyHashOf(KEY), to: null },
      NOW,
      () => '',
    );
    expect(again.kind).toBe('unknown');
    const templates = (await db.collection('mail').where('about.id', '==', id).get()).docs.map((doc) =>
      doc.get('template.name'),
    );
    expect(templates.sort()).toEqual(['booking-cancelled', 'booking-confirmed', 'booking-moved']);
  });
});
