import { describe, expect, it } from 'vitest';
import { myGrievances, readGrievanceAnswer } from './my-grievances';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const stored = (change: Record<string, unknown> = {}) => ({
  uid: 'u1',
  category: 'access',
  subject: 'My export',
  status: 'open',
  receivedAt: at('2026-11-24T10:00:00Z'),
  dueBy: '2026-12-24',
  answeredAt: null,
  answer: '',
  ...change,
});

describe('myGrievances', () => {
  it('lists the readable ones newest first: open with the due date, answered with the answer', () => {
    const rows = myGrievances([
      { id: 'a', data: stored() },
      {
        id: 'b',
        data: stored({
          status: 'answered',
          receivedAt: at('2026-11-25T10:00:00Z'),
          answeredAt: at('2026-11-30T19:00:00Z'),
          answer: 'Added.',
        }),
      },
      { id: 'c', data: stored({ status: 'lost' }) },
      { id: 'd', data: null },
    ]);
    expect(rows.map((row) => [row.id, row.statusLabel, row.dueBy, row.answeredOn, row.answer])).toEqual([
      ['b', 'Answered', null, '1 December 2026', 'Added.'],
      ['a', 'Open', '24 December 2026', null, ''],
    ]);
  });
});

describe('readGrievanceAnswer', () => {
  it.each([
    [
      'stored',
      202,
      { ok: true, grievance: { id: 'g', receivedOn: '2026-11-24', dueBy: '2026-12-24' } },
      { kind: 'sent', receivedOn: '24 November 2026', dueBy: '24 December 2026' },
    ],
    [
      'refused, with a field',
      400,
      { ok: false, reason: 'invalid', message: 'Fix it.', errors: { description: 'Please describe.' } },
      { kind: 'invalid', message: 'Fix it.', errors: { description: 'Please describe.' } },
    ],
    [
      'the sign-in not confirmed',
      401,
      { ok: false, reason: 'session', message: 'Please sign in again; what you typed is kept.' },
      { kind: 'failed', message: 'Please sign in again; what you typed is kept.' },
    ],
    ['unreadable', 500, 'nonsense', { kind: 'failed', message: 'unreachable' }],
    ['stored, but no dates to show', 202, { ok: true }, { kind: 'failed', message: 'unreachable' }],
  ])('%s', (_what, status, answer, outcome) => {
    expect(readGrievanceAnswer(status, answer, 'unreachable')).toEqual(outcome);
  });

  it.each([
    [
      'the seconds in the answer',
      { ok: false, reason: 'limited', message: 'Try again in a minute.', retryAfterSeconds: 100 },
      100,
      'in 2 minutes',
    ],
    ['limited, no seconds given: a minute', { ok: false, reason: 'limited', message: 'Too many.' }, 60, 'in 1 minute'],
    ['a 429 that says nothing more: a minute', {}, 60, 'in 1 minute'],
  ])('limited, in the public forms’ words: %s', (_what, answer, seconds, when) => {
    expect(readGrievanceAnswer(429, answer, 'unreachable')).toEqual({
      kind: 'limited',
      message: `We have received several messages from you in a short time. Please try again ${when}. Everything you typed is still here.`,
      retryAfterSeconds: seconds,
    });
  });
});
