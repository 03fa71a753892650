import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../src/contracts/documents';
import {
  bookingManageLink,
  readBookingChange,
  readBookingSubmission,
  readManageFragment,
  slotWords,
  validateBooking,
  type BookingFields,
} from './request';

const fields: BookingFields = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98200 12345', topic: 'tax' };
const KEY = '0123456789abcdef0123456789abcdef';

describe('a booking\u2019s fields', () => {
  it('can be sent when every one is given and the slot is one', () => {
    expect(validateBooking(fields, '2026-12-01T10:30')).toEqual({});
  });

  it.each([
    [{ name: ' ' }, 'name', 'Please enter your name.'],
    [{ email: 'asha@' }, 'email', 'Please enter a valid email address, like name@example.com.'],
    [{ phone: '' }, 'phone', 'Please enter a phone number we can call you on.'],
    [
      { phone: 'call me' },
      'phone',
      'Please enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.',
    ],
    [{ topic: '' }, 'topic', 'Please choose what you would like to talk about.'],
  ] as const)('refuses %j beside its field', (change, field, message) => {
    expect(validateBooking({ ...fields, ...change }, '2026-12-01T10:30')).toEqual({ [field]: message });
  });

  it.each(['', '2026-12-01T10:15', '2026-02-30T10:00', '2026-12-01 10:30'])('refuses the slot %j', (slot) => {
    expect(validateBooking(fields, slot)).toEqual({ slot: 'Please choose a time for the call.' });
  });
});

describe('a booking as the endpoint reads it', () => {
  const body = {
    kind: 'booking',
    slot: '2026-12-01T10:30',
    fields: { ...fields, name: '  Asha Rao ' },
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    page: '//evil.example',
    website: '',
    elapsedMs: 9000,
  };

  it('reads a good one, trimmed, from a page of this site', () => {
    const read = readBookingSubmission(body);
    expect(read).toMatchObject({
      submission: { slot: '2026-12-01T10:30', page: '/evil.example', fields: { name: 'Asha Rao' } },
    });
  });

  it.each([
    [null, 'form'],
    [{ ...body, fields: 'x' }, 'form'],
    [{ ...body, fields: { ...fields, name: 7 } }, 'name'],
    [{ ...body, consent: { noticeVersion: '2020-01-01' } }, 'consent'],
    [{ ...body, elapsedMs: 'soon' }, 'form'],
  ])('refuses %j naming %s', (sent, key) => {
    const read = readBookingSubmission(sent);
    expect('errors' in read && read.errors[key]).toBeTruthy();
  });
});

describe('the link in a confirmation', () => {
  it('carries the booking, its slot and key in the fragment, and reads back', () => {
    const link = bookingManageLink('https://meridian.example', { id: 'Bk12', slot: '2026-12-01T10:30', key: KEY });
    expect(link).toBe(`https://meridian.example/contact/booking#b=Bk12&s=2026-12-01T10%3A30&k=${KEY}`);
    expect(readManageFragment(new URL(link).hash)).toEqual({ id: 'Bk12', slot: '2026-12-01T10:30', key: KEY });
  });

  it.each(['', '#b=Bk12&s=2026-12-01T10:30', '#b=../x&s=2026-12-01T10:30&k=' + KEY, '#b=Bk12&s=soon&k=' + KEY])(
    'reads %j as no link',
    (hash) => {
      expect(readManageFragment(hash)).toBeNull();
    },
  );

  it('allows a cancel or a move to a slot, with the key, and nothing else', () => {
    expect(readBookingChange({ kind: 'booking-cancel', booking: 'Bk12', key: KEY })).toEqual({
      kind: 'booking-cancel',
      booking: 'Bk12',
      key: KEY,
    });
    expect(
      readBookingChange({ kind: 'booking-move', booking: 'Bk12', key: KEY, slot: '2026-12-02T11:00' }),
    ).toMatchObject({
      slot: '2026-12-02T11:00',
    });
    expect(readBookingChange({ kind: 'booking-move', booking: 'Bk12', key: KEY })).toBeNull();
    expect(readBookingChange({ kind: 'booking-delete', booking: 'Bk12', key: KEY })).toBeNull();
    expect(readBookingChange({ kind: 'booking-cancel', booking: 'Bk12', key: KEY.toUpperCase() })).toBeNull();
  });
});

describe('a slot in words', () => {
  it.each([
    ['2026-12-01T10:30', 'Tuesday 1 December 2026, 10:30 to 11:00 IST'],
    ['2026-12-31T23:30', 'Thursday 31 December 2026, 23:30 to 00:00 IST'],
    ['soon', 'soon'],
  ])('%s is %s', (id, words) => {
    expect(slotWords(id)).toBe(words);
  });
});
