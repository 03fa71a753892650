import { describe, expect, it } from 'vitest';
import { complaintData, type ComplaintFacts } from '@meridian/shared/complaints';
import { handlePublishMonth, type MonthToPublish, type PublishDeps } from './handler';

const HOUR_AGO = Math.floor(Date.now() / 1000 - 3600) * 1000;
/** A stored time, as the Admin SDK reads one back. */
const at = (ms: number) => ({ toMillis: () => ms });
const TOKEN = `Bearer ${'a'.repeat(40)}.${'b'.repeat(40)}.${'c'.repeat(40)}`;
const REGISTERED_ON = '2024-05-10';
/** 8 December 2026, 11:30 IST: November has ended, December has not. */
const NOW = Date.parse('2026-12-08T06:00:00Z');

const complaint = (ticket: string, received: string, resolved: string | null): ComplaintFacts => ({
  ticket,
  receivedAt: Date.parse(received),
  resolvedAt: resolved === null ? null : Date.parse(resolved),
  source: 'direct',
  impersonation: false,
});

/** Two complaints in November 2026 (one resolved), one in October, one in December (not counted). */
const STORED = [
  complaint('MWA-2026-000001', '2026-10-20T05:00:00Z', '2026-10-25T05:00:00Z'),
  complaint('MWA-2026-000002', '2026-11-02T05:00:00Z', '2026-11-09T05:00:00Z'),
  complaint('MWA-2026-000003', '2026-11-28T05:00:00Z', null),
  complaint('MWA-2026-000004', '2026-12-02T05:00:00Z', null),
];

const manager = { email: 'staff@example.in', role: 'admin' };

function deps(
  profile: Record<string, unknown> | null = manager,
  options: { claims?: Record<string, unknown>; complaints?: ComplaintFacts[]; published?: boolean } = {},
): PublishDeps & { stored: MonthToPublish[]; readBefore: number[] } {
  const state = {
    stored: [] as MonthToPublish[],
    readBefore: [] as number[],
    now: () => NOW,
    registeredOn: REGISTERED_ON,
    verifyIdToken: async (token: string) => {
      if (!token.startsWith('aaaa')) throw new Error('bad token');
      return {
        uid: 'u1',
        email: 'staff@example.in',
        email_verified: true,
        auth_time: HOUR_AGO / 1000,
        ...options.claims,
      };
    },
    profileOf: async () => profile,
    complaintsBefore: async (end: number) => {
      state.readBefore.push(end);
      return (options.complaints ?? STORED).filter((stored) => stored.receivedAt < end);
    },
    publish: async (month: MonthToPublish) => {
      if (options.published) return false;
      state.stored.push(month);
      return true;
    },
  };
  return state;
}

/** A request body: the month and the Grand Total its preview showed (November's by default). */
const ask = (month: string, previewed: Record<string, unknown> = { received: 2, resolved: 1, pending: 1 }) =>
  JSON.stringify({ month, previewed });
const publish = (state: PublishDeps, body = ask('2026-11')) => handlePublishMonth('POST', TOKEN, body, state);

describe('handlePublishMonth', () => {
  it('publishes an ended month with the tables counted from the stored complaints, as the preview counts them', async () => {
    const state = deps();
    const response = await publish(state);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ month: '2026-11', received: 2, resolved: 1, pending: 1 });
    // Everything received before 1 December 00:00 IST, which the carried-forward figures need.
    expect(state.readBefore).toEqual([Date.parse('2026-11-30T18:30:00Z')]);
    const expected = complaintData(STORED.slice(0, 3), { year: 2026, month: 11 }, REGISTERED_ON).snapshot;
    expect(state.stored).toEqual([
      {
        id: '2026-11',
        snapshot: expected,
        actor: { uid: 'u1', email: 'staff@example.in' },
        after: { received: 2, resolved: 1, pending: 1 },
      },
    ]);
  });

  it('publishes a month without complaints as zeros', async () => {
    const state = deps(manager, { complaints: [] });
    expect((await publish(state, ask('2025-01', { received: 0, resolved: 0, pending: 0 }))).body).toEqual({
      month: '2025-01',
      received: 0,
      resolved: 0,
      pending: 0,
    });
  });

  it.each([
    ['no token', undefined, manager, {}, 401],
    ['not a bearer token', 'Basic abc', manager, {}, 401],
    ['a token the server refuses', `Bearer ${'z'.repeat(60)}`, manager, {}, 401],
    ['an unverified email', TOKEN, manager, { email_verified: false }, 403],
    ['no profile', TOKEN, null, {}, 403],
    ['a profile of another email', TOKEN, { ...manager, email: 'old@example.in' }, {}, 403],
    ['a disabled account', TOKEN, { ...manager, status: 'disabled' }, {}, 401],
    [
      'a session signed in before “sign out of all devices”',
      TOKEN,
      { ...manager, sessionsValidAfter: at(HOUR_AGO + 60_000) },
      {},
      401,
    ],
    ['an editor (no manage_complaints)', TOKEN, { ...manager, role: 'editor' }, {}, 403],
    ['a user', TOKEN, { ...manager, role: 'user' }, {}, 403],
  ] as const)('refuses %s, reading and storing nothing', async (_what, authorization, profile, claims, status) => {
    const state = deps(profile, { claims });
    const response = await handlePublishMonth('POST', authorization, ask('2026-11'), state);
    expect(response.status).toBe(status);
    expect(response.body).toHaveProperty('message');
    expect(state.readBefore).toEqual([]);
    expect(state.stored).toEqual([]);
  });

  const UNASKED = 'Say which month to publish, written YYYY-MM, with the totals of its preview.';
  it.each([
    ['no body', '', 400, UNASKED],
    ['a body that is not JSON', 'month=2026-11', 400, UNASKED],
    ['a list', '["2026-11"]', 400, UNASKED],
    ['a month 13', ask('2026-13'), 400, UNASKED],
    ['no preview totals', '{"month":"2026-11"}', 400, UNASKED],
    ['preview totals that are not counts', ask('2026-11', { received: '2', resolved: 1, pending: 1 }), 400, UNASKED],
    ['preview totals with another field', ask('2026-11', { received: 2, resolved: 1, pending: 1, x: 0 }), 400, UNASKED],
    ['another field', '{"month":"2026-11","previewed":{},"snapshot":{}}', 400, UNASKED],
    [
      'this month, not ended (in IST)',
      ask('2026-12'),
      400,
      'December 2026 has not ended yet: a month is published after it ends.',
    ],
    [
      'a month before the registration',
      ask('2024-04'),
      400,
      'April 2024 is before the firm’s registration on 10 May 2024: there is nothing to publish.',
    ],
    [
      'figures that changed since the preview',
      ask('2026-11', { received: 1, resolved: 1, pending: 0 }),
      409,
      'November 2026’s figures have changed since your preview (a complaint was recorded or resolved meanwhile): preview it again, then publish.',
    ],
  ])('refuses %s in words, storing nothing', async (_what, body, status, message) => {
    const state = deps();
    const response = await publish(state, body);
    expect(response).toMatchObject({ status, body: { message } });
    expect(state.stored).toEqual([]);
  });

  it('refuses a month with a complaint that can’t be counted, naming it, and stores nothing', async () => {
    // Its resolution's time unreadable (the query finds it by the day it was received).
    const unreadable = { ...complaint('MWA-2026-000009', '2026-11-03T05:00:00Z', null), resolvedAt: Number.NaN };
    const state = deps(manager, { complaints: [...STORED, unreadable] });
    const response = await publish(state);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: 'One complaint can’t be counted, so November 2026 can’t be published until it is corrected.',
      issues: [expect.objectContaining({ ticket: 'MWA-2026-000009' })],
    });
    expect(state.stored).toEqual([]);
  });

  it('refuses a month already published: published figures never change', async () => {
    const response = await publish(deps(manager, { published: true }));
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'November 2026 is already published, and published figures never change.' },
    });
  });

  it('refuses while a real project still has the placeholder registration date, counting nothing', async () => {
    const state = { ...deps(), registeredOn: null };
    const response = await publish(state);
    expect(response).toMatchObject({ status: 503, body: { message: expect.stringContaining('registration date') } });
    expect(state.readBefore).toEqual([]);
  });

  it('refuses another method', async () => {
    const response = await handlePublishMonth('GET', TOKEN, '', deps());
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });
});
