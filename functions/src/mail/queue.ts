/**
 * The mail queue: mail/{id}, the pattern of Firebase's "Trigger Email" extension. The public-write
 * endpoint adds a message to it in the same transaction that stores what it acknowledges
 * (submit/firestore-store.ts), and `sendMail` (../index.ts) delivers it. Clients can neither write
 * nor create one (firestore.rules); staff read its delivery to see what was sent to whom.
 *
 * A message goes only to the address given with the very record it is about (`about`): the
 * email typed into that contact form, consultation request or complaint, or the sign-in email a
 * grievance was sent with; an onboarding step's, the account's own verified sign-in address
 * (onboardingMailOf). The document is the record of that message against the person (their
 * record in `about`, their account in `uid` when signed in): what was sent, when, and how it went.
 */
import { BOOKING_TOPIC_LABELS, slotWords, type BookingTopic } from '@meridian/shared/booking';
import { CONSULTATION_SLOT_LABELS } from '@meridian/shared/submissions';
import type { ToStore } from '../submit/handler';
import type { MailTemplateName } from './content';

export const MAIL = 'mail';

/**
 * pending: queued, not yet tried; sending: being tried (until its lease, nextAttemptAt, runs out);
 * retry: a try failed, another at nextAttemptAt; sent: accepted by the mail server; failed: the
 * last try failed, or the message could not be sent at all (its lastError says why).
 */
export type MailState = 'pending' | 'sending' | 'retry' | 'sent' | 'failed';

export type MailAbout = {
  collection: 'leads' | 'complaints' | 'grievances' | 'bookings' | 'riskProfiles' | 'agreements';
  id: string;
};

/** mail/{id} as stored (times: Firestore timestamps). */
export interface MailDocument<Time = unknown> {
  to: string;
  template: { name: MailTemplateName; data: Record<string, string> };
  about: MailAbout;
  /** The account of the person, when they were signed in; null otherwise. */
  uid: string | null;
  createdAt: Time;
  delivery: {
    state: MailState;
    attempts: number;
    /** When the next try is due (retry), or the lease of a try under way runs out (sending); absent otherwise. */
    nextAttemptAt?: Time;
    lastError: string;
    sentAt: Time | null;
    /** The mail server's id of the sent message. */
    messageId: string;
    /** What was sent: its subject, and MAIL_CONTENT's version of the words. */
    subject: string;
    contentVersion: string;
  };
}

/** A new message's document, but createdAt (the store sets the server's time). */
export type QueuedMail = Omit<MailDocument, 'createdAt'>;

const queued = (
  to: string,
  name: MailTemplateName,
  data: Record<string, string>,
  about: MailAbout,
  uid: string | null,
): QueuedMail => ({
  to,
  template: { name, data },
  about,
  uid,
  delivery: {
    state: 'pending',
    attempts: 0,
    lastError: '',
    sentAt: null,
    messageId: '',
    subject: '',
    contentVersion: '',
  },
});

/**
 * The acknowledgement a stored submission gets, to the address given with it; null for what gets
 * none (a newsletter subscription, a comment, a grievance whose sign-in had no email).
 * `stored` is the id it was stored under (a complaint's: its ticket), `dueBy` a complaint's or a
 * grievance's last day of answer ('YYYY-MM-DD', IST).
 */
export function acknowledgementOf(toStore: ToStore, stored: { id: string; dueBy?: string }): QueuedMail | null {
  switch (toStore.kind) {
    case 'lead': {
      const { lead } = toStore;
      const about: MailAbout = { collection: 'leads', id: stored.id };
      if (lead.type === 'consultation') {
        return queued(
          lead.email,
          'consultation-received',
          {
            name: lead.firstName,
            preferredDate: lead.preferredDate,
            preferredSlot: CONSULTATION_SLOT_LABELS[lead.preferredSlot],
          },
          about,
          null,
        );
      }
      return queued(lead.email, 'contact-received', { name: lead.firstName }, about, null);
    }
    case 'complaint': {
      const { complaint } = toStore;
      // Acknowledged in the language of the form it was lodged on.
      return queued(
        complaint.email,
        complaint.language === 'hi' ? 'complaint-received-hi' : 'complaint-received',
        { name: complaint.name, ticket: stored.id, dueBy: stored.dueBy ?? '' },
        { collection: 'complaints', id: stored.id },
        complaint.uid,
      );
    }
    case 'grievance': {
      const { grievance } = toStore;
      if (grievance.email === '') return null;
      return queued(
        grievance.email,
        'grievance-received',
        { subject: grievance.subject, dueBy: grievance.dueBy },
        { collection: 'grievances', id: stored.id },
        grievance.uid,
      );
    }
    default:
      return null;
  }
}

/** What a booking's emails say of it. */
export interface BookingMailFacts {
  id: string;
  name: string;
  email: string;
  topic: BookingTopic;
  slot: string;
  adviserName: string;
}

/**
 * The email a booking gets, to the address given with it: its confirmation (with the calendar
 * file and the link to change it), the same when it is moved, or that it was cancelled (with a
 * calendar file that takes it out of the person's calendar). `sequence` orders the calendar
 * files of one booking (0 first; each change one more), `stamp` is when it was written (ISO).
 */
export function bookingMailOf(
  template: 'booking-confirmed' | 'booking-moved' | 'booking-cancelled',
  booking: BookingMailFacts,
  link: string,
  sequence: number,
  stamp: string,
): QueuedMail {
  return queued(
    booking.email,
    template,
    {
      name: booking.name,
      when: slotWords(booking.slot),
      slot: booking.slot,
      topic: BOOKING_TOPIC_LABELS[booking.topic],
      adviserName: booking.adviserName,
      booking: booking.id,
      sequence: String(sequence),
      stamp,
      ...(template === 'booking-cancelled' ? {} : { link }),
    },
    { collection: 'bookings', id: booking.id },
    null,
  );
}

/**
 * An onboarding email (issue 36, item 3): the accepted risk profile, the signing's one-time code,
 * the signed agreement. It goes to the registered address, the account's own verified sign-in
 * email, and is logged against the account (`uid`) and the record it is about.
 */
export function onboardingMailOf(
  template: 'risk-profile-accepted' | 'agreement-code' | 'agreement-signed',
  to: string,
  uid: string,
  data: Record<string, string>,
  about: MailAbout,
): QueuedMail {
  return queued(to, template, data, about, uid);
}
