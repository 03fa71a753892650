import { describe, expect, it } from 'vitest';
import type { ConsentPurpose } from '@meridian/shared';
import { GRIEVANCE_LIMITS } from '@meridian/shared/privacy';
import { readKeptDetails } from './account-details';
import { readKeptActivities } from './activity-wording';
import { consentRows, readKeptConsents, type ConsentRecord } from './consent-rows';
import { dataSummary, readKeptSummary } from './data-summary';
import { MY_COMPLAINTS_LIMIT, readKeptComplaints } from './my-complaints';
import {
  keptGrievances,
  KEPT_GRIEVANCES_MAX_CHARS,
  MY_GRIEVANCES_LIMIT,
  readKeptGrievances,
  type MyGrievance,
} from './my-grievances';
import { NOMINEE_LIMITS, readKeptNominee } from './nominee-form';
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
    title: 'Our flat',
    savedAt: 1_763_900_000_000,
  };
  it.each<[string, unknown, unknown]>([
    ['as kept', saved, saved],
    ['kept before titles were (none)', { ...saved, title: undefined }, { ...saved, title: null }],
    ['a title that is no text (none)', { ...saved, title: 7 }, { ...saved, title: null }],
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

// The Privacy tab's reads, as kept (JSON) and read back.

/** A value as the memory gives it back: written as JSON and parsed. */
const through = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('readKeptConsents', () => {
  const at = 1_763_960_400_000;
  const given = (purposes: ConsentPurpose[], when = at): ConsentRecord => ({
    id: `c${when}`,
    noticeVersion: '2026-11-01',
    purposes,
    withdrawn: false,
    at: when,
  });
  // As the tab keeps them: the rows consentRows makes, and the purposes withdrawn now.
  const shown = {
    rows: consentRows(
      [
        given(['account', 'saved-calculations', 'service-emails']),
        { ...given(['service-emails'], at + 1000), withdrawn: true },
      ],
      ['service-emails'],
    ),
    withdrawn: ['service-emails'],
  };
  const [account, saved, emails] = shown.rows;
  const none = { rows: consentRows([], []), withdrawn: [] };
  const pending = { ...shown, rows: [{ ...account, given: { at: null, noticeVersion: '2026-11-01' } }, saved, emails] };
  it.each<[string, unknown, unknown]>([
    ['given, one withdrawn', shown, shown],
    ['none given', none, none],
    ['a time the server had not set yet', pending, pending],
    [
      'a field this release does not read is left behind',
      { ...shown, rows: [{ ...account, id: 'c1' }, saved, emails] },
      shown,
    ],
    ['a row missing', { ...shown, rows: [account, saved] }, null],
    ['a row too many', { ...shown, rows: [account, saved, emails, emails] }, null],
    ['rows in another order', { ...shown, rows: [saved, account, emails] }, null],
    ['a purpose unknown', { ...shown, rows: [account, saved, { ...emails, purpose: 'marketing' }] }, null],
    ['in force though withdrawn', { ...shown, rows: [account, saved, { ...emails, active: true }] }, null],
    ['not in force though given', { ...shown, rows: [{ ...account, active: false }, saved, emails] }, null],
    [
      'in force though never given',
      { rows: [{ ...none.rows[0], active: true }, ...none.rows.slice(1)], withdrawn: [] },
      null,
    ],
    ['a withdrawal of one not withdrawn', { ...shown, rows: [{ ...account, withdrawnAt: at }, saved, emails] }, null],
    [
      'a withdrawal at a time that is text',
      { ...shown, rows: [account, saved, { ...emails, withdrawnAt: 'today' }] },
      null,
    ],
    [
      'given at a time that is text',
      { ...shown, rows: [{ ...account, given: { at: '2026', noticeVersion: '2026-11-01' } }, saved, emails] },
      null,
    ],
    ['given on no notice', { ...shown, rows: [{ ...account, given: { at } }, saved, emails] }, null],
    ['given as a word', { ...shown, rows: [{ ...account, given: 'yes' }, saved, emails] }, null],
    ['a withdrawn purpose unknown', { ...shown, withdrawn: ['service-emails', 'marketing'] }, null],
    ['a purpose withdrawn twice', { ...shown, withdrawn: ['service-emails', 'service-emails'] }, null],
    ['no withdrawn list', { rows: shown.rows }, null],
    ['the records instead of the rows', { records: [given(['account'])], withdrawn: [] }, null],
    ['a list', [shown], null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptConsents(through(kept))).toEqual(expected);
  });
});

describe('readKeptSummary', () => {
  const summary = dataSummary({
    profile: { displayName: 'Asha Rao', email: 'asha@example.in', dateOfBirth: '1990-04-01' },
    preferences: { emailNotifications: true, defaultCalculator: 'sip' },
    consents: [{ purposes: ['account'], withdrawn: false }],
    withdrawn: [],
    activities: [],
    calculations: [{ calculator: 'sip' }],
    complaints: [],
    grievances: [],
    nominee: { name: 'Meera Rao', relationship: 'Sister', email: 'meera@example.in', phone: '' },
  });
  const [first, ...rest] = summary;
  it.each<[string, unknown, unknown]>([
    ['as kept', summary, summary],
    ['a field this release does not read is left behind', [{ ...first, documents: {} }, ...rest], summary],
    ['a category missing', rest, null],
    ['a category too many', [...summary, first], null],
    ['categories in another order', [...rest, first], null],
    ['a category unknown', [{ ...first, category: 'payments' }, ...rest], null],
    ['no heading', [{ ...first, heading: '' }, ...rest], null],
    ['no lines', [{ ...first, lines: [] }, ...rest], null],
    ['a line that is a number', [{ ...first, lines: [3] }, ...rest], null],
    ['lines as one text', [{ ...first, lines: 'Name: Asha Rao' }, ...rest], null],
    ['no processors', [{ ...first, seenBy: undefined }, ...rest], null],
    ['a row that is null', [null, ...rest], null],
    ['the documents instead of the summary', { profile: {}, nominee: null }, null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptSummary(through(kept))).toEqual(expected);
  });

  it('is far under the memory’s 100,000 characters, each field at its longest', () => {
    const long = (max: number) => 'x'.repeat(max);
    const rows = dataSummary({
      profile: {
        displayName: long(100),
        email: long(254),
        dateOfBirth: '1990-04-01',
        signInMethods: ['password', 'google.com'],
      },
      preferences: { emailNotifications: true, defaultCalculator: 'sip' },
      consents: Array.from({ length: 500 }, () => ({ purposes: ['account', 'saved-calculations', 'service-emails'] })),
      withdrawn: [],
      activities: [],
      calculations: [{ calculator: 'sip' }, { calculator: 'emi' }, { calculator: 'fd' }, { calculator: 'ppf' }],
      complaints: [],
      grievances: [],
      nominee: {
        name: long(NOMINEE_LIMITS.name),
        relationship: long(NOMINEE_LIMITS.relationship),
        email: long(NOMINEE_LIMITS.email),
        phone: long(NOMINEE_LIMITS.phone),
      },
    });
    expect(JSON.stringify(rows).length).toBeLessThan(10_000);
  });
});

describe('readKeptGrievances', () => {
  const open: MyGrievance = {
    id: 'g1',
    status: 'open',
    statusLabel: 'Open',
    category: 'Access to my data',
    subject: 'My export',
    receivedAt: 1_763_960_400_000,
    receivedOn: '24 November 2026',
    dueBy: '24 December 2026',
    answeredOn: null,
    answer: '',
  };
  const answered: MyGrievance = {
    ...open,
    id: 'g2',
    status: 'answered',
    statusLabel: 'Answered',
    dueBy: null,
    answeredOn: '26 November 2026',
    answer: 'We sent it again.',
  };
  const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...open, id: `g${index}` }));
  it.each<[string, unknown, unknown]>([
    ['none', [], []],
    ['open and answered, in the order kept', [answered, open], [answered, open]],
    ['answered at a time not read', [{ ...answered, answeredOn: null }], [{ ...answered, answeredOn: null }]],
    ['with no category or subject', [{ ...open, category: '', subject: '' }], [{ ...open, category: '', subject: '' }]],
    ['as many as the tab reads', many(MY_GRIEVANCES_LIMIT), many(MY_GRIEVANCES_LIMIT)],
    ['a field this release does not read is left behind', [{ ...open, description: 'Why' }], [open]],
    ['more than the tab reads', many(MY_GRIEVANCES_LIMIT + 1), null],
    ['not a list', { 0: open }, null],
    ['one grievance alone', open, null],
    ['one good, one null', [open, null], null],
    ['the same id twice', [open, { ...answered, id: 'g1' }], null],
    ['an id that is a path', [{ ...open, id: 'g/1' }], null],
    ['no id', [{ ...open, id: '' }], null],
    ['a status unknown', [{ ...open, status: 'closed' }], null],
    ['a label that is a number', [{ ...open, statusLabel: 1 }], null],
    ['no category', [{ ...open, category: undefined }], null],
    ['a subject longer than the rules allow', [{ ...open, subject: 'x'.repeat(GRIEVANCE_LIMITS.subject + 1) }], null],
    ['a time that is text', [{ ...open, receivedAt: '2026-11-24' }], null],
    ['a time that is not finite', [{ ...open, receivedAt: null }], null],
    ['no day received', [{ ...open, receivedOn: '' }], null],
    ['open with no last day', [{ ...open, dueBy: null }], null],
    ['open with an answer', [{ ...open, answer: 'Done.' }], null],
    ['open with a day answered', [{ ...open, answeredOn: '26 November 2026' }], null],
    ['answered with a last day still', [{ ...answered, dueBy: '24 December 2026' }], null],
    ['answered, the day a number', [{ ...answered, answeredOn: 26 }], null],
    ['an answer that is not text', [{ ...answered, answer: null }], null],
    ['an answer longer than the rules allow', [{ ...answered, answer: 'x'.repeat(GRIEVANCE_LIMITS.answer + 1) }], null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptGrievances(through(kept))).toEqual(expected);
  });

  it('keeps the list while it fits the memory, and nothing (not the older list) once it would not', () => {
    const answeredAtLength = (index: number): MyGrievance => ({
      ...answered,
      id: `g${index}`,
      subject: 'x'.repeat(GRIEVANCE_LIMITS.subject),
      answer: '"'.repeat(GRIEVANCE_LIMITS.answer),
    });
    const few = [answered, open];
    expect(keptGrievances(few)).toBe(few);
    const longest = Array.from({ length: MY_GRIEVANCES_LIMIT }, (_, index) => answeredAtLength(index));
    expect(JSON.stringify(longest).length).toBeGreaterThan(KEPT_GRIEVANCES_MAX_CHARS);
    expect(keptGrievances(longest)).toBeNull();
    expect(KEPT_GRIEVANCES_MAX_CHARS).toBeLessThan(100_000);
  });
});

describe('readKeptNominee', () => {
  const nominee = {
    name: 'Meera Rao',
    relationship: 'Sister',
    email: 'meera@example.in',
    phone: '',
    updatedAt: 1_763_960_400_000,
  };
  it.each<[string, unknown, unknown]>([
    ['named', { nominee }, { nominee }],
    ['none named', { nominee: null }, { nominee: null }],
    [
      'changed at a time not read',
      { nominee: { ...nominee, updatedAt: null } },
      { nominee: { ...nominee, updatedAt: null } },
    ],
    ['a field this release does not read is left behind', { nominee: { ...nominee, uid: 'u1' } }, { nominee }],
    ['the nominee alone, not wrapped', nominee, null],
    ['nothing said', {}, null],
    ['a list', { nominee: [nominee] }, null],
    ['a name that is a number', { nominee: { ...nominee, name: 7 } }, null],
    ['no relationship', { nominee: { ...nominee, relationship: undefined } }, null],
    ['an email that is null', { nominee: { ...nominee, email: null } }, null],
    ['no phone', { nominee: { ...nominee, phone: undefined } }, null],
    [
      'a name longer than the rules allow',
      { nominee: { ...nominee, name: 'x'.repeat(NOMINEE_LIMITS.name + 1) } },
      null,
    ],
    [
      'a phone longer than the rules allow',
      { nominee: { ...nominee, phone: '1'.repeat(NOMINEE_LIMITS.phone + 1) } },
      null,
    ],
    ['a time that is text', { nominee: { ...nominee, updatedAt: '2026-11-24' } }, null],
    ['no time', { nominee: { ...nominee, updatedAt: undefined } }, null],
    ['null', null, null],
  ])('%s', (_, kept, expected) => {
    expect(readKeptNominee(through(kept))).toEqual(expected);
  });
});
