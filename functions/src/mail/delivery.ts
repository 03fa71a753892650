/**
 * Delivering one queued message (mail/{id}): claimed in a transaction (so two runs never send it
 * twice), checked against the record it is about (the address must be the one given there),
 * written from its template, handed to the SMTP server, and its delivery recorded: sent, or
 * another try at the back-off's next time (retry.ts), or failed for good. `sendMail` (a Firestore
 * trigger on mail/{id}) makes the first try; `retryMail` (every five minutes) the later ones and
 * any try whose run died (its lease, nextAttemptAt, ran out). The decisions are pure (tested in
 * delivery.test.ts); deliverQueued binds them to Firestore.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { storedMillis } from '@meridian/shared/documents';
import { MAIL, type MailDocument, type MailState, type QueuedMail } from './queue';
import { nextAttemptAt } from './retry';
import { writeMail, type MailAttachment } from './templates';

/** How long a try may take before another run may take the message over. */
export const LEASE_MS = 120_000;

/** What goes to the SMTP server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * Queues a message in a transaction that stores what it is about, so that it is sent if and only
 * if that is stored; its nextAttemptAt (a lease from now) lets retryMail send it should the
 * trigger's first try never run. `ref` names the message when it must be made once (else a new id).
 */
export function queueIn(
  db: Firestore,
  transaction: Transaction,
  mail: QueuedMail,
  now: number,
  ref: DocumentReference = db.collection(MAIL).doc(),
): void {
  transaction.create(ref, {
    ...mail,
    createdAt: FieldValue.serverTimestamp(),
    delivery: { ...mail.delivery, nextAttemptAt: Timestamp.fromMillis(now + LEASE_MS) },
  });
}

export type SendMail = (message: OutgoingMail) => Promise<{ messageId: string }>;

const millisOf = (value: unknown): number | null => storedMillis(value) ?? (typeof value === 'number' ? value : null);

/**
 * Whether a message may be tried at `now`: queued (never tried: its nextAttemptAt only tells
 * retryMail when to take over a first try that never ran), due again, or its try's lease ran out.
 */
export function isDue(delivery: { state?: unknown; nextAttemptAt?: unknown } | undefined, now: number): boolean {
  const state = delivery?.state;
  if (state === 'pending') return true;
  if (state !== 'retry' && state !== 'sending') return false;
  const due = millisOf(delivery?.nextAttemptAt);
  return due !== null && due <= now;
}

/** The delivery after a try that failed: the next try's time, or failed after the last. */
export function afterFailure(
  attempts: number,
  now: number,
  error: string,
): { state: Extract<MailState, 'retry' | 'failed'>; nextAttemptAt: number | null; lastError: string } {
  const next = nextAttemptAt(attempts, now);
  return { state: next === null ? 'failed' : 'retry', nextAttemptAt: next, lastError: error.slice(0, 500) };
}

/**
 * Why a message must not be sent at all (no try would help), or null: its address must be the one
 * given with the record it is about, which must exist.
 */
export function refusalOf(to: unknown, recordEmail: unknown): string | null {
  if (typeof to !== 'string' || to === '') return 'The message has no address.';
  if (recordEmail === undefined) return 'The record the message is about does not exist.';
  if (typeof recordEmail !== 'string' || recordEmail.trim().toLowerCase() !== to.trim().toLowerCase())
    return 'The address is not the one given with the record the message is about.';
  return null;
}

/**
 * The document holding the address a message may go to: the record it acknowledges, or for an
 * onboarding step (a risk profile, an agreement) the account's profile, whose email is the
 * registered address.
 */
export const aboutPath = (about: unknown, uid: unknown): string | null => {
  const { collection, id } = (about ?? {}) as { collection?: unknown; id?: unknown };
  if (collection === 'riskProfiles' || collection === 'agreements')
    return typeof uid === 'string' && /^[\w-]+$/.test(uid) ? `users/${uid}` : null;
  return (collection === 'leads' ||
    collection === 'complaints' ||
    collection === 'grievances' ||
    collection === 'bookings') &&
    typeof id === 'string' &&
    /^[\w-]+$/.test(id)
    ? `${collection}/${id}`
    : null;
};

/** Tries to deliver mail/{id} once, if it is due. Resolves with the state it is left in, or null if not tried. */
export async function deliverQueued(
  db: Firestore,
  id: string,
  send: SendMail,
  now: () => number,
): Promise<MailState | null> {
  const ref = db.collection(MAIL).doc(id);
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data() as Partial<MailDocument> | undefined;
    if (!data || !isDue(data.delivery, now())) return null;
    const attempts = (data.delivery?.attempts ?? 0) + 1;
    transaction.update(ref, {
      'delivery.state': 'sending',
      'delivery.attempts': attempts,
      'delivery.nextAttemptAt': Timestamp.fromMillis(now() + LEASE_MS),
    });
    return { data, attempts };
  });
  if (!claimed) return null;
  const { data, attempts } = claimed;
  const record = aboutPath(data.about, data.uid);
  const recordEmail = record ? (await db.doc(record).get()).get('email') : undefined;
  let refusal = refusalOf(data.to, recordEmail);
  let written: ReturnType<typeof writeMail> | null = null;
  if (!refusal) {
    try {
      written = writeMail(String(data.template?.name), data.template?.data ?? {});
    } catch (error) {
      refusal = error instanceof Error ? error.message : String(error);
    }
  }
  if (refusal || !written) {
    await ref.update({
      'delivery.state': 'failed',
      'delivery.nextAttemptAt': FieldValue.delete(),
      'delivery.lastError': refusal ?? 'The message could not be written.',
    });
    return 'failed';
  }
  try {
    const { messageId } = await send({ to: String(data.to), ...written });
    await ref.update({
      'delivery.state': 'sent',
      'delivery.nextAttemptAt': FieldValue.delete(),
      'delivery.sentAt': FieldValue.serverTimestamp(),
      'delivery.messageId': messageId,
      'delivery.subject': written.subject,
      'delivery.contentVersion': written.contentVersion,
      'delivery.lastError': '',
    });
    return 'sent';
  } catch (error) {
    const failure = afterFailure(attempts, now(), error instanceof Error ? error.message : String(error));
    await ref.update({
      'delivery.state': failure.state,
      'delivery.nextAttemptAt':
        failure.nextAttemptAt === null ? FieldValue.delete() : Timestamp.fromMillis(failure.nextAttemptAt),
      'delivery.lastError': failure.lastError,
    });
    return failure.state;
  }
}

/** The ids of messages due at `now` (retries, and tries whose lease ran out), oldest due first. */
export async function dueMail(db: Firestore, now: number, limit = 50): Promise<string[]> {
  const due = await db
    .collection(MAIL)
    .where('delivery.nextAttemptAt', '<=', Timestamp.fromMillis(now))
    .orderBy('delivery.nextAttemptAt')
    .limit(limit)
    .get();
  return due.docs.map((doc) => doc.id);
}
