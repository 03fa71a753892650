import { describe, expect, it } from 'vitest';
import {
  addMonths,
  civilDate,
  compareDates,
  dayNumber,
  daysBetween,
  daysInMonth,
  formatDate,
  isIsoDate,
  monthsAndDays,
  nextDay,
  parseIsoDate,
  readDate,
  toIsoDate,
  validateDate,
} from './calendar';
import { createRandom, PROPERTY_RUNS } from './testing/random';

describe('calendar dates', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2025-01-01', 20089],
    ['2026-01-01', 20454],
  ])('%s is day %i', (date, day) => {
    expect(dayNumber(date)).toBe(day);
  });

  it.each([
    ['2025-01-01', '2026-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-02-28', '2025-03-01', 1],
    ['2026-01-01', '2025-01-01', -365],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-4-3', false],
    ['03/04/2025', false],
    ['', false],
  ])('isIsoDate(%j) is %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2025, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(civilDate(2025, 13, 1)).toBeUndefined();
    expect(civilDate(1899, 1, 1)).toBeUndefined();
  });

  it.each([
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 24, '2026-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2024-07-23', 12, '2025-07-23'],
    ['2025-12-15', 1, '2026-01-15'],
  ])('addMonths(%s, %i) is %s (a missing day is the month’s last)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2024-02-29', '2025-02-28', { months: 12, days: 0 }],
    ['2024-02-29', '2025-03-01', { months: 12, days: 1 }],
    ['2024-01-31', '2024-02-29', { months: 1, days: 0 }],
    ['2023-06-15', '2023-06-15', { months: 0, days: 0 }],
    ['2023-06-15', '2024-06-14', { months: 11, days: 30 }],
  ])('from %s to %s is %o', (from, to, expected) => {
    expect(monthsAndDays(from, to)).toEqual(expected);
  });

  it('orders, steps and formats dates without a clock or a locale', () => {
    expect(compareDates('2024-07-22', '2024-07-23')).toBe(-1);
    expect(compareDates('2024-07-23', '2024-07-23')).toBe(0);
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(formatDate('2024-02-29')).toBe('29 Feb 2024');
    expect(formatDate('2025-01-01')).toBe('1 Jan 2025');
    expect(toIsoDate({ year: 2025, month: 1, day: 5 })).toBe('2025-01-05');
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => dayNumber('tomorrow')).toThrow(RangeError);
    expect(() => monthsAndDays('2025-01-02', '2025-01-01')).toThrow(RangeError);
  });

  it.each([
    ['2025-01-31', '2025-01-31'],
    ['2025-1-5', '2025-01-05'],
    ['31/01/2025', '2025-01-31'],
    ['31-01-2025', '2025-01-31'],
    ['31.1.2025', '2025-01-31'],
    ['1 Jan 2025', '2025-01-01'],
    ['01-Jan-2025', '2025-01-01'],
    ['29 February 2024', '2024-02-29'],
    ['5 Sept 2025', '2025-09-05'],
    [' 1 jan 2025 ', '2025-01-01'],
    ['29/02/2025', undefined],
    ['01/31/2025', undefined],
    ['2025-13-01', undefined],
    ['1 Foo 2025', undefined],
    ['1 constructor 2025', undefined],
    ['yesterday', undefined],
    ['45658', undefined],
  ])('readDate(%j) is %s', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });
});

describe('calendar properties', () => {
  it('day numbers step by one from day to day and round-trip through ISO text', () => {
    const rnd = createRandom(2024);
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const year = rnd.int(1900, 2149);
      const month = rnd.int(1, 12);
      const day = rnd.int(1, daysInMonth(year, month));
      const date = toIsoDate({ year, month, day });
      expect(dayNumber(nextDay(date)), date).toBe(dayNumber(date) + 1);
      expect(readDate(date), date).toBe(date);
      const months = rnd.int(0, 600);
      const later = addMonths(date, months);
      expect(compareDates(later, date), date).toBeGreaterThanOrEqual(0);
      expect(monthsAndDays(date, later).months, `${date} + ${months}`).toBe(months);
    }
  });
});

describe('validateDate', () => {
  const rule = { label: 'Sale date', min: '2025-04-01', max: '2027-03-31' };
  it.each([
    ['2026-10-15', { ok: true, value: '2026-10-15' }],
    ['15/10/2026', { ok: true, value: '2026-10-15' }],
    ['', { ok: false, message: 'Sale date is required.' }],
    ['2026-02-29', { ok: false, message: 'Sale date must be a real date, for example 31 Mar 2027.' }],
    ['soon', { ok: false, message: 'Sale date must be a real date, for example 31 Mar 2027.' }],
    ['2025-03-31', { ok: false, message: 'Sale date cannot be before 1 Apr 2025.' }],
    ['2027-04-01', { ok: false, message: 'Sale date cannot be after 31 Mar 2027.' }],
  ])('%j → %o', (text, expected) => {
    expect(validateDate(text, rule)).toEqual(expected);
  });
});
