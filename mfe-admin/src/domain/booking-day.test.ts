import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, type BookingStatus } from '@meridian/shared/booking';
import { checkNote, dayRange, daySearch, isDate, noteKeptUntil, outcomeDue, parseDay, slotTime } from './booking-day';

/** Tuesday 1 December 2026, 11:00 IST. */
const NOW = Date.parse('2026-12-01T05:30:00Z');

describe('isDate', () => {
  it.each<[string, boolean]>([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-12-1', false],
    ['', false],
    ['today', false],
  ])('%j → %s', (value, expected) => {
    expect(isDate(value)).toBe(expected);
  });
});

describe('dayRange: the slot ids of a day', () => {
  it.each<[string, { from: string; to: string } | null]>([
    ['2026-12-01', { from: '2026-12-01T00:00', to: '2026-12-02T00:00' }],
    ['2026-12-31', { from: '2026-12-31T00:00', to: '2027-01-01T00:00' }],
    ['2028-02-28', { from: '2028-02-28T00:00', to: '2028-02-29T00:00' }],
    ['2026-02-30', null],
    ['soon', null],
  ])('%s → %j', (date, expected) => {
    expect(dayRange(date)).toEqual(expected);
  });

  it('holds every slot of the day and none of the next', () => {
    const range = dayRange('2026-12-01');
    const inside = (slot: string) => range !== null && slot >= range.from && slot < range.to;
    expect(['2026-12-01T00:00', '2026-12-01T10:30', '2026-12-01T23:30'].every(inside)).toBe(true);
    expect(['2026-11-30T23:30', '2026-12-02T00:00'].some(inside)).toBe(false);
  });
});

describe('parseDay and daySearch: the day in the address', () => {
  it.each<[string, string, string | null]>([
    ['', '2026-12-01', null],
    ['?day=2026-12-03', '2026-12-03', null],
    ['?day=2026-02-30', '2026-12-01', '“2026-02-30” is not a date (YYYY-MM-DD), so today’s bookings are shown.'],
    ['?day=soon', '2026-12-01', '“soon” is not a date (YYYY-MM-DD), so today’s bookings are shown.'],
  ])('%j → %s, notice %j', (search, day, notice) => {
    expect(parseDay(search, NOW)).toEqual({ day, notice });
  });

  it('takes today in IST, not UTC (19:00 UTC is the next morning in India)', () => {
    expect(parseDay('', Date.parse('2026-11-30T19:00:00Z')).day).toBe('2026-12-01');
  });

  it.each<[string, string, string]>([
    ['2026-12-01', '2026-12-01', ''],
    ['2026-12-03', '2026-12-01', '?day=2026-12-03'],
  ])('%s (today %s) → %j', (day, today, search) => {
    expect(daySearch(day, today)).toBe(search);
  });
});

describe('slotTime', () => {
  it.each<[string, string]>([
    ['2026-12-01T10:30', '10:30'],
    ['2026-12-01T00:00', '00:00'],
    ['2026-12-01T10:15', '2026-12-01T10:15'],
    ['', ''],
  ])('%j → %j', (slot, time) => {
    expect(slotTime(slot)).toBe(time);
  });
});

describe('outcomeDue: a call marked held or missed once it has begun', () => {
  it.each<[BookingStatus, string, boolean]>([
    ['booked', '2026-12-01T10:30', true], // began half an hour ago
    ['booked', '2026-12-01T11:00', true], // begins now
    ['booked', '2026-12-01T11:30', false], // yet to begin
    ['booked', '2026-11-20T10:00', true],
    ['held', '2026-12-01T10:30', false],
    ['missed', '2026-12-01T10:30', false],
    ['cancelled', '2026-12-01T10:30', false],
    ['booked', 'not a slot', false],
  ])('%s at %s → %s', (status, slot, due) => {
    expect(outcomeDue(status, slot, NOW)).toBe(due);
  });
});

describe('noteKeptUntil: five years (1826 days) from the note, in IST', () => {
  it.each<[string, string]>([
    ['2026-12-01T05:30:00Z', '2031-12-01'],
    ['2028-02-29T06:00:00Z', '2033-02-28'], // from a leap day: 2033 has no 29 February
    ['2026-12-01T20:00:00Z', '2031-12-02'], // 01:30 IST on 2 December
  ])('%s → %s', (at, until) => {
    expect(noteKeptUntil(Date.parse(at))).toBe(until);
  });
});

describe('checkNote', () => {
  it.each<[string, string, string | undefined]>([
    ['a note', 'Wants a retirement plan.', undefined],
    ['nothing', '', 'Please write the note.'],
    ['spaces and a line break', ' \n ', 'Please write the note.'],
    ['2000 characters', 'x'.repeat(BOOKING_LIMITS.note), undefined],
    ['2001 characters', 'x'.repeat(BOOKING_LIMITS.note + 1), 'Please keep the note to 2000 characters or fewer.'],
  ])('%s → %j', (_case, text, problem) => {
    expect(checkNote(text)).toBe(problem);
  });
});
