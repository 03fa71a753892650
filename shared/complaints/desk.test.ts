import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_CATEGORIES,
  CATEGORY_LABELS,
  daysOpen,
  dueDate,
  formatTicket,
  isComplaintCategory,
  complaintFactsOf,
  complaintRowOf,
  readComplaint,
  isComplaintStatus,
  isLaterMonth,
  isOverdue,
  istDate,
  istDayStart,
  istYear,
  longDate,
  monthId,
  nextStatuses,
  overdueBefore,
  parseMonthId,
  parseTicket,
} from './index';

const at = (iso: string) => Date.parse(iso);

describe('ticket numbers', () => {
  it.each([
    [2026, 1, 'MWA-2026-000001'],
    [2026, 123, 'MWA-2026-000123'],
    [2027, 999_999, 'MWA-2027-999999'],
  ])('year %i, serial %i → %s', (year, serial, ticket) => {
    expect(formatTicket(year, serial)).toBe(ticket);
    expect(parseTicket(ticket)).toEqual({ ticket, year, serial });
  });

  it.each([
    [2026, 0],
    [2026, 1_000_000],
    [2026, 1.5],
    [26, 1],
    [20260, 1],
  ])('refuses year %i with serial %i', (year, serial) => {
    expect(() => formatTicket(year, serial)).toThrow(RangeError);
  });

  it.each([
    [' mwa-2026-000123 ', 'MWA-2026-000123'],
    ['MWA-2026-000123', 'MWA-2026-000123'],
  ])('reads %j as %s', (typed, ticket) => {
    expect(parseTicket(typed)?.ticket).toBe(ticket);
  });

  it.each([
    '',
    'MWA-2026-123',
    'MWA-26-000123',
    'XYZ-2026-000123',
    'MWA-2026-000000',
    'MWA-2026-0001234',
    'MWA 2026 000123',
  ])('reads %j as no ticket', (typed) => {
    expect(parseTicket(typed)).toBeNull();
  });
});

describe('India’s calendar', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '2026-03-31', 2026],
    ['2026-03-31T18:30:00Z', '2026-04-01', 2026],
    ['2026-12-31T18:29:59Z', '2026-12-31', 2026],
    ['2026-12-31T18:30:00Z', '2027-01-01', 2027],
  ])('%s is %s in IST, ticket year %i', (iso, date, year) => {
    expect(istDate(at(iso))).toBe(date);
    expect(istYear(at(iso))).toBe(year);
  });

  it.each([
    ['2026-04-01', '2026-03-31T18:30:00.000Z'],
    ['2024-02-29', '2024-02-28T18:30:00.000Z'],
  ])('%s starts at %s', (date, iso) => {
    expect(new Date(istDayStart(date) ?? 0).toISOString()).toBe(iso);
  });

  it.each(['2026-02-29', '2026-13-01', '26-04-01', '', '2026-4-1'])('%j is not a date', (date) => {
    expect(istDayStart(date)).toBeNull();
  });
});

describe('the 21 days', () => {
  it.each([
    ['received in the morning', '2026-11-01T04:00:00Z', '2026-11-22'],
    ['received late at night IST (still 1 November)', '2026-11-01T18:00:00Z', '2026-11-22'],
    ['received just after midnight IST (2 November)', '2026-11-01T18:30:00Z', '2026-11-23'],
    ['across a month end', '2026-02-20T06:00:00Z', '2026-03-13'],
    ['across a year end', '2026-12-20T06:00:00Z', '2027-01-10'],
  ])('%s: answer by %s', (_what, received, due) => {
    expect(dueDate(at(received))).toBe(due);
  });

  const received = at('2026-11-01T10:00:00Z'); // 1 November, 15:30 IST
  it.each([
    ['the same day', '2026-11-01T17:00:00Z', 0, false],
    ['the due day, 21 days on', '2026-11-22T18:00:00Z', 21, false],
    ['the day after the due day', '2026-11-22T18:30:00Z', 22, true],
    ['a month on', '2026-12-01T10:00:00Z', 30, true],
  ])('unresolved, %s: %i days open, overdue %s', (_what, now, days, overdue) => {
    expect(daysOpen(received, null, at(now))).toBe(days);
    expect(isOverdue(received, null, at(now))).toBe(overdue);
  });

  it('a resolved complaint counts the days it took, and is never overdue', () => {
    const resolved = at('2026-11-30T06:00:00Z');
    expect(daysOpen(received, resolved, at('2027-02-01T00:00:00Z'))).toBe(29);
    expect(isOverdue(received, resolved, at('2027-02-01T00:00:00Z'))).toBe(false);
  });

  it('overdueBefore is the start of the day whose complaints became overdue today', () => {
    const now = at('2026-11-23T05:00:00Z'); // 23 November IST
    expect(new Date(overdueBefore(now)).toISOString()).toBe('2026-11-01T18:30:00.000Z'); // 00:00 IST, 2 November
    expect(isOverdue(at('2026-11-01T18:29:59Z'), null, now)).toBe(true);
    expect(isOverdue(at('2026-11-01T18:30:00Z'), null, now)).toBe(false);
  });
});

describe('statuses and categories', () => {
  it.each([
    ['received', ['in-progress', 'resolved']],
    ['in-progress', ['resolved']],
    ['resolved', []],
  ] as const)('from %s a complaint may move to %j', (status, next) => {
    expect(nextStatuses(status)).toEqual(next);
  });

  it('names every category, and knows what is one', () => {
    expect(COMPLAINT_CATEGORIES.every((category) => CATEGORY_LABELS[category].length > 0)).toBe(true);
    expect(COMPLAINT_CATEGORIES).toContain('impersonation');
    expect(isComplaintCategory('fees')).toBe(true);
    expect(isComplaintCategory('Fees')).toBe(false);
    expect(isComplaintStatus('resolved')).toBe(true);
    expect(isComplaintStatus('closed')).toBe(false);
  });
});

describe('months and dates', () => {
  it.each([
    [{ year: 2026, month: 4 }, '2026-04'],
    [{ year: 2027, month: 12 }, '2027-12'],
  ])('%j is %s', (month, id) => {
    expect(monthId(month)).toBe(id);
    expect(parseMonthId(id)).toEqual(month);
  });

  it.each(['2026-13', '2026-00', '2026-4', 'latest'])('%j is no month', (id) => {
    expect(parseMonthId(id)).toBeNull();
  });

  it.each([
    ['2026-11-22', '22 November 2026'],
    ['2027-01-01', '1 January 2027'],
    ['not a date', 'not a date'],
  ])('%s is written %s', (date, written) => {
    expect(longDate(date)).toBe(written);
  });
});

describe('isLaterMonth', () => {
  it.each<[string, string | null, boolean]>([
    ['2026-11', null, true],
    ['2026-11', '2026-10', true],
    ['2026-11', '2026-11', false],
    ['2025-12', '2026-01', false],
  ])('%s after %s: %s', (id, than, expected) => {
    expect(isLaterMonth(id, than)).toBe(expected);
  });
});

describe('readComplaint: complaints/{ticket} read once, each field checked against its kind', () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  const whole = {
    ticket: 'MWA-2026-000001',
    status: 'resolved',
    category: 'fees',
    source: 'scores',
    receivedAt: at(10),
    resolvedAt: at(20),
    impersonation: true,
    isClient: true,
    name: 'Asha',
    email: 'asha@example.in',
    phone: '',
    description: 'Billed twice',
    reference: 'SCORES-1',
    resolution: 'Refunded',
    uid: 'u1',
    language: 'hi',
  };
  it.each<[string, unknown, Partial<ReturnType<typeof readComplaint>>]>([
    [
      'a whole complaint',
      whole,
      {
        namedTicket: 'MWA-2026-000001',
        status: 'resolved',
        category: 'fees',
        source: 'scores',
        receivedAt: 10,
        resolvedAt: 20,
        uid: 'u1',
        resolution: 'Refunded',
        language: 'hi',
      },
    ],
    ['one lodged before forms recorded their language', { ...whole, language: undefined }, { language: null }],
    ['a language the site does not offer', { ...whole, language: 'xx' }, { language: null }],
    ['an open one', { ...whole, resolvedAt: null }, { resolvedAt: null }],
    ['a resolved time that is not a time', { ...whole, resolvedAt: 'today' }, { resolvedAt: 'unreadable' }],
    [
      'fields of the wrong kind',
      { ...whole, status: 'lost', category: 7, source: 'fax', receivedAt: 'yesterday', name: 42, uid: '' },
      { status: null, category: null, source: null, storedSource: 'fax', receivedAt: null, name: '', uid: null },
    ],
    [
      'not a document at all',
      'nothing',
      { namedTicket: null, status: null, receivedAt: null, resolvedAt: null, impersonation: false },
    ],
  ])('%s', (_, data, read) => {
    expect(readComplaint('MWA-2026-000001', data)).toMatchObject({ ticket: 'MWA-2026-000001', ...read });
  });

  it('lists it for staff with a default for what is unreadable, never hiding it', () => {
    expect(
      complaintRowOf('MWA-2026-000001', { status: 'lost', source: 'fax', category: 7, resolvedAt: 'today' }),
    ).toMatchObject({
      status: 'received',
      source: 'other',
      category: 'other',
      receivedAt: null,
      resolvedAt: null,
      signedIn: false,
    });
    expect(complaintRowOf('MWA-2026-000001', whole)).toMatchObject({
      status: 'resolved',
      signedIn: true,
      resolvedAt: 20,
      language: 'hi',
    });
    expect(complaintRowOf('MWA-2026-000001', { ...whole, language: 'xx' })).not.toHaveProperty('language');
  });
});

describe('complaintFactsOf', () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  it.each<[string, Record<string, unknown>, object]>([
    [
      'a resolved complaint',
      { receivedAt: at(10), resolvedAt: at(20), source: 'scores', impersonation: true },
      { receivedAt: 10, resolvedAt: 20, source: 'scores', impersonation: true },
    ],
    [
      'an open one',
      { receivedAt: at(10), resolvedAt: null, source: 'direct' },
      { receivedAt: 10, resolvedAt: null, source: 'direct', impersonation: false },
    ],
    [
      'unreadable times stay unreadable, to be listed as issues',
      { receivedAt: 'yesterday', resolvedAt: 'today', source: 'fax' },
      { receivedAt: Number.NaN, resolvedAt: Number.NaN, source: 'fax', impersonation: false },
    ],
  ])('%s', (_, data, facts) => {
    expect(complaintFactsOf('MWA-2026-000001', data)).toEqual({ ticket: 'MWA-2026-000001', ...facts });
  });
});
