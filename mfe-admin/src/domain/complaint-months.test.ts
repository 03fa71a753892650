import { describe, expect, it } from 'vitest';
import { monthId } from '@meridian/shared/complaints';
import { endedMonths, monthName, previousMonth, publishReminder } from './complaint-months';

const at = (iso: string): number => Date.parse(iso);

describe('previousMonth', () => {
  it.each<[string, string]>([
    ['2026-12-08T06:00:00Z', '2026-11'],
    ['2026-01-01T00:00:00Z', '2025-12'],
    // 31 December 19:00 UTC is 1 January 00:30 IST: December has ended in India.
    ['2026-12-31T19:00:00Z', '2026-12'],
    ['2026-12-31T18:29:00Z', '2026-11'],
  ])('at %s is %s', (now, expected) => {
    expect(monthId(previousMonth(at(now)))).toBe(expected);
  });
});

describe('endedMonths', () => {
  it.each<[string, string, number | undefined, string[]]>([
    ['2026-09-15', '2026-12-02T00:00:00Z', undefined, ['2026-11', '2026-10', '2026-09']],
    ['2026-11-30', '2026-12-02T00:00:00Z', undefined, ['2026-11']],
    ['2026-12-01', '2026-12-02T00:00:00Z', undefined, []],
    ['2024-05-10', '2026-12-02T00:00:00Z', 2, ['2026-11', '2026-10']],
    ['2025-11-10', '2026-02-10T00:00:00Z', undefined, ['2026-01', '2025-12', '2025-11']],
  ])('registered %s, at %s, at most %s: %j', (registeredOn, now, count, expected) => {
    expect(endedMonths(registeredOn, at(now), count).map(monthId)).toEqual(expected);
  });
});

describe('publishReminder', () => {
  it.each<[string, string, boolean, ReturnType<typeof publishReminder>]>([
    [
      'the 8th, unpublished: late',
      '2026-12-08T06:00:00Z',
      false,
      {
        month: '2026-11',
        tone: 'error',
        text: 'The complaint data for November 2026 is not published yet: it was due by 7 December 2026.',
      },
    ],
    [
      'the 7th, unpublished: still due',
      '2026-12-07T18:00:00Z',
      false,
      {
        month: '2026-11',
        tone: 'info',
        text: 'The complaint data for November 2026 is due to be published by 7 December 2026.',
      },
    ],
    // 7 December 18:30 UTC is 8 December 00:00 IST.
    [
      'midnight IST after the 7th: late',
      '2026-12-07T18:30:00Z',
      false,
      {
        month: '2026-11',
        tone: 'error',
        text: 'The complaint data for November 2026 is not published yet: it was due by 7 December 2026.',
      },
    ],
    [
      'in January, for December',
      '2027-01-20T06:00:00Z',
      false,
      {
        month: '2026-12',
        tone: 'error',
        text: 'The complaint data for December 2026 is not published yet: it was due by 7 January 2027.',
      },
    ],
    ['the 8th, published: nothing', '2026-12-08T06:00:00Z', true, null],
    ['the 2nd, published: nothing', '2026-12-02T06:00:00Z', true, null],
  ])('%s', (_, now, published, expected) => {
    expect(publishReminder(at(now), '2024-05-10', published)).toEqual(expected);
  });

  it('says nothing for a month before the registration', () => {
    expect(publishReminder(at('2026-12-08T06:00:00Z'), '2026-12-01', false)).toBeNull();
  });
});

describe('monthName', () => {
  it.each<[number, number, string]>([
    [2026, 1, 'January 2026'],
    [2026, 12, 'December 2026'],
  ])('%i-%i is %s', (year, month, expected) => {
    expect(monthName({ year, month })).toBe(expected);
  });
});
