import { describe, expect, it } from 'vitest';
import {
  ageOn,
  DATE_OF_BIRTH_MESSAGES,
  isAdult,
  istDateYearsBefore,
  istToday,
  parseCalendarDate,
  parseDateOfBirth,
} from './age';

const at = (iso: string): number => Date.parse(iso);

describe('istToday: the calendar date in India', () => {
  it.each<[string, string]>([
    ['2026-11-23T18:29:59.999Z', '2026-11-23'],
    ['2026-11-23T18:30:00Z', '2026-11-24'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
    ['2028-02-28T18:30:00Z', '2028-02-29'],
    ['2026-06-01T00:00:00Z', '2026-06-01'],
    // The blog's publication dates (mfe-blog/src/live/post-document.ts) and the complaint desk's.
    ['2026-11-24T00:00:00Z', '2026-11-24'],
    ['2026-11-24T18:29:59Z', '2026-11-24'],
    ['2026-11-24T18:30:00Z', '2026-11-25'],
    ['2026-12-31T20:00:00Z', '2027-01-01'],
    ['2026-03-31T20:00:00Z', '2026-04-01'],
  ])('%s is %s in IST', (iso, date) => {
    expect(istToday(at(iso))).toBe(date);
    expect(istToday(new Date(iso))).toBe(date);
  });
});

describe('parseCalendarDate', () => {
  it.each<[string, boolean]>([
    ['2008-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2007-02-29', false],
    ['2008-02-30', false],
    ['2008-04-31', false],
    ['2008-13-01', false],
    ['2008-00-10', false],
    ['2008-01-00', false],
    ['0099-01-01', true],
    ['2008-1-1', false],
    ['01-01-2008', false],
    ['', false],
    ['yesterday', false],
  ])('%s is a real date: %s', (value, real) => {
    expect(parseCalendarDate(value) !== null).toBe(real);
  });
});

describe('ageOn and isAdult, on the IST date', () => {
  // [date of birth, now (UTC), age, adult]
  it.each<[string, string, string, number, boolean]>([
    // The 18th birthday is 24 November 2026; the IST day begins at 18:30 UTC the day before.
    ['the day before, 23:59:59 IST', '2008-11-24', '2026-11-23T18:29:59Z', 17, false],
    ['the birthday, 00:00:00 IST', '2008-11-24', '2026-11-23T18:30:00Z', 18, true],
    ['the birthday, midday UTC', '2008-11-24', '2026-11-24T12:00:00Z', 18, true],
    ['the birthday, 23:59 IST', '2008-11-24', '2026-11-24T18:29:00Z', 18, true],
    ['the 17th birthday', '2008-11-24', '2025-11-24T06:00:00Z', 17, false],
    ['the morning of the birthday in IST, still the day before in UTC', '2008-11-24', '2026-11-23T20:00:00Z', 18, true],
    // Born 29 February: 18 on 1 March of a year without one (2026), on 29 February in a leap year.
    ['29 Feb, on 28 Feb of a common year', '2008-02-29', '2026-02-28T06:00:00Z', 17, false],
    ['29 Feb, on 28 Feb 23:59:59 IST', '2008-02-29', '2026-02-28T18:29:59Z', 17, false],
    ['29 Feb, on 1 March 00:00 IST of a common year', '2008-02-29', '2026-02-28T18:30:00Z', 18, true],
    // 18 years after a leap year is never one: a 29 February child always turns 18 on 1 March.
    ['29 Feb 2012, on 28 Feb 2030 23:59:59 IST', '2012-02-29', '2030-02-28T18:29:59Z', 17, false],
    ['29 Feb 2012, on 1 March 2030 00:00 IST', '2012-02-29', '2030-02-28T18:30:00Z', 18, true],
    ['28 Feb, on 28 Feb', '2008-02-28', '2026-02-27T18:30:00Z', 18, true],
    ['1 March, on 28 Feb', '2008-03-01', '2026-02-28T12:00:00Z', 17, false],
    ['born 29 Feb 2008, on 29 Feb 2028 (leap)', '2008-02-29', '2028-02-28T18:30:00Z', 20, true],
    ['an adult', '1990-04-01', '2026-11-23T12:00:00Z', 36, true],
    ['a baby', '2026-11-01', '2026-11-23T12:00:00Z', 0, false],
  ])('%s: born %s, at %s, aged %i', (_label, birth, now, age, adult) => {
    expect(ageOn(birth, at(now))).toBe(age);
    expect(isAdult(birth, at(now))).toBe(adult);
  });

  it('ageOn refuses what is not a date', () => {
    expect(() => ageOn('2008-02-30', Date.now())).toThrow(RangeError);
    expect(isAdult('2008-02-30', Date.now())).toBe(false);
  });

  it('the cut-off the rules use: the IST date 18 years back, as a string', () => {
    expect(istDateYearsBefore(at('2026-11-23T18:29:59Z'), 18)).toBe('2008-11-23');
    expect(istDateYearsBefore(at('2026-11-23T18:30:00Z'), 18)).toBe('2008-11-24');
    expect(istDateYearsBefore(at('2028-02-28T18:30:00Z'), 18)).toBe('2010-02-29');
  });
});

describe('parseDateOfBirth', () => {
  const now = at('2026-11-23T12:00:00Z');
  it.each<[string, string, keyof typeof DATE_OF_BIRTH_MESSAGES]>([
    ['empty', '', 'missing'],
    ['spaces', '   ', 'missing'],
    ['30 February', '2008-02-30', 'invalid'],
    ['31 April', '1990-04-31', 'invalid'],
    ['29 February of a common year', '2007-02-29', 'invalid'],
    ['words', 'last spring', 'invalid'],
    ['day first', '01-04-1990', 'invalid'],
    ['tomorrow', '2026-11-24', 'future'],
    ['today', '2026-11-23', 'future'],
    ['next century', '2199-01-01', 'future'],
    ['121 years ago', '1905-11-22', 'tooOld'],
    ['1899', '1899-12-31', 'tooOld'],
  ])('%s (%s) is refused: %s', (_label, value, problem) => {
    expect(parseDateOfBirth(value, now)).toEqual({ ok: false, problem, message: DATE_OF_BIRTH_MESSAGES[problem] });
  });

  it.each<[string, string, number, boolean]>([
    ['exactly 120 years ago', '1906-11-23', 120, true],
    ['an adult', '1990-04-01', 36, true],
    ['18 today', '2008-11-23', 18, true],
    ['18 tomorrow', '2008-11-24', 17, false],
    ['yesterday', '2026-11-22', 0, false],
    ['with spaces around', ' 1990-04-01 ', 36, true],
  ])('%s (%s): age %i, adult %s', (_label, value, age, adult) => {
    expect(parseDateOfBirth(value, now)).toEqual({ ok: true, dateOfBirth: value.trim(), age, adult });
  });

  it('"today" and "tomorrow" are IST dates, not the browser’s or UTC', () => {
    // 20:00 UTC on 23 November is already 24 November in India: 24 November is today, not past.
    expect(parseDateOfBirth('2026-11-24', at('2026-11-23T20:00:00Z'))).toMatchObject({ problem: 'future' });
    expect(parseDateOfBirth('2026-11-23', at('2026-11-23T20:00:00Z'))).toMatchObject({ ok: true, age: 0 });
  });
});
