import { describe, expect, it } from 'vitest';
import { isPastDate, localToday, tidyDisplayName, UNDER_18_DATE, validateNameAndBirthday } from './profile-form';

describe('tidyDisplayName', () => {
  it.each([
    ['  Asha   Rao  ', 'Asha Rao'],
    ['Asha\tRao', 'Asha Rao'],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['😀'.repeat(120), '😀'.repeat(100)],
  ])('%j → %j', (name, expected) => {
    expect(tidyDisplayName(name)).toBe(expected);
  });
});

describe('isPastDate', () => {
  const today = '2026-11-23';
  it.each([
    ['1990-04-01', true],
    ['2026-11-22', true],
    ['2026-11-23', false],
    ['2030-01-01', false],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['1990-02-31', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-4-1', false],
    ['yesterday', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isPastDate(value, today)).toBe(expected);
  });
});

describe('localToday', () => {
  it('writes the local date with leading zeros', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('validateNameAndBirthday', () => {
  const today = '2026-11-23';
  it.each<[string, Parameters<typeof validateNameAndBirthday>[0], ReturnType<typeof validateNameAndBirthday>]>([
    ['a name and no date', { displayName: 'Asha Rao', dateOfBirth: '' }, {}],
    ['a name and a date', { displayName: 'Asha Rao', dateOfBirth: '1990-04-01' }, {}],
    ['no name', { displayName: '   ', dateOfBirth: '' }, { displayName: 'Please enter your full name.' }],
    [
      'a name too long',
      { displayName: 'x'.repeat(101), dateOfBirth: '' },
      { displayName: 'Please keep your name to 100 characters.' },
    ],
    [
      'a name on two lines',
      { displayName: 'Asha\nRao', dateOfBirth: '' },
      { displayName: 'Please write your name on one line.' },
    ],
    [
      'a date in the future',
      { displayName: 'Asha', dateOfBirth: '2030-01-01' },
      { dateOfBirth: 'Please enter a real date of birth in the past (or leave it empty).' },
    ],
  ])('%s', (_, fields, expected) => {
    expect(validateNameAndBirthday(fields, today)).toEqual(expected);
  });
});

describe('validateNameAndBirthday with now: no date of birth under 18 (India’s date)', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each<[string, string, ReturnType<typeof validateNameAndBirthday>]>([
    ['18 today', '2008-11-23', {}],
    ['18 tomorrow', '2008-11-24', { dateOfBirth: UNDER_18_DATE }],
    ['no date', '', {}],
  ])('%s', (_, dateOfBirth, expected) => {
    expect(validateNameAndBirthday({ displayName: 'Asha', dateOfBirth }, '2026-11-23', now)).toEqual(expected);
  });
});
