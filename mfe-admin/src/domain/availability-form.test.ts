import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, readCalendar, type TimeWindow, type WeekdayKey } from '@meridian/shared/booking';
import {
  bookableSlots,
  checkDayOff,
  checkTime,
  draftOf,
  validateAvailability,
  type AvailabilityDraft,
  type AvailabilityErrors,
} from './availability-form';

/** Tuesday 1 December 2026, 11:00 IST. */
const NOW = Date.parse('2026-12-01T05:30:00Z');
const TODAY = '2026-12-01';

const MORNING: TimeWindow[] = [{ from: '10:00', to: '12:00' }];
const EMPTY_WEEK: Record<WeekdayKey, TimeWindow[]> = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };

const draft = (change: Partial<AvailabilityDraft> = {}): AvailabilityDraft => ({
  displayName: 'Asha Rao',
  weekly: { ...EMPTY_WEEK, '1': MORNING, '2': MORNING, '3': MORNING, '4': MORNING, '5': MORNING },
  daysOff: [],
  ...change,
});

const errorsOf = (result: ReturnType<typeof validateAvailability>): AvailabilityErrors =>
  result.ok ? {} : result.errors;

describe('checkTime', () => {
  it.each<[string, string | undefined]>([
    ['09:00', undefined],
    ['09:30', undefined],
    ['00:00', undefined],
    ['23:30', undefined],
    ['', 'Please enter a time.'],
    ['09:15', 'Please choose a time on the hour or the half hour.'],
    ['9:30', 'Please enter a time as HH:MM on the 24-hour clock, e.g. 09:30.'],
    ['25:00', 'Please enter a time as HH:MM on the 24-hour clock, e.g. 09:30.'],
    ['09:60', 'Please enter a time as HH:MM on the 24-hour clock, e.g. 09:30.'],
    ['noon', 'Please enter a time as HH:MM on the 24-hour clock, e.g. 09:30.'],
  ])('%j → %j', (value, problem) => {
    expect(checkTime(value)).toBe(problem);
  });
});

describe('checkDayOff: a day off before it is added', () => {
  const full = Array.from({ length: BOOKING_LIMITS.daysOff }, (_item, index) =>
    new Date(Date.parse('2027-01-01T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10),
  );
  it.each<[string, string, string[], string | undefined]>([
    ['today', '2026-12-01', [], undefined],
    ['a later day', '2026-12-25', ['2026-12-24'], undefined],
    ['nothing', '', [], 'Please choose a date.'],
    ['not a date', '2026-02-30', [], 'Please enter a date as YYYY-MM-DD.'],
    ['yesterday', '2026-11-30', [], 'This day has passed: choose today or a later day.'],
    ['one listed', '2026-12-25', ['2026-12-25'], 'This day is already a day off.'],
    ['one too many', '2026-12-25', full, 'At most 60 days off can be listed: remove one first.'],
  ])('%s (%j) → %j', (_case, value, listed, problem) => {
    expect(checkDayOff(value, listed, TODAY)).toBe(problem);
  });
});

describe('draftOf: the form from the stored availability', () => {
  it('starts empty, with the staff member’s own name, when nothing is stored', () => {
    expect(draftOf(null, 'Asha Rao', TODAY)).toEqual({
      draft: { displayName: 'Asha Rao', weekly: EMPTY_WEEK, daysOff: [] },
      dropped: 0,
    });
  });

  it('reads the stored windows and days off, leaving out the days that have passed', () => {
    const calendar = readCalendar({
      weekly: { '1': MORNING, '6': [{ from: '09:00', to: '10:00' }] },
      daysOff: ['2026-12-25', '2026-11-02', '2026-12-03', '2026-11-30'],
    });
    expect(draftOf({ displayName: 'A. Rao', calendar }, 'Asha Rao', TODAY)).toEqual({
      draft: {
        displayName: 'A. Rao',
        weekly: { ...EMPTY_WEEK, '1': MORNING, '6': [{ from: '09:00', to: '10:00' }] },
        daysOff: ['2026-12-03', '2026-12-25'],
      },
      dropped: 2,
    });
  });

  it('takes the profile’s name when the stored one is blank', () => {
    expect(draftOf({ displayName: '  ', calendar: readCalendar({}) }, 'Asha Rao', TODAY).draft.displayName).toBe(
      'Asha Rao',
    );
  });
});

describe('validateAvailability', () => {
  it('gives the document to save: weekdays with windows only, days off in date order, the name trimmed', () => {
    const result = validateAvailability(
      draft({ displayName: ' Asha Rao ', daysOff: ['2026-12-25', '2026-12-01'] }),
      '',
      TODAY,
    );
    expect(result).toEqual({
      ok: true,
      write: {
        displayName: 'Asha Rao',
        weekly: { '1': MORNING, '2': MORNING, '3': MORNING, '4': MORNING, '5': MORNING },
        daysOff: ['2026-12-01', '2026-12-25'],
      },
    });
  });

  it('saves an availability with no windows at all (nobody can book the adviser)', () => {
    expect(validateAvailability(draft({ weekly: EMPTY_WEEK }), '', TODAY)).toEqual({
      ok: true,
      write: { displayName: 'Asha Rao', weekly: {}, daysOff: [] },
    });
  });

  it.each<[string, Partial<AvailabilityDraft>, string, AvailabilityErrors]>([
    ['no name', { displayName: ' ' }, '', { displayName: 'Please enter the name visitors see.' }],
    [
      'a name too long',
      { displayName: 'x'.repeat(BOOKING_LIMITS.adviserName + 1) },
      '',
      { displayName: 'Please keep the name to 80 characters or fewer.' },
    ],
    [
      'a name of two lines',
      { displayName: 'Asha\nRao' },
      '',
      { displayName: 'Please remove any tabs or line breaks from the name.' },
    ],
    [
      'To not after From',
      { weekly: { ...EMPTY_WEEK, '3': [MORNING[0] as TimeWindow, { from: '15:00', to: '15:00' }] } },
      '',
      { '3.1.to': 'Please choose an end after the start (From).' },
    ],
    [
      'To before From',
      { weekly: { ...EMPTY_WEEK, '1': [{ from: '12:00', to: '10:00' }] } },
      '',
      { '1.0.to': 'Please choose an end after the start (From).' },
    ],
    [
      'malformed and missing times',
      { weekly: { ...EMPTY_WEEK, '2': [{ from: '9', to: '' }] } },
      '',
      {
        '2.0.from': 'Please enter a time as HH:MM on the 24-hour clock, e.g. 09:30.',
        '2.0.to': 'Please enter a time.',
      },
    ],
    [
      'too many windows on a day',
      {
        weekly: {
          ...EMPTY_WEEK,
          '4': ['09:00', '10:00', '11:00', '12:00', '13:00'].map((from) => ({
            from,
            to: `${from.slice(0, 2)}:30`,
          })),
        },
      },
      '',
      { '4': 'At most 4 windows a day: remove 1.' },
    ],
    [
      'a day off that has passed, and one listed twice',
      { daysOff: ['2026-11-30', '2026-12-25', '2026-12-25'] },
      '',
      {
        'daysOff.0': 'This day has passed: choose today or a later day.',
        'daysOff.2': 'This day is already a day off.',
      },
    ],
    [
      'a day off typed but not added',
      {},
      '2026-12-24',
      { dayOff: 'Press Add to add this day off, or clear the date.' },
    ],
  ])('refuses %s', (_case, change, pending, errors) => {
    expect(errorsOf(validateAvailability(draft(change), pending, TODAY))).toEqual(errors);
  });
});

describe('bookableSlots: what the draft offers visitors', () => {
  it.each<[string, Partial<AvailabilityDraft>, number]>([
    // From Wednesday 2 to Tuesday 22 December: 15 working days of 4 half hours.
    ['weekday mornings', {}, 60],
    ['with two days off', { daysOff: ['2026-12-02', '2026-12-22'] }, 52],
    ['weekends only (never offered)', { weekly: { ...EMPTY_WEEK, '6': MORNING, '7': MORNING } }, 0],
    ['no windows', { weekly: EMPTY_WEEK }, 0],
    ['a window still being typed offers nothing', { weekly: { ...EMPTY_WEEK, '1': [{ from: '10:00', to: '' }] } }, 0],
  ])('%s → %i', (_case, change, count) => {
    expect(bookableSlots(draft(change), NOW)).toBe(count);
  });
});
