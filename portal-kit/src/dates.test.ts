import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, inDays, timeAgo, type Moment } from './dates';

const DAY = 86_400_000;

describe('formatDate', () => {
  // Midday UTC: the same day in every time zone from UTC−11 to UTC+11.
  it.each<[string, Moment, string]>([
    ['a Date', new Date('2026-11-12T12:00:00Z'), '12 Nov 2026'],
    ['milliseconds', Date.UTC(2026, 0, 3, 12), '3 Jan 2026'],
  ])('%s → %s', (_label, at, text) => {
    expect(formatDate(at)).toBe(text);
  });
});

describe('formatDateTime (India time, whatever the reader’s zone)', () => {
  it.each<[string, Moment | null, string]>([
    ['an afternoon', new Date('2026-11-12T09:34:00Z'), '12 Nov 2026, 03:04 pm'],
    [
      'past midnight in India, still the evening before in UTC',
      new Date('2026-11-12T19:00:00Z'),
      '13 Nov 2026, 12:30 am',
    ],
    ['milliseconds', Date.UTC(2026, 0, 3, 4, 5), '3 Jan 2026, 09:35 am'],
    ['none', null, '—'],
  ])('%s → %s', (_label, at, text) => {
    expect(formatDateTime(at)).toBe(text);
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  it.each<[Moment, string]>([
    [now, 'just now'],
    [now - 59_000, 'just now'],
    [now - 60_000, '1 minute ago'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 60 * 60_000, '1 hour ago'],
    [now - 2 * 3_600_000, '2 hours ago'],
    [now - 23.9 * 3_600_000, '23 hours ago'],
    [now - DAY, 'yesterday'],
    [now - 3 * DAY, '3 days ago'],
    [now - 6.9 * DAY, '6 days ago'],
    [now - 7 * DAY, '16 Nov 2026'],
    [now + 5_000, 'just now'],
    [new Date(now - 2 * 3_600_000), '2 hours ago'],
  ])('%s → %s', (at, expected) => {
    expect(timeAgo(at, now)).toBe(expected);
  });

  it('takes the time now as a Date too', () => {
    expect(timeAgo(Date.UTC(2026, 10, 23, 11, 0, 0), new Date(now))).toBe('1 hour ago');
  });
});

describe('inDays', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const at = (ms: number): Date => new Date(now.getTime() + ms);
  it.each<[string, Moment | null, string | null]>([
    ['fourteen days less five seconds', at(14 * DAY - 5_000), 'in 14 days'],
    ['two days and an hour', at(2 * DAY + 3_600_000), 'in 3 days'],
    ['exactly two days', at(2 * DAY), 'in 2 days'],
    ['an hour', at(3_600_000), 'in 1 day'],
    ['a millisecond', at(1), 'in 1 day'],
    ['now', now, null],
    ['yesterday', at(-DAY), null],
    ['none', null, null],
    ['milliseconds', now.getTime() + DAY, 'in 1 day'],
  ])('%s → %s', (_label, until, text) => {
    expect(inDays(until, now)).toBe(text);
  });
});
