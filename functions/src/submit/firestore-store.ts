import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { dueDate, formatTicket, istYear, type ComplaintCounterDocument } from '@meridian/shared/complaints';
import { readStoredProfile } from '@meridian/shared/documents';
import { readStoredPost } from '@meridian/shared/posts';
import { queueIn } from '../mail/delivery';
import { acknowledgementOf } from '../mail/queue';
import type { CommentTarget, SubmitStore, ToStore } from './handler';
import { admitted, type Counter } from './limits';

/** Where the limits' documents live: written only here (the Admin SDK); the rules let no client near them. */
export const COUNTERS = 'submitCounters';

/** Firestore's ALREADY_EXISTS: another submission created the same limit's document first. */
const ALREADY_EXISTS = 6;
const TRIES = 5;

const timesOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];

/** The last serial a stored complaintCounters/{year} says was issued (0 with none, or an unreadable one). */
const lastOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/**
 * Counts a submission against its limits inside a transaction: reads each limit's document (so
 * call it before the transaction's writes) and says whether every one admits it; `write` then
 * records it (a document that did not exist is created, not set, so two first submissions at
 * once cannot both pass on an empty window). Shared by every public write's store.
 */
export async function countIn(
  db: Firestore,
  transaction: Transaction,
  counters: Counter[],
  now: number,
): Promise<{ ok: true; write: () => void } | { ok: false; retryAfterMs: number }> {
  const refs = counters.map((counter) => db.collection(COUNTERS).doc(counter.id));
  const snapshots = refs.length > 0 ? await transaction.getAll(...refs) : [];
  const decisions = counters.map((counter, index) => admitted(timesOf(snapshots[index]?.get('times')), now, counter));
  const refused = decisions.flatMap((decision) => (decision.ok ? [] : [decision.retryAfterMs]));
  if (refused.length > 0) return { ok: false, retryAfterMs: Math.max(...refused) };
  return {
    ok: true,
    write: () =>
      decisions.forEach((decision, index) => {
        const ref = refs[index];
        const counter = counters[index];
        if (!decision.ok || !ref || !counter) return;
        const data = { times: decision.times, expireAt: Timestamp.fromMillis(now + counter.windowMs) };
        if (snapshots[index]?.exists) transaction.set(ref, data);
        else transaction.create(ref, data);
      }),
  };
}

/** Runs a transaction again when a limit's document was created by another at the same time. */
export async function retryingCreates<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== ALREADY_EXISTS || attempt >= TRIES) throw error;
    }
  }
}

/**
 * The submissions' store in Firestore: the limits and what is stored in one transaction, so that
 * concurrent submissions can never store more than the limits allow. A limit's document that did
 * not exist is created (not set), so two first submissions at once cannot both pass on an empty
 * window: the second's transaction fails and is tried again, reading the first's. A complaint is
 * given the next serial of complaintCounters/{IST year} in the same transaction (so two at once
 * never share a ticket, and staff recording one through the rules count from the same counter),
 * and created at complaints/{ticket} (created: never over an existing one). A comment's post and
 * author are read before (commentTarget): whether the post is live and the name to show.
 */
export function firestoreStore(db: Firestore): SubmitStore {
  /**
   * Queues the acknowledgement of what is stored (mail/queue.ts) in the same transaction: it is
   * sent if and only if the record is stored. Its nextAttemptAt lets retryMail send it should
   * the trigger's first try never run.
   */
  const acknowledge = (
    transaction: Transaction,
    toStore: ToStore,
    stored: { id: string; dueBy?: string },
    now: number,
  ) => {
    const mail = acknowledgementOf(toStore, stored);
    if (!mail) return;
    queueIn(db, transaction, mail, now);
  };
  const admitOnce: SubmitStore['admit'] = (counters, toStore: ToStore | null, now) =>
    db.runTransaction(async (transaction) => {
      const year = istYear(now);
      const ticketCounter = db.collection('complaintCounters').doc(String(year));
      // Only a complaint reads (and so locks) the year's counter: leads never wait on it.
      const complaint = toStore?.kind === 'complaint';
      const issued = complaint ? await transaction.get(ticketCounter) : undefined;
      const counted = await countIn(db, transaction, counters, now);
      if (!counted.ok) return { admitted: false as const, retryAfterMs: counted.retryAfterMs };
      counted.write();
      // A lead and a subscription carry the time of the consent their box gave: the server's.
      if (toStore?.kind === 'lead') {
        const lead = db.collection('leads').doc();
        transaction.create(lead, {
          ...toStore.lead,
          createdAt: FieldValue.serverTimestamp(),
          consentedAt: FieldValue.serverTimestamp(),
        });
        acknowledge(transaction, toStore, { id: lead.id }, now);
      }
      if (toStore?.kind === 'subscription') {
        transaction.create(db.collection('subscriptions').doc(), {
          ...toStore.subscription,
          createdAt: FieldValue.serverTimestamp(),
          consentedAt: FieldValue.serverTimestamp(),
        });
      }
      // A reader's comment, pending until someone with approve_comments moderates it.
      if (toStore?.kind === 'comment') {
        const comment = db.collection('comments').doc();
        transaction.create(comment, { ...toStore.comment, createdAt: FieldValue.serverTimestamp() });
        return { admitted: true as const, ticket: null, id: comment.id };
      }
      // A grievance to the data protection officer: apart from the complaints (not SEBI's).
      if (toStore?.kind === 'grievance') {
        const grievance = db.collection('grievances').doc();
        transaction.create(grievance, { ...toStore.grievance, receivedAt: Timestamp.fromMillis(now) });
        acknowledge(transaction, toStore, { id: grievance.id }, now);
        return { admitted: true as const, ticket: null, id: grievance.id };
      }
      if (toStore?.kind === 'complaint') {
        const serial = lastOf(issued?.get('last')) + 1;
        const ticket = formatTicket(year, serial);
        transaction.set(ticketCounter, { last: serial } satisfies ComplaintCounterDocument);
        transaction.create(db.collection('complaints').doc(ticket), {
          ...toStore.complaint,
          ticket,
          receivedAt: Timestamp.fromMillis(now),
        });
        acknowledge(transaction, toStore, { id: ticket, dueBy: dueDate(now) }, now);
        return { admitted: true as const, ticket };
      }
      return { admitted: true as const, ticket: null };
    });
  return {
    async commentTarget(postId, uid): Promise<CommentTarget> {
      const [post, profile] = await db.getAll(db.collection('posts').doc(postId), db.collection('users').doc(uid));
      const stored = post?.exists ? readStoredPost(post.data()) : null;
      const author = profile?.exists ? readStoredProfile(profile.data()) : null;
      return {
        post:
          stored && stored.status !== null && stored.slug !== ''
            ? { status: stored.status, publishAt: stored.publishAt, slug: stored.slug }
            : null,
        author: author ? { displayName: author.displayName, disabled: author.status === 'disabled' } : null,
      };
    },
    admit: (counters, toStore, now) => retryingCreates(() => admitOnce(counters, toStore, now)),
  };
}
