import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { LeadToStore, SubmitStore } from './handler';
import { admitted } from './limits';

/** Where the limits' documents live: written only here (the Admin SDK); the rules let no client near them. */
export const COUNTERS = 'submitCounters';

/** Firestore's ALREADY_EXISTS: another submission created the same limit's document first. */
const ALREADY_EXISTS = 6;
const TRIES = 5;

const timesOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];

/**
 * The submissions' store in Firestore: the limits and the lead in one transaction, so that
 * concurrent submissions can never store more than the limits allow. A limit's document that did
 * not exist is created (not set), so two first submissions at once cannot both pass on an empty
 * window: the second's transaction fails and is tried again, reading the first's.
 */
export function firestoreStore(db: Firestore): SubmitStore {
  const admitOnce: SubmitStore['admit'] = (counters, lead: LeadToStore | null, now) =>
    db.runTransaction(async (transaction) => {
      const refs = counters.map((counter) => db.collection(COUNTERS).doc(counter.id));
      const snapshots = await transaction.getAll(...refs);
      const decisions = counters.map((counter, index) =>
        admitted(timesOf(snapshots[index]?.get('times')), now, counter),
      );
      const refused = decisions.flatMap((decision) => (decision.ok ? [] : [decision.retryAfterMs]));
      if (refused.length > 0) return { admitted: false as const, retryAfterMs: Math.max(...refused) };
      decisions.forEach((decision, index) => {
        const ref = refs[index];
        const counter = counters[index];
        if (!decision.ok || !ref || !counter) return;
        const data = { times: decision.times, expireAt: Timestamp.fromMillis(now + counter.windowMs) };
        if (snapshots[index]?.exists) transaction.set(ref, data);
        else transaction.create(ref, data);
      });
      if (lead) transaction.create(db.collection('leads').doc(), { ...lead, createdAt: FieldValue.serverTimestamp() });
      return { admitted: true as const };
    });
  return {
    async admit(counters, lead, now) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await admitOnce(counters, lead, now);
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          if (code !== ALREADY_EXISTS || attempt >= TRIES) throw error;
        }
      }
    },
  };
}
