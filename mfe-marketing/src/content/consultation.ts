// The free first conversation's request form (issue 23, item 8), on /contact#consultation: its
// words, in one place for the compliance officer. The checks are the shared contract's
// (validateConsultation in '@meridian/shared/submissions'), as the endpoint applies them.
import { brand } from '@meridian/shared';
import { heroActions } from './home';

export const consultation = {
  /** The fragment of /contact the home hero's primary action opens. */
  anchor: heroActions.primaryFragment,
  heading: 'Book a free first conversation',
  intro:
    'Thirty minutes with an adviser, by phone or video, about where you are and where you want to be. It is free, and it carries no obligation.',
  labels: {
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    date: 'Preferred day',
    slot: 'Preferred time (IST)',
    note: 'What would you like to talk about?',
  },
  contactHint: 'Give an email address or a phone number, or both.',
  dateHint: `Within the next two months. We are open ${brand.hours.replace(/^M/, 'm')}.`,
  optional: ' (optional)',
  send: 'Request my free conversation',
  sending: 'Sending...',
  sent: (name: string, when: string) =>
    `Thank you, ${name}. We have your request for ${when}. An adviser will confirm the time within one working day.`,
  another: 'Request another time',
  failed: (message: string) => `Your request was not sent. ${message} Everything you typed is still here.`,
  unreachable: 'We could not reach our server. Please check your connection and try again in a moment.',
} as const;
