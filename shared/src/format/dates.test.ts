import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatWeekdayDay, type DateZone } from './dates';

const TIME_ZONES: Record<DateZone, string | undefined> = { local: undefined, utc: 'UTC', india: 'Asia/Kolkata' };
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The en-IN formatter each function stands in for. */
const intl = (zone: DateZone) => ({
  day: new Intl.DateTimeFormat('en-IN', { ...DAY, timeZone: TIME_ZONES[zone] }),
  dayTime: new Intl.DateTimeFormat('en-IN', { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONES[zone] }),
  weekday: new Intl.DateTimeFormat('en-IN', { weekday: 'short', ...DAY, timeZone: TIME_ZONES[zone] }),
});

describe('dates', () => {
  const at = Date.UTC(2026, 8, 5, 13, 7); // 18:37 in India

  it.each([
    [formatDay(at, 'utc'), '5 Sept 2026'],
    [formatDay(at, 'india'), '5 Sept 2026'],
    [formatDay(Date.UTC(2026, 10, 30, 19, 0), 'india'), '1 Dec 2026'],
    [formatDayTime(at, 'india'), '5 Sept 2026, 06:37 pm'],
    [formatDayTime(Date.UTC(2026, 0, 1, 18, 35), 'india'), '2 Jan 2026, 12:05 am'],
    [formatDayTime(Date.UTC(2026, 0, 1, 6, 30), 'india'), '1 Jan 2026, 12:00 pm'],
    [formatWeekdayDay(Date.UTC(2026, 10, 26), 'utc'), 'Thu, 26 Nov, 2026'],
    [formatDay(new Date(Date.UTC(2026, 10, 30, 18, 29)), 'india'), '30 Nov 2026'],
  ])('%s is %s', (written, expected) => {
    expect(written).toBe(expected);
  });

  it('writes what the en-IN formatters write, in each zone, across the years and the hours', () => {
    for (const zone of ['local', 'utc', 'india'] as const) {
      const formats = intl(zone);
      for (let millis = Date.UTC(1970, 0, 1); millis < Date.UTC(2100, 0, 1); millis += 6_997_919_111) {
        for (const moment of [millis, millis + 41 * 60_000 * 17, new Date(millis + 3_600_000 * 7)]) {
          expect([moment, formatDay(moment, zone)]).toEqual([moment, formats.day.format(moment)]);
          expect([moment, formatDayTime(moment, zone)]).toEqual([moment, formats.dayTime.format(moment)]);
          expect([moment, formatWeekdayDay(moment, zone)]).toEqual([moment, formats.weekday.format(moment)]);
        }
      }
    }
  });

  it('refuses a moment that is not a time, as Intl does', () => {
    expect(() => formatDay(Number.NaN, 'local')).toThrow(RangeError);
    expect(() => formatDayTime(new Date(Number.NaN), 'india')).toThrow(RangeError);
    expect(() => intl('india').day.format(Number.NaN)).toThrow(RangeError);
  });
});
