import { describe, expect, it } from 'vitest';
import {
  complaintAge,
  emptyRecordDraft,
  filterSearch,
  parseFilter,
  statusesOf,
  validateRecord,
  validateStatusChange,
  type ComplaintFilter,
  type RecordDraft,
  type RecordErrors,
  type StatusDraft,
  type StatusErrors,
} from './complaint-desk';

const at = (iso: string): number => Date.parse(iso);

describe('parseFilter', () => {
  it.each<[string, ComplaintFilter, string[]]>([
    ['', { status: 'open', category: 'all', source: 'all' }, []],
    ['?status=resolved', { status: 'resolved', category: 'all', source: 'all' }, []],
    [
      '?status=in-progress&category=fees&source=scores',
      { status: 'in-progress', category: 'fees', source: 'scores' },
      [],
    ],
    ['?status=all&source=other', { status: 'all', category: 'all', source: 'other' }, []],
    [
      '?status=closed&category=tax&source=mail',
      { status: 'open', category: 'all', source: 'all' },
      [
        '“closed” is not a complaint status, so the open complaints are shown.',
        '“tax” is not a complaint category, so every category is shown.',
        '“mail” is not a complaint source, so every source is shown.',
      ],
    ],
  ])('%s', (search, filter, notices) => {
    expect(parseFilter(search)).toEqual({ filter, notices });
  });

  it.each<ComplaintFilter>([
    { status: 'open', category: 'all', source: 'all' },
    { status: 'resolved', category: 'impersonation', source: 'direct' },
    { status: 'all', category: 'all', source: 'scores' },
  ])('reads back what filterSearch writes: %j', (filter) => {
    expect(parseFilter(filterSearch(filter)).filter).toEqual(filter);
  });
});

describe('filterSearch', () => {
  it.each<[ComplaintFilter, string]>([
    [{ status: 'open', category: 'all', source: 'all' }, ''],
    [{ status: 'open', category: 'fees', source: 'all' }, '?category=fees'],
    [{ status: 'resolved', category: 'all', source: 'scores' }, '?status=resolved&source=scores'],
  ])('%j is %s', (filter, expected) => {
    expect(filterSearch(filter)).toBe(expected);
  });
});

describe('statusesOf', () => {
  it.each<[Parameters<typeof statusesOf>[0], ReturnType<typeof statusesOf>]>([
    ['open', ['received', 'in-progress']],
    ['received', ['received']],
    ['resolved', ['resolved']],
    ['all', null],
  ])('%s', (status, expected) => {
    expect(statusesOf(status)).toEqual(expected);
  });
});

describe('complaintAge', () => {
  // Received 1 November 2026, 15:30 IST: due by 22 November 2026.
  const received = at('2026-11-01T10:00:00Z');
  it.each<[string, number | null, string, { days: number; overdue: boolean; text: string }]>([
    [
      'received today',
      null,
      '2026-11-01T17:00:00Z',
      { days: 0, overdue: false, text: 'Received today, 21 days left: answer by 22 November 2026' },
    ],
    [
      'after 5 days',
      null,
      '2026-11-06T10:00:00Z',
      { days: 5, overdue: false, text: '5 days open, 16 days left: answer by 22 November 2026' },
    ],
    [
      'one day left',
      null,
      '2026-11-21T10:00:00Z',
      { days: 20, overdue: false, text: '20 days open, 1 day left: answer by 22 November 2026' },
    ],
    [
      'the last day',
      null,
      '2026-11-22T18:00:00Z',
      { days: 21, overdue: false, text: '21 days open: answer due today' },
    ],
    // 22 November 18:30 UTC is 23 November 00:00 IST.
    [
      'the day after, in IST',
      null,
      '2026-11-22T18:30:00Z',
      { days: 22, overdue: true, text: 'Overdue: 22 days open, answer was due by 22 November 2026' },
    ],
    [
      'resolved in time',
      at('2026-11-05T10:00:00Z'),
      '2026-12-20T10:00:00Z',
      { days: 4, overdue: false, text: 'Resolved in 4 days' },
    ],
    [
      'resolved the same day',
      at('2026-11-01T12:00:00Z'),
      '2026-12-20T10:00:00Z',
      { days: 0, overdue: false, text: 'Resolved in 0 days' },
    ],
    [
      'resolved late',
      at('2026-11-30T10:00:00Z'),
      '2026-12-20T10:00:00Z',
      { days: 29, overdue: false, text: 'Resolved in 29 days, after the 21-day limit' },
    ],
  ])('%s', (_, resolvedAt, now, expected) => {
    expect(complaintAge(received, resolvedAt, at(now))).toEqual(expected);
  });
});

describe('validateRecord', () => {
  const now = at('2026-11-24T06:00:00Z');
  const good: RecordDraft = {
    source: 'scores',
    reference: 'SEBIE/MH26/0001234/1',
    receivedOn: '2026-11-20',
    name: 'Asha Rao',
    email: '',
    phone: '',
    client: 'yes',
    category: 'fees',
    description: 'I was charged twice.',
  };

  it('gives the complaint to store: the day it was received at 00:00 IST, trimmed', () => {
    expect(
      validateRecord({ ...good, name: '  Asha Rao ', email: ' asha@example.com ', phone: ' +91  98765 43210 ' }, now),
    ).toEqual({
      ok: true,
      complaint: {
        source: 'scores',
        reference: 'SEBIE/MH26/0001234/1',
        receivedAt: at('2026-11-19T18:30:00Z'),
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        isClient: true,
        category: 'fees',
        impersonation: false,
        description: 'I was charged twice.',
      },
    });
  });

  it('marks an impersonation complaint', () => {
    const result = validateRecord({ ...good, category: 'impersonation', client: 'no' }, now);
    expect(result.ok && result.complaint.impersonation).toBe(true);
    expect(result.ok && result.complaint.isClient).toBe(false);
  });

  it('starts with today’s date (IST) and SCORES', () => {
    expect(emptyRecordDraft(at('2026-11-24T19:00:00Z'))).toMatchObject({ source: 'scores', receivedOn: '2026-11-25' });
  });

  it.each<[string, Partial<RecordDraft>, RecordErrors]>([
    [
      'everything empty',
      { ...emptyRecordDraft(now), receivedOn: '' },
      {
        reference: 'Enter the SCORES registration number.',
        receivedOn: 'Enter the date it reached us, like 2026-11-03.',
        name: 'Enter the complainant’s name.',
        client: 'Say whether the complainant is our client.',
        category: 'Choose what the complaint is about.',
        description: 'Enter what the complaint says.',
      },
    ],
    ['a direct complaint needs no reference', { source: 'direct', reference: '' }, {}],
    [
      'a date that does not exist',
      { receivedOn: '2026-02-30' },
      { receivedOn: 'Enter the date it reached us, like 2026-11-03.' },
    ],
    ['tomorrow', { receivedOn: '2026-11-25' }, { receivedOn: 'The date it reached us can’t be after today.' }],
    ['today', { receivedOn: '2026-11-24' }, {}],
    ['a year back to the day', { receivedOn: '2025-11-24' }, {}],
    [
      'more than a year back',
      { receivedOn: '2025-11-23' },
      { receivedOn: 'Only complaints received within the last year (from 24 November 2025) can be recorded here.' },
    ],
    [
      'a bad email',
      { email: 'asha@' },
      { email: 'Enter a valid email address, like name@example.com, or leave it blank.' },
    ],
    [
      'a bad phone',
      { phone: 'call me' },
      { phone: 'Enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.' },
    ],
    [
      'a name over two lines',
      { name: 'Asha\nRao' },
      { name: 'Remove the tabs or line breaks from the complainant’s name.' },
    ],
    ['a name too long', { name: 'A'.repeat(101) }, { name: 'Keep the complainant’s name to 100 characters or fewer.' }],
    [
      'a reference too long',
      { source: 'other', reference: 'R'.repeat(101) },
      { reference: 'Keep the reference to 100 characters or fewer.' },
    ],
    [
      'a description too long',
      { description: 'x'.repeat(5001) },
      { description: 'Keep the description to 5,000 characters or fewer.' },
    ],
    ['a description of 5,000 characters', { description: 'x'.repeat(5000) }, {}],
  ])('%s', (_, change, errors) => {
    const result = validateRecord({ ...good, ...change }, now);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});

describe('validateStatusChange', () => {
  const draft = (change: Partial<StatusDraft>): StatusDraft => ({ status: '', resolution: '', note: '', ...change });

  it.each<[string, Parameters<typeof validateStatusChange>[0], Partial<StatusDraft>, StatusErrors]>([
    ['no status chosen', 'received', {}, { status: 'Choose the complaint’s new status.' }],
    ['received → in progress', 'received', { status: 'in-progress' }, {}],
    ['received → resolved, with a resolution', 'received', { status: 'resolved', resolution: 'Refunded.' }, {}],
    [
      'resolving without a resolution',
      'in-progress',
      { status: 'resolved', resolution: '   ' },
      { resolution: 'Write the resolution as you told it to the complainant.' },
    ],
    [
      'a resolution too long',
      'in-progress',
      { status: 'resolved', resolution: 'x'.repeat(2001) },
      { resolution: 'Keep the resolution to 2,000 characters or fewer.' },
    ],
    ['back to received', 'in-progress', { status: 'received' }, { status: 'Choose the complaint’s new status.' }],
    ['staying where it is', 'in-progress', { status: 'in-progress' }, { status: 'Choose the complaint’s new status.' }],
    [
      'after resolved',
      'resolved',
      { status: 'resolved', resolution: 'Again.' },
      { status: 'A resolved complaint can’t change any more.' },
    ],
    [
      'a note too long',
      'received',
      { status: 'in-progress', note: 'n'.repeat(501) },
      { note: 'Keep the note to 500 characters or fewer.' },
    ],
  ])('%s', (_, current, change, errors) => {
    const result = validateStatusChange(current, draft(change));
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it('gives the change: the resolution only when resolving, trimmed', () => {
    expect(
      validateStatusChange('received', draft({ status: 'resolved', resolution: ' Refunded. ', note: ' ok ' })),
    ).toEqual({
      ok: true,
      status: 'resolved',
      resolution: 'Refunded.',
      note: 'ok',
    });
    expect(validateStatusChange('received', draft({ status: 'in-progress', resolution: 'Typed early.' }))).toEqual({
      ok: true,
      status: 'in-progress',
      resolution: '',
      note: '',
    });
  });
});
