/**
 * The booking's store in Firestore (BookingStore, submit.ts): the advisers' calendars and held
 * slots read with the Admin SDK, and each booking or change in one transaction with the public
 * write's limits (../submit/firestore-store.ts countIn), so that a slot is held once: its
 * bookedSlots document is read in the transaction and created only if absent, and a second
 * transaction that read it absent at the same time fails on commit and is tried again, then
 * reads it held. The email that says so is queued in the same transaction (../mail/queue.ts).
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { storedMillis } from '@meridian/shared/documents';
import { isBookingTopic, parseSlotId, readCalendar, SLOT_MINUTES } from '@meridian/shared/booking';
import { queueIn } from '../mail/delivery';
import { bookingMailOf, type BookingMailFacts, type QueuedMail } from '../mail/queue';
import { countIn, retryingCreates } from '../submit/firestore-store';
import type { AdviserSlots } from './calendar';
import type { BookingStore, Candidate } from './submit';

export const ADVISERS = 'advisers';
export const BOOKED_SLOTS = 'bookedSlots';
export const BOOKINGS = 'bookings';

/** bookedSlots/{adviser}_{slot}: the id of one adviser's slot. */
export const heldSlotId = (adviser: string, slot: string): string => `${adviser}_${slot}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function bookingStore(db: Firestore): BookingStore {
  const queue = (transaction: Transaction, mail: QueuedMail, now: number) => queueIn(db, transaction, mail, now);

  /** The first of `candidates` whose slot is not held, read in the transaction, or null. */
  const firstFree = async (transaction: Transaction, candidates: readonly Candidate[], slot: string) => {
    const refs = candidates.map((candidate) => db.collection(BOOKED_SLOTS).doc(heldSlotId(candidate.uid, slot)));
    const held = refs.length > 0 ? await transaction.getAll(...refs) : [];
    const index = held.findIndex((snapshot) => !snapshot.exists);
    const candidate = candidates[index];
    const ref = refs[index];
    return candidate && ref ? { candidate, ref } : null;
  };

  const hold = (transaction: Transaction, ref: DocumentReference, booking: string, adviser: string, slot: string) =>
    transaction.create(ref, {
      booking,
      adviser,
      slot,
      start: Timestamp.fromMillis(parseSlotId(slot) ?? 0),
    });

  const times = (slot: string) => {
    const start = parseSlotId(slot) ?? 0;
    return { start: Timestamp.fromMillis(start), end: Timestamp.fromMillis(start + SLOT_MINUTES * 60_000) };
  };

  return {
    async advisers(now) {
      const [advisers, held] = await Promise.all([
        db.collection(ADVISERS).get(),
        db.collection(BOOKED_SLOTS).where('start', '>=', Timestamp.fromMillis(now)).get(),
      ]);
      const heldBy = new Map<string, string[]>();
      for (const doc of held.docs) {
        const adviser = text(doc.get('adviser'));
        heldBy.set(adviser, [...(heldBy.get(adviser) ?? []), text(doc.get('slot'))]);
      }
      return advisers.docs.map((doc): AdviserSlots => ({
        uid: doc.id,
        displayName: text(doc.get('displayName')) || 'An adviser',
        calendar: readCalendar(doc.data()),
        held: heldBy.get(doc.id) ?? [],
      }));
    },

    book: (counters, booking, candidates, now, manageLink) =>
      retryingCreates(() =>
        db.runTransaction(async (transaction) => {
          const counted = await countIn(db, transaction, counters, now);
          if (!counted.ok) return { kind: 'limited' as const, retryAfterMs: counted.retryAfterMs };
          if (candidates.length === 0) {
            counted.write();
            return { kind: 'taken' as const };
          }
          const free = await firstFree(transaction, candidates, booking.slot);
          if (!free) return { kind: 'taken' as const };
          counted.write();
          const ref = db.collection(BOOKINGS).doc();
          hold(transaction, free.ref, ref.id, free.candidate.uid, booking.slot);
          transaction.create(ref, {
            ...booking,
            ...times(booking.slot),
            adviser: free.candidate.uid,
            adviserName: free.candidate.displayName,
            status: 'booked',
            sequence: 0,
            consentedAt: FieldValue.serverTimestamp(),
            createdAt: FieldValue.serverTimestamp(),
          });
          const facts: BookingMailFacts = { ...booking, id: ref.id, adviserName: free.candidate.displayName };
          queue(
            transaction,
            bookingMailOf('booking-confirmed', facts, manageLink(ref.id), 0, new Date(now).toISOString()),
            now,
          );
          return { kind: 'booked' as const, id: ref.id, adviserName: free.candidate.displayName };
        }),
      ),

    change: (counters, change, now, manageLink) =>
      retryingCreates(() =>
        db.runTransaction(async (transaction) => {
          const ref = db.collection(BOOKINGS).doc(change.booking);
          const snapshot = await transaction.get(ref);
          const counted = await countIn(db, transaction, counters, now);
          if (!counted.ok) return { kind: 'limited' as const, retryAfterMs: counted.retryAfterMs };
          const stored = snapshot.data() ?? {};
          const start = storedMillis(stored.start) ?? 0;
          const changeable =
            snapshot.exists && stored.keyHash === change.keyHash && stored.status === 'booked' && start > now;
          const free =
            changeable && change.to ? await firstFree(transaction, change.to.candidates, change.to.slot) : null;
          counted.write();
          if (!changeable) return { kind: 'unknown' as const };
          if (change.to && !free) return { kind: 'taken' as const };
          const slot = text(stored.slot);
          const sequence = (typeof stored.sequence === 'number' ? stored.sequence : 0) + 1;
          transaction.delete(db.collection(BOOKED_SLOTS).doc(heldSlotId(text(stored.adviser), slot)));
          const topic = isBookingTopic(stored.topic) ? stored.topic : 'other';
          const facts: BookingMailFacts = {
            id: ref.id,
            name: text(stored.name),
            email: text(stored.email),
            topic,
            slot,
            adviserName: text(stored.adviserName),
          };
          const stamp = new Date(now).toISOString();
          if (!change.to || !free) {
            transaction.update(ref, { status: 'cancelled', sequence, changedAt: FieldValue.serverTimestamp() });
            queue(transaction, bookingMailOf('booking-cancelled', facts, '', sequence, stamp), now);
            return { kind: 'changed' as const, slot, adviserName: facts.adviserName };
          }
          hold(transaction, free.ref, ref.id, free.candidate.uid, change.to.slot);
          transaction.update(ref, {
            slot: change.to.slot,
            ...times(change.to.slot),
            adviser: free.candidate.uid,
            adviserName: free.candidate.displayName,
            sequence,
            changedAt: FieldValue.serverTimestamp(),
          });
          const moved = { ...facts, slot: change.to.slot, adviserName: free.candidate.displayName };
          queue(transaction, bookingMailOf('booking-moved', moved, manageLink(ref.id), sequence, stamp), now);
          return { kind: 'changed' as const, slot: change.to.slot, adviserName: moved.adviserName };
        }),
      ),
  };
}
