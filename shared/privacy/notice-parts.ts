// The parts every notice at a point of collection is made of (./notices.ts says what the notices
// are; each notice is a module of its own in ./notices/, so that a page's code carries only the
// notices that page shows).
/** The points of collection. */
export const COLLECTION_POINTS = [
  'signup',
  'contact',
  'consultation',
  'booking',
  'newsletter',
  'calculation',
  'complaint',
] as const;
export type CollectionPoint = (typeof COLLECTION_POINTS)[number];

export interface NoticeItem {
  /** What is collected, in plain words. */
  data: string;
  /** What it is used for. */
  purpose: string;
  /** The stored fields this item covers (names in the stored document). */
  fields: readonly string[];
}

export interface CollectionNotice {
  /** Where it is shown (the notice's data-notice attribute). */
  point: CollectionPoint;
  /** The heading of the itemised notice, which opens it (its disclosure's summary). */
  title: string;
  /** The notice's one plain line, always shown above the itemised notice (the notice's first layer). */
  summary: string;
  items: readonly NoticeItem[];
  /** How long it is kept. */
  retention: string;
  /** How to withdraw consent (or, where the law, not consent, is the ground, how to ask for erasure). */
  withdraw: string;
  /** Whether it is sent through the public-write endpoint, whose limits keep ABUSE_LIMIT_SENTENCE's code. */
  publicForm: boolean;
  /** Whether the person must tick a box to agree (an unticked box, DPDP Rules 2025). */
  consentBox: boolean;
  /** The box's label, when there is one. */
  consentLabel?: string;
}

/** What the public forms' limits keep (functions/src/submit/limits.ts), said in each of their notices. */
export const ABUSE_LIMIT_SENTENCE =
  'To stop abuse of the form, our server also keeps a one-way code made from your network and email addresses for at most a day.';

/** Set by the site with every record, named in every notice. */
export const RECORD_ITEM: NoticeItem = {
  data: 'the time we received it, the page you sent it from, and the version of this notice you agreed to and the language you read it in',
  purpose: 'to show when and how you gave your consent, and to answer in order',
  fields: ['createdAt', 'page', 'noticeVersion', 'noticeLanguage', 'consentedAt', 'status'],
};
