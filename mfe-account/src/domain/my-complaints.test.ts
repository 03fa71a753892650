import { describe, expect, it } from 'vitest';
import { myComplaints, readMyComplaint } from './my-complaints';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const stored = (change: Record<string, unknown> = {}) => ({
  ticket: 'MWA-2026-000123',
  source: 'direct',
  status: 'received',
  category: 'fees',
  receivedAt: at('2026-11-24T05:00:00Z'),
  resolvedAt: null,
  resolution: '',
  uid: 'u1',
  ...change,
});

describe('readMyComplaint', () => {
  it('puts an open complaint into words, with the last day of the answer', () => {
    expect(readMyComplaint('MWA-2026-000123', stored())).toEqual({
      ticket: 'MWA-2026-000123',
      status: 'received',
      statusLabel: 'Received',
      category: 'Fees and billing',
      receivedAt: Date.parse('2026-11-24T05:00:00Z'),
      receivedOn: '24 November 2026',
      dueBy: '15 December 2026',
      resolvedOn: null,
      resolution: '',
    });
  });

  it('gives a resolved one its day and the answer, and no due date', () => {
    const complaint = readMyComplaint(
      'MWA-2026-000123',
      stored({ status: 'resolved', resolvedAt: at('2026-11-30T20:00:00Z'), resolution: 'Refunded the second fee.' }),
    );
    expect(complaint).toMatchObject({
      statusLabel: 'Resolved',
      dueBy: null,
      resolvedOn: '1 December 2026', // 01:30 IST
      resolution: 'Refunded the second fee.',
    });
  });

  it.each([
    ['the id is not a ticket', 'complaint-1', stored()],
    ['the id is not its ticket', 'MWA-2026-000124', stored()],
    ['an unknown status', 'MWA-2026-000123', stored({ status: 'closed' })],
    ['an unknown category', 'MWA-2026-000123', stored({ category: 'tax' })],
    ['no time received', 'MWA-2026-000123', stored({ receivedAt: '2026-11-24' })],
    ['resolved without a time', 'MWA-2026-000123', stored({ status: 'resolved' })],
    ['not a document', 'MWA-2026-000123', null],
  ])('skips one when %s', (_, id, data) => {
    expect(readMyComplaint(id, data)).toBeNull();
  });
});

describe('myComplaints', () => {
  it('lists the readable ones, newest first', () => {
    const list = myComplaints([
      { id: 'MWA-2026-000001', data: stored({ ticket: 'MWA-2026-000001', receivedAt: at('2026-10-01T05:00:00Z') }) },
      { id: 'MWA-2026-000009', data: stored({ ticket: 'MWA-2026-000009', status: 'bad' }) },
      { id: 'MWA-2026-000123', data: stored() },
      { id: 'MWA-2026-000002', data: stored({ ticket: 'MWA-2026-000002', receivedAt: at('2026-10-01T05:00:00Z') }) },
    ]);
    expect(list.map((item) => item.ticket)).toEqual(['MWA-2026-000123', 'MWA-2026-000002', 'MWA-2026-000001']);
  });
});
