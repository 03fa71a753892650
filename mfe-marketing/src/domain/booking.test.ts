import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@meridian/shared/booking';
import type { SentSubmission } from '@meridian/shared/submissions';
import { dayLabel, groupByDay, readBookingAnswer, readSlots, type BookingOutcome } from './booking';

const UNREACHABLE = 'We could not reach our server.';
const sent = (status: number, answer: unknown, retryAfter: string | null = null): SentSubmission => ({
  status,
  answer,
  retryAfter,
});

describe('the free slots, by day', () => {
  it.each([
    ['2026-12-01', 'Tue 1 Dec'],
    ['2026-12-07', 'Mon 7 Dec'],
    ['2027-01-03', 'Sun 3 Jan'],
  ])('labels %s as %s', (date, label) => {
    expect(dayLabel(date)).toBe(label);
  });

  it('groups slot ids by day in time order, leaving out what is not a slot id', () => {
    expect(groupByDay(['2026-12-02T10:00', 'nonsense', '2026-12-01T15:30', '2026-12-01T10:30'])).toEqual([
      {
        date: '2026-12-01',
        label: 'Tue 1 Dec',
        times: [
          { id: '2026-12-01T10:30', label: '10:30' },
          { id: '2026-12-01T15:30', label: '15:30' },
        ],
      },
      { date: '2026-12-02', label: 'Wed 2 Dec', times: [{ id: '2026-12-02T10:00', label: '10:00' }] },
    ]);
  });

  it.each<[string, unknown, string[] | null]>([
    ['the slots', { ok: true, slots: ['2026-12-01T10:30', 42, 'x'] }, ['2026-12-01T10:30']],
    ['no slots', { ok: true, slots: [] }, []],
    ['a refusal', { ok: false, slots: ['2026-12-01T10:30'] }, null],
    ['no list', { ok: true }, null],
    ['nothing', null, null],
  ])('reads GET /api/slots: %s', (_, answer, slots) => {
    expect(readSlots(answer)).toEqual(slots);
  });
});

describe('readBookingAnswer: the endpoint’s answer to a booking or a change, through the one reader', () => {
  it.each<[string, SentSubmission | null, BookingOutcome]>([
    [
      'booked: the slot in words',
      sent(200, { ok: true, booking: { id: 'b1', slot: '2026-12-01T10:30', adviserName: 'Asha' } }),
      { kind: 'booked', slot: '2026-12-01T10:30', when: 'Tuesday 1 December 2026, 10:30 to 11:00 IST' },
    ],
    [
      'taken meanwhile: the free slots after it, but what is not one',
      sent(409, { ok: false, reason: 'taken', message: SLOT_TAKEN_MESSAGE, next: ['2026-12-01T11:00', 7, 'x'] }),
      { kind: 'taken', message: SLOT_TAKEN_MESSAGE, next: ['2026-12-01T11:00'] },
    ],
    [
      'refused: the messages of its fields, and only of its fields',
      sent(400, {
        ok: false,
        reason: 'invalid',
        message: 'Please correct the fields marked and send it again.',
        errors: { email: 'Please enter your email address.', slot: 'Please choose a time for the call.', x: 'no' },
      }),
      {
        kind: 'refused',
        message: 'Please correct the fields marked and send it again.',
        errors: { email: 'Please enter your email address.', slot: 'Please choose a time for the call.' },
      },
    ],
    [
      'limited (a 429): when to try again, from the body',
      sent(429, { ok: false, reason: 'limited', message: 'Please try again in 2 minutes.', retryAfterSeconds: 100 }),
      { kind: 'limited', message: 'Please try again in 2 minutes.', retryAfterSeconds: 100 },
    ],
    [
      'limited (a 429) with only the Retry-After header',
      sent(429, { ok: false, message: 'Too many.' }, '30'),
      { kind: 'limited', message: 'Too many.', retryAfterSeconds: 30 },
    ],
    [
      'a change refused (the booking is past): the server’s words',
      sent(404, { ok: false, reason: 'invalid', message: 'This booking can no longer be changed here.', errors: {} }),
      { kind: 'refused', message: 'This booking can no longer be changed here.', errors: {} },
    ],
    [
      'refused as automated: the server’s words',
      sent(400, { ok: false, reason: 'automated', message: 'This looked automated.' }),
      { kind: 'refused', message: 'This looked automated.', errors: {} },
    ],
    [
      'accepted without a slot: not a booking to show',
      sent(200, { ok: true, booking: { id: 'b1' } }),
      { kind: 'refused', message: UNREACHABLE, errors: {} },
    ],
    ['no answer', null, { kind: 'refused', message: UNREACHABLE, errors: {} }],
    ['an answer that is not JSON', sent(502, null), { kind: 'refused', message: UNREACHABLE, errors: {} }],
  ])('%s', (_, answer, outcome) => {
    expect(readBookingAnswer(answer, UNREACHABLE)).toEqual(outcome);
  });
});
