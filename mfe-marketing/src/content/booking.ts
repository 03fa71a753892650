// The booking of the free first conversation (issue 36, item 2), on /contact#consultation, and
// the page its confirmation links to (/contact/booking): their words, in one place for the
// compliance officer. The checks are the shared contract's (validateBooking in
// '@meridian/shared/booking'), as the endpoint applies them.
import { heroActions } from './home';

export const booking = {
  /** The fragment of /contact the home hero's primary action opens. */
  anchor: heroActions.primaryFragment,
  heading: 'Book a free first conversation',
  intro:
    'Thirty minutes on the phone with one of our advisers, about where you are and where you want to be. Pick a free time below; we call you then.',
  /** What the call is and is not (SEBI: an introductory call may be free only if it gives no advice). */
  terms: [
    'The call is free and carries no obligation.',
    'It gives no advice and is not a trial of our service: no recommendation is made until you have become a client, accepted your risk profile and signed an agreement with us.',
  ],
  labels: {
    day: 'Day',
    slot: 'Time (India, IST)',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    topic: 'What would you like to talk about?',
  },
  choose: 'Choose…',
  loading: 'Finding the free times…',
  noSlots: 'No time is free in the next three weeks. Please call or email us and we will find one.',
  slotsFailed: 'The free times could not be loaded.',
  retry: 'Try again',
  freeCount: (count: number) => (count === 1 ? '1 free time' : `${count} free times`),
  nextFree: 'Free times soon after it:',
  send: 'Book this time',
  sending: 'Booking…',
  sentHeading: 'Booked',
  sent: (name: string, when: string, email: string) =>
    `Thank you, ${name}. Your call is booked for ${when}. A confirmation with a calendar file, and a link to change or cancel it, is on its way to ${email}.`,
  another: 'Book another time',
  failed: (message: string) => `Your booking was not made. ${message} Everything you typed is still here.`,
  unreachable: 'We could not reach our server. Please check your connection and try again in a moment.',
  manage: {
    title: 'Your booking',
    description: 'Change or cancel your free first conversation.',
    about:
      'The link in your confirmation email opens your booking here, where you can cancel the call or move it to another free time.',
    otherwise: 'To change it another way, call us or write to us:',
    intro: (when: string) => `Your free first conversation is booked for ${when}.`,
    noLink:
      'This page needs the link from your confirmation email. Please open it from there, or call or email us to change your booking.',
    cancel: 'Cancel the call',
    cancelling: 'Cancelling…',
    cancelled: (when: string) => `Your call on ${when} is cancelled. We have emailed you to confirm it.`,
    move: 'Choose another time',
    moving: 'Moving…',
    moveTo: 'Move it to this time',
    moved: (when: string) => `Your call is moved to ${when}. We have emailed you a new calendar file.`,
    bookAgain: 'Book a new time',
  },
} as const;
