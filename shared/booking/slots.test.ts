import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  firstBookableDay,
  freeSlots,
  isBookable,
  isWorkingDay,
  minutesOf,
  parseSlotId,
  slotId,
  slotsOn,
  type AdviserCalendar,
} from './index';

const at = (iso: string) => Date.parse(iso);
/** Weekdays 10:00–12:00 IST; Wednesdays also 15:00–16:00. */
const CALENDAR: AdviserCalendar = {
  weekly: {
    1: [{ from: '10:00', to: '12:00' }],
    2: [{ from: '10:00', to: '12:00' }],
    3: [
      { from: '10:00', to: '12:00' },
      { from: '15:00', to: '16:00' },
    ],
    4: [{ from: '10:00', to: '12:00' }],
    5: [{ from: '10:00', to: '12:00' }],
    6: [{ from: '10:00', to: '12:00' }],
  },
  daysOff: [],
};
const ids = (slots: readonly { id: string }[]) => slots.map((slot) => slot.id);

describe('minutesOf', () => {
  it.each<[string, number | null]>([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:30', null],
    ['9:30', null],
    ['09:60', null],
    ['noon', null],
  ])('%s → %s', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });
});

describe('working days and the first bookable day (IST)', () => {
  it.each<[string, readonly string[], boolean]>([
    ['2026-12-04', [], true], // a Friday
    ['2026-12-05', [], false], // Saturday
    ['2026-12-06', [], false], // Sunday
    ['2026-12-25', ['2026-12-25'], false], // a holiday of the firm
  ])('%s with holidays %j: %s', (date, holidays, working) => {
    expect(isWorkingDay(date, holidays)).toBe(working);
  });

  it.each<[string, string, readonly string[], string]>([
    ['a Monday morning: Tuesday', '2026-11-30T04:00:00Z', [], '2026-12-01'],
    ['a Friday afternoon: Monday', '2026-12-04T10:00:00Z', [], '2026-12-07'],
    ['a Saturday: Monday', '2026-12-05T06:00:00Z', [], '2026-12-07'],
    // 18:30 UTC on Monday 30 November is 00:00 IST on Tuesday: Tuesday is today, so Wednesday.
    ['just after midnight in India, still Monday in UTC', '2026-11-30T18:30:00Z', [], '2026-12-02'],
    ['the day after is a holiday: the next working day', '2026-12-24T06:00:00Z', ['2026-12-25'], '2026-12-28'],
  ])('%s', (_label, now, holidays, day) => {
    expect(firstBookableDay(at(now), holidays)).toBe(day);
  });
});

describe('slot ids', () => {
  it.each<[string, string]>([
    ['2026-12-01T05:00:00Z', '2026-12-01T10:30'],
    ['2026-12-01T18:30:00Z', '2026-12-02T00:00'],
  ])('%s starts the slot %s, and back', (start, id) => {
    expect(slotId(at(start))).toBe(id);
    expect(parseSlotId(id)).toBe(at(start));
  });

  it.each(['2026-12-01T10:15', '2026-02-30T10:00', '2026-12-01 10:30', '2026-12-01T24:00', ''])(
    '%j is not a slot',
    (id) => {
      expect(parseSlotId(id)).toBeNull();
    },
  );
});

describe('slotsOn', () => {
  it('cuts each window into 30-minute slots on the half hour', () => {
    expect(ids(slotsOn('2026-12-02', CALENDAR))).toEqual([
      '2026-12-02T10:00',
      '2026-12-02T10:30',
      '2026-12-02T11:00',
      '2026-12-02T11:30',
      '2026-12-02T15:00',
      '2026-12-02T15:30',
    ]);
    const [first] = slotsOn('2026-12-02', CALENDAR);
    expect(first).toEqual({
      id: '2026-12-02T10:00',
      start: at('2026-12-02T04:30:00Z'),
      end: at('2026-12-02T05:00:00Z'),
    });
  });

  it.each<[string, AdviserCalendar['weekly'][1], string[]]>([
    [
      'overlapping windows joined',
      [
        { from: '09:00', to: '10:00' },
        { from: '09:30', to: '10:30' },
      ],
      ['09:00', '09:30', '10:00'],
    ],
    [
      'touching windows joined',
      [
        { from: '09:00', to: '09:30' },
        { from: '09:30', to: '10:00' },
      ],
      ['09:00', '09:30'],
    ],
    ['a window off the half hour, cut to it', [{ from: '09:15', to: '10:45' }], ['09:30', '10:00']],
    ['a window shorter than a slot', [{ from: '09:10', to: '09:40' }], []],
    ['a window that ends before it starts', [{ from: '11:00', to: '10:00' }], []],
    ['a malformed time', [{ from: '9am', to: '10:00' }], []],
    ['until midnight', [{ from: '23:00', to: '24:00' }], ['23:00', '23:30']],
  ])('%s', (_label, windows, times) => {
    const calendar = { weekly: { 1: windows }, daysOff: [] };
    expect(ids(slotsOn('2026-11-30', calendar))).toEqual(times.map((time) => `2026-11-30T${time}`));
  });

  it('offers nothing on a day off, nor on a day without windows', () => {
    expect(slotsOn('2026-12-02', { ...CALENDAR, daysOff: ['2026-12-02'] })).toEqual([]);
    expect(slotsOn('2026-12-06', CALENDAR)).toEqual([]); // a Sunday
  });
});

describe('freeSlots', () => {
  const NOW = at('2026-11-30T04:00:00Z'); // Monday 30 November, 09:30 IST

  it('starts on the next working day, skips weekends (even with windows), days off and booked slots', () => {
    const calendar = { ...CALENDAR, daysOff: ['2026-12-03'] };
    const slots = ids(freeSlots(calendar, ['2026-12-01T10:30'], [], NOW));
    expect(slots.slice(0, 5)).toEqual([
      '2026-12-01T10:00',
      '2026-12-01T11:00',
      '2026-12-01T11:30',
      '2026-12-02T10:00',
      '2026-12-02T10:30',
    ]);
    expect(slots.some((id) => id.startsWith('2026-11-30'))).toBe(false); // today
    expect(slots.some((id) => id.startsWith('2026-12-03'))).toBe(false); // a day off
    expect(slots.some((id) => id.startsWith('2026-12-05'))).toBe(false); // Saturday
  });

  it(`offers days up to ${BOOKING_HORIZON_DAYS} days after today, and no further`, () => {
    const slots = ids(freeSlots(CALENDAR, [], [], NOW));
    expect(slots[slots.length - 1]).toBe('2026-12-21T11:30');
  });
});

describe('isBookable', () => {
  const NOW = at('2026-11-30T04:00:00Z');
  it.each<[string, string, readonly string[], boolean]>([
    ['a free slot', '2026-12-01T10:00', [], true],
    ['a slot another took', '2026-12-01T10:00', ['2026-12-01T10:00'], false],
    ['today', '2026-11-30T11:00', [], false],
    ['outside the windows', '2026-12-01T13:00', [], false],
    ['on a Saturday', '2026-12-05T10:00', [], false],
    ['past the horizon', '2026-12-22T10:00', [], false],
    ['not a slot id', '2026-12-01T10:15', [], false],
  ])('%s: %s', (_label, id, booked, bookable) => {
    expect(isBookable(id, CALENDAR, booked, [], NOW)).toBe(bookable);
  });
});
