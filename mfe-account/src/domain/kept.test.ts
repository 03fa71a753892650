import { describe, expect, it } from 'vitest';
import { readKeptDetails } from './account-details';
import { readKeptActivities } from './activity-wording';
import { readKeptCalculation, readKeptCount } from './saved-calculations';

// What the dashboard keeps on the device (JSON) read back: shown only when every field is what
// this release reads (an older release, or a hand in the storage, may have written another shape).

describe('readKeptCount', () => {
  it.each<[unknown, number | null]>([
    [0, 0],
    [12, 12],
    [-1, null],
    [1.5, null],
    ['3', null],
    [null, null],
    [Number.MAX_SAFE_INTEGER + 1, null],
  ])('%s → %s', (kept, expected) => {
    expect(readKeptCount(kept)).toBe(expected);
  });
});

describe('readKeptActivities', () => {
  const login = { type: 'login', method: 'password', at: 1_763_900_000_000, userAgent: 'Chrome on Linux' };
  it.each<[string, unknown, unknown]>([
    ['none', [], []],
    [
      'a whole list',
      [login, { ...login, type: 'signup', method: 'google' }],
      [login, { ...login, type: 'signup', method: 'google' }],
    ],
    ['one of another type', [login, { ...login, type: 'logout' }], null],
    ['a method unknown', [{ ...login, method: 'phone' }], null],
    ['a time that is text', [{ ...login, at: '2026-11-25' }], null],
    ['no browser', [{ ...login, userAgent: undefined }], null],
    ['not a list', { 0: login }, null],
    ['a list of text', ['login'], null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptActivities(kept)).toEqual(expected);
  });
});

describe('readKeptCalculation', () => {
  const saved = {
    id: 'c1',
    calculator: 'home-loan',
    name: 'Home Loan EMI Calculator',
    reopen: '/calculators/home-loan?amount=2500000',
    headline: { label: 'Monthly EMI', text: '₹21,696' },
    savedAt: 1_763_900_000_000,
  };
  it.each<[string, unknown, unknown]>([
    ['as kept', saved, saved],
    ['with no headline', { ...saved, headline: null }, { ...saved, headline: null }],
    [
      'its calculator’s page alone',
      { ...saved, reopen: '/calculators/home-loan' },
      { ...saved, reopen: '/calculators/home-loan' },
    ],
    ['a calculator the site has not', { ...saved, calculator: 'lottery' }, null],
    ['an address elsewhere', { ...saved, reopen: 'https://example.com/' }, null],
    ['another calculator’s page', { ...saved, reopen: '/calculators/sip?x=1' }, null],
    ['a page that only starts like it', { ...saved, reopen: '/calculators/home-loan-x' }, null],
    ['no id', { ...saved, id: 7 }, null],
    ['a time that is text', { ...saved, savedAt: 'yesterday' }, null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptCalculation(kept)).toEqual(expected);
  });
});

describe('readKeptDetails', () => {
  const details = {
    displayName: 'Uma User',
    email: 'uma@example.com',
    dateOfBirth: '1990-04-01',
    preferences: { emailNotifications: false, defaultCalculator: 'fd' },
  };
  it.each<[string, unknown, unknown]>([
    ['as kept', details, details],
    [
      'a preference of another type → its default',
      { ...details, preferences: { emailNotifications: 'no', defaultCalculator: 'lottery' } },
      { ...details, preferences: { emailNotifications: true, defaultCalculator: 'sip' } },
    ],
    [
      'no preferences → the defaults',
      { ...details, preferences: undefined },
      { ...details, preferences: { emailNotifications: true, defaultCalculator: 'sip' } },
    ],
    ['a name that is a number → empty', { ...details, displayName: 5 }, { ...details, displayName: '' }],
    ['a list', [details], null],
    ['text', 'Uma', null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptDetails(kept)).toEqual(expected);
  });
});
