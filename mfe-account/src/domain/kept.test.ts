import { describe, expect, it } from 'vitest';
import { readKeptDetails } from './account-details';
import { readKeptActivities } from './activity-wording';
import { MY_COMPLAINTS_LIMIT, readKeptComplaints } from './my-complaints';
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

describe('readKeptComplaints', () => {
  const open = {
    ticket: 'MWA-2026-000123',
    status: 'in-progress',
    statusLabel: 'In progress',
    category: 'Fees and billing',
    receivedAt: 1_763_960_400_000,
    receivedOn: '24 November 2026',
    dueBy: '15 December 2026',
    resolvedOn: null,
    resolution: '',
  };
  const received = { ...open, ticket: 'MWA-2026-000124', status: 'received', statusLabel: 'Received' };
  const resolved = {
    ...open,
    ticket: 'MWA-2026-000100',
    status: 'resolved',
    statusLabel: 'Resolved',
    dueBy: null,
    resolvedOn: '2 November 2026',
    resolution: 'We refunded the second fee.',
  };
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...open,
      ticket: `MWA-2026-${String(index + 1).padStart(6, '0')}`,
    }));
  it.each<[string, unknown, unknown]>([
    ['none', [], []],
    ['open, received and resolved, in the order kept', [open, received, resolved], [open, received, resolved]],
    ['resolved with no answer written', [{ ...resolved, resolution: '' }], [{ ...resolved, resolution: '' }]],
    ['as many as the dashboard reads', many(MY_COMPLAINTS_LIMIT), many(MY_COMPLAINTS_LIMIT)],
    ['a field this release does not read is left behind', [{ ...open, uid: 'u1' }], [open]],
    ['more than the dashboard reads', many(MY_COMPLAINTS_LIMIT + 1), null],
    ['not a list', { 0: open }, null],
    ['one complaint alone', open, null],
    ['a list of tickets', ['MWA-2026-000123'], null],
    ['one good, one null', [open, null], null],
    ['a status unknown', [open, { ...received, status: 'closed' }], null],
    ['a ticket that is not one', [{ ...open, ticket: 'complaint-1' }], null],
    ['a ticket that is a number', [{ ...open, ticket: 123 }], null],
    ['the same ticket twice', [open, { ...received, ticket: open.ticket }], null],
    ['a label that is a number', [{ ...open, statusLabel: 2 }], null],
    ['no category', [{ ...open, category: undefined }], null],
    ['a time that is text', [{ ...open, receivedAt: '2026-11-24' }], null],
    ['a time that is not finite', [{ ...open, receivedAt: null }], null],
    ['no day received', [{ ...open, receivedOn: '' }], null],
    ['an answer that is not text', [{ ...resolved, resolution: null }], null],
    ['open with no last day', [{ ...open, dueBy: null }], null],
    ['open with a day resolved', [{ ...open, resolvedOn: '2 November 2026' }], null],
    ['open, its last day a number', [{ ...open, dueBy: 15 }], null],
    ['resolved with no day', [{ ...resolved, resolvedOn: null }], null],
    ['resolved, the day missing', [{ ...resolved, resolvedOn: undefined }], null],
    ['resolved with a last day still', [{ ...resolved, dueBy: '15 December 2026' }], null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptComplaints(kept)).toEqual(expected);
  });
});
