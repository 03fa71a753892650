/**
 * The emails the firm sent the signed-in person (issue 36, item 5), as the dashboard lists them:
 * each message queued for their account (mail/{id} where uid is theirs: the rules let them read
 * exactly those) with its subject, where it went and how it went, newest first. Pure: the read is
 * in ../data/mail.ts.
 */
import { isRecord, storedMillis } from '@meridian/shared';

/** The most messages the dashboard lists. */
export const MY_MAIL_LIMIT = 50;

/** What the person sees of a message's delivery. */
export type MyMailState = 'sent' | 'sending' | 'failed';

/** A message as the person's dashboard shows it. */
export interface MyMail {
  id: string;
  /** Its subject as sent; before it is sent, what it acknowledges ('About your complaint MWA-2026-000004'). */
  subject: string;
  /** The address it went to. */
  to: string;
  state: MyMailState;
  /** When it was sent, or else queued (epoch ms). */
  at: number;
}

/** What a message acknowledges, by the collection of its record, while its subject is not yet written. */
const ABOUT: Readonly<Record<string, (id: string) => string>> = {
  leads: () => 'About your request to us',
  complaints: (id) => `About your complaint ${id}`,
  grievances: () => 'About your privacy grievance',
};

/**
 * A stored message read back for its person's list, or null when it is not one (skipped, never
 * half shown): it needs an address, a known record and a readable time.
 * @example readMyMail('m1', { to: 'a@example.in', about: { collection: 'complaints', id: 'MWA-2026-000004' }, createdAt: Timestamp, delivery: { state: 'sent', subject: 'Complaint MWA-2026-000004 received', sentAt: Timestamp } })?.state // 'sent'
 */
export function readMyMail(id: string, data: unknown): MyMail | null {
  if (!isRecord(data) || typeof data.to !== 'string' || data.to === '') return null;
  const about = isRecord(data.about) ? data.about : {};
  const describe = typeof about.collection === 'string' ? ABOUT[about.collection] : undefined;
  if (!describe) return null;
  const delivery = isRecord(data.delivery) ? data.delivery : {};
  const state: MyMailState = delivery.state === 'sent' ? 'sent' : delivery.state === 'failed' ? 'failed' : 'sending';
  const at = (state === 'sent' ? storedMillis(delivery.sentAt) : null) ?? storedMillis(data.createdAt);
  if (at === null) return null;
  const subject =
    typeof delivery.subject === 'string' && delivery.subject.trim() !== ''
      ? delivery.subject
      : describe(typeof about.id === 'string' ? about.id : '');
  return { id, subject, to: data.to, state, at };
}

/** The stored messages read back, newest first (those of another shape skipped). */
export function myMail(documents: readonly { id: string; data: unknown }[]): MyMail[] {
  return documents.flatMap(({ id, data }) => readMyMail(id, data) ?? []).sort((a, b) => b.at - a.at);
}
