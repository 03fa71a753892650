import { describe, expect, it } from 'vitest';
import {
  consultationDateRange,
  consultationToStore,
  contactOf,
  EMPTY_CONSULTATION,
  HONEYPOT_FIELD,
  readSubmission,
  validateConsultation,
  type ConsultationFields,
} from './index';
import { PRIVACY_NOTICE_VERSION } from '../src/contracts/documents';

// Tuesday 24 November 2026, 16:00 IST.
const NOW = Date.UTC(2026, 10, 24, 10, 30);

const valid: ConsultationFields = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '',
  date: '2026-11-26',
  slot: 'morning',
  note: '',
};

describe('validateConsultation (the consultation form and the endpoint alike)', () => {
  it.each<[string, Partial<ConsultationFields>]>([
    ['email only', {}],
    ['phone only', { email: '', phone: '+91 98765 43210' }],
    ['both, with a note', { phone: '022-4000 1234', note: 'About my retirement.\nAnd my parents’ savings.' }],
    ['today', { date: '2026-11-24' }],
    ['the last day allowed (60 days ahead)', { date: '2027-01-23' }],
    ['a Saturday, in the evening', { date: '2026-11-28', slot: 'evening' }],
    ['a note of 1,000 characters', { note: 'x'.repeat(1000) }],
  ])('accepts %s', (_what, change) => {
    expect(validateConsultation({ ...valid, ...change }, NOW)).toEqual({});
  });

  it.each<[string, Partial<ConsultationFields>, keyof ConsultationFields]>([
    ['no name', { name: '  ' }, 'name'],
    ['a name with a line break', { name: 'Asha\nRao' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['neither email nor phone', { email: ' ', phone: '' }, 'email'],
    ['an invalid email', { email: 'asha@' }, 'email'],
    ['an invalid phone', { phone: 'call me' }, 'phone'],
    ['no day', { date: '' }, 'date'],
    ['a day written otherwise', { date: '26/11/2026' }, 'date'],
    ['a day that does not exist', { date: '2026-02-30' }, 'date'],
    ['yesterday', { date: '2026-11-23' }, 'date'],
    ['61 days ahead', { date: '2027-01-24' }, 'date'],
    ['a Sunday', { date: '2026-11-29' }, 'date'],
    ['no slot', { slot: '' }, 'slot'],
    ['an unknown slot', { slot: 'midnight' as ConsultationFields['slot'] }, 'slot'],
    ['a note over 1,000 characters', { note: 'x'.repeat(1001) }, 'note'],
  ])('refuses %s on %s', (_what, change, field) => {
    expect(Object.keys(validateConsultation({ ...valid, ...change }, NOW))).toEqual([field]);
  });

  it('names every missing required field of an empty form', () => {
    expect(Object.keys(validateConsultation(EMPTY_CONSULTATION, NOW)).sort()).toEqual([
      'date',
      'email',
      'name',
      'slot',
    ]);
  });

  it('judges the day in IST: at 20:00 UTC on 24 November it is already 25 November in India', () => {
    const lateEvening = Date.UTC(2026, 10, 24, 20, 0);
    expect(consultationDateRange(lateEvening)).toEqual({ min: '2026-11-25', max: '2027-01-24' });
    expect(validateConsultation({ ...valid, date: '2026-11-24' }, lateEvening)).toHaveProperty('date');
  });
});

describe('consultationToStore and contactOf', () => {
  it('stores a lead of type consultation, trimmed, the note as its message', () => {
    expect(
      consultationToStore({ ...valid, name: ' Asha Rao ', phone: ' 98765  43210 ', note: ' About SIPs ' }),
    ).toEqual({
      type: 'consultation',
      firstName: 'Asha Rao',
      lastName: '',
      email: 'asha.rao@example.in',
      phone: '98765 43210',
      message: 'About SIPs',
      preferredDate: '2026-11-26',
      preferredSlot: 'morning',
    });
  });

  it.each([
    [{ email: 'asha.rao@example.in', phone: '' }, 'asha.rao@example.in'],
    [{ email: '', phone: '+91 98765-43210' }, 'phone:+919876543210'],
    [{ email: '', phone: '+91 (987) 654 3210' }, 'phone:+919876543210'],
  ])('a request with %j is counted against %s', (change, key) => {
    const submission = {
      kind: 'consultation' as const,
      fields: { ...valid, ...change },
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' as const },
      page: '/contact',
      [HONEYPOT_FIELD]: '',
      elapsedMs: 9000,
    };
    expect(contactOf(submission)).toBe(key);
  });
});

describe('readSubmission of a consultation', () => {
  const body = (fields: Record<string, unknown>) => ({
    kind: 'consultation',
    fields,
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' as const },
    page: '/contact',
    [HONEYPOT_FIELD]: '',
    elapsedMs: 9000,
  });

  it('reads a valid request', () => {
    expect(readSubmission(body({ ...valid }), NOW)).toEqual({
      submission: {
        kind: 'consultation',
        fields: valid,
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: 'en' as const },
        page: '/contact',
        [HONEYPOT_FIELD]: '',
        elapsedMs: 9000,
      },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a field that is not text', { ...valid, slot: 1 }, 'slot'],
    ['a day in the past', { ...valid, date: '2026-01-05' }, 'date'],
    ['missing fields', { name: 'Asha' }, 'date'],
  ])('refuses %s, naming %s', (_what, fields, field) => {
    const read = readSubmission(body(fields), NOW);
    expect('errors' in read && read.errors[field]).toBeTruthy();
  });
});
