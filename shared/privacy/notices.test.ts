import { describe, expect, it } from 'vitest';
import type {
  ActivityDocument,
  CalculationDocument,
  ConsentDocument,
  LeadDocument,
  PreferencesDocument,
  ProfileDocument,
  SubscriptionDocument,
} from '../src/contracts/documents';
import type { ComplaintDocument } from '../complaints';
import type { BookingDocument } from '../booking';
import { COLLECTION_NOTICES, COLLECTION_POINTS, DATA_PROTECTION_LINE, type CollectionPoint } from './notices';
import { brand } from '../src/config/brand';

// Every field of each stored document: a Record over keyof the document type, so a field added
// to a document without a place here does not compile, and then fails below until its point's
// notice names it.
const fields = <D>(record: Record<keyof D, true>): string[] => Object.keys(record);

const LEAD = fields<LeadDocument>({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  message: true,
  page: true,
  status: true,
  createdAt: true,
  type: true,
  preferredDate: true,
  preferredSlot: true,
  auditId: true,
  noticeVersion: true,
  noticeLanguage: true,
  consentedAt: true,
});
const CONTACT_LEAD = LEAD.filter((key) => !['type', 'preferredDate', 'preferredSlot', 'auditId'].includes(key));
const CONSULTATION_LEAD = LEAD.filter((key) => key !== 'auditId');
const SUBSCRIPTION = fields<SubscriptionDocument>({
  email: true,
  page: true,
  status: true,
  noticeVersion: true,
  noticeLanguage: true,
  consentedAt: true,
  createdAt: true,
});
const ACCOUNT = [
  ...fields<ProfileDocument>({
    uid: true,
    email: true,
    displayName: true,
    photoURL: true,
    role: true,
    dateOfBirth: true,
    createdAt: true,
    lastLoginAt: true,
    signInMethods: true,
    sessionsValidAfter: true,
    status: true,
    auditId: true,
  }),
  ...fields<PreferencesDocument>({ emailNotifications: true, defaultCalculator: true }),
  ...fields<ConsentDocument>({
    userId: true,
    noticeVersion: true,
    noticeLanguage: true,
    purposes: true,
    withdrawn: true,
    at: true,
  }),
  ...fields<ActivityDocument>({ userId: true, type: true, details: true, timestamp: true, userAgent: true }),
];
const CALCULATION = fields<CalculationDocument>({
  userId: true,
  calculator: true,
  path: true,
  inputs: true,
  results: true,
  headline: true,
  title: true,
  createdAt: true,
});
const COMPLAINT = fields<ComplaintDocument>({
  ticket: true,
  source: true,
  receivedAt: true,
  resolvedAt: true,
  status: true,
  impersonation: true,
  category: true,
  name: true,
  email: true,
  phone: true,
  isClient: true,
  description: true,
  uid: true,
  reference: true,
  resolution: true,
  auditId: true,
  language: true,
});

const BOOKING = fields<BookingDocument>({
  name: true,
  email: true,
  phone: true,
  topic: true,
  slot: true,
  start: true,
  end: true,
  adviser: true,
  adviserName: true,
  status: true,
  keyHash: true,
  page: true,
  noticeVersion: true,
  noticeLanguage: true,
  consentedAt: true,
  createdAt: true,
  sequence: true,
  changedAt: true,
  outcomeBy: true,
  outcomeAt: true,
});

const STORED: Record<CollectionPoint, string[]> = {
  booking: BOOKING,
  contact: CONTACT_LEAD,
  consultation: CONSULTATION_LEAD,
  newsletter: SUBSCRIPTION,
  signup: ACCOUNT,
  calculation: CALCULATION,
  complaint: COMPLAINT,
};

describe('the notice at each point of collection', () => {
  it.each(COLLECTION_POINTS)('%s: names every field that point stores', (point) => {
    const named = new Set(COLLECTION_NOTICES[point].items.flatMap((item) => item.fields));
    expect(STORED[point].filter((key) => !named.has(key))).toEqual([]);
  });

  it.each(COLLECTION_POINTS)('%s: names no field that point does not store', (point) => {
    const stored = new Set(STORED[point]);
    const named = COLLECTION_NOTICES[point].items.flatMap((item) => item.fields);
    expect(named.filter((key) => !stored.has(key))).toEqual([]);
  });

  it.each(COLLECTION_POINTS)('%s: says what, for what, how long and how to withdraw', (point) => {
    const notice = COLLECTION_NOTICES[point];
    expect(notice.items.length).toBeGreaterThan(0);
    for (const item of notice.items) {
      expect(item.data.trim()).not.toBe('');
      expect(item.purpose.trim()).not.toBe('');
    }
    expect(notice.retention).toMatch(/keep/i);
    expect(notice.withdraw.trim()).not.toBe('');
    expect(!notice.consentBox || (notice.consentLabel ?? '').length > 0).toBe(true);
  });

  it.each(COLLECTION_POINTS)('%s: its first layer is one plain sentence, short enough for a line or two', (point) => {
    const { summary } = COLLECTION_NOTICES[point];
    expect(summary).toMatch(/^[A-Z][^.\n]*\.$/);
    expect(summary.length).toBeLessThanOrEqual(130);
  });

  it('asks for a ticked box where consent is the ground: contact, consultation, booking, newsletter, sign-up', () => {
    expect(COLLECTION_POINTS.filter((point) => COLLECTION_NOTICES[point].consentBox)).toEqual([
      'signup',
      'contact',
      'consultation',
      'booking',
      'newsletter',
    ]);
  });

  it('names the data protection contact: name, email and phone', () => {
    const { name, email, phone } = brand.dataProtection;
    expect(DATA_PROTECTION_LINE).toBe(`Data protection contact: ${name.value}, ${email.value}, ${phone.value}.`);
  });
});
