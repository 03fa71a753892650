/** How staff read an email the firm could not deliver (mail/{id}; data/mail.ts). Pure. */
import type { UndeliveredMail } from '../data/mail';

const WHAT: Record<string, string> = {
  'contact-received': 'acknowledgement of a message',
  'consultation-received': 'acknowledgement of a consultation request',
  'complaint-received': 'acknowledgement of a complaint',
  'complaint-received-hi': 'acknowledgement of a complaint, in Hindi',
  'grievance-received': 'acknowledgement of a privacy grievance',
};

const RECORD: Record<string, string> = { leads: 'lead', complaints: 'complaint', grievances: 'grievance' };

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/**
 * One line for a message not delivered: what it is, to whom, about which record, and what happens
 * next; `at` shows a time (the tab's own format).
 * @example 'Acknowledgement of a complaint to asha@example.com (complaint MWA-2026-000042): not sent after 2 tries; the next at 28 Nov 2026, 10:05 am. Last error: Connection refused'
 */
export function undeliveredLine(mail: UndeliveredMail, at: (time: Date | null) => string): string {
  const what = WHAT[mail.template] ?? `email "${mail.template}"`;
  const record = `${RECORD[mail.about.collection] ?? mail.about.collection} ${mail.about.id}`;
  const next =
    mail.state === 'retry'
      ? `not sent after ${tries(mail.attempts)}; the next at ${at(mail.nextAttemptAt)}`
      : `failed after ${tries(mail.attempts)}, and will not be tried again`;
  const error = mail.lastError ? ` Last error: ${mail.lastError}` : '';
  return `${what.replace(/^\w/, (first) => first.toUpperCase())} to ${mail.to} (${record}): ${next}.${error}`;
}
