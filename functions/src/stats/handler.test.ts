import { describe, expect, it } from 'vitest';
import { lastWeeks } from '@meridian/shared/analytics';
import { handleStats, type StatsDeps, type UsersWindow } from './handler';

const HOUR_AGO = Math.floor(Date.now() / 1000 - 3600) * 1000;
/** Monday 23 November 2026, 17:00 IST. */
const NOW = new Date('2026-11-23T11:30:00Z');
/** A stored time, as the Admin SDK reads one back. */
const at = (ms: number) => ({ toMillis: () => ms });

const TOKEN = `Bearer ${'a'.repeat(40)}.${'b'.repeat(40)}.${'c'.repeat(40)}`;

function deps(
  profile: Record<string, unknown> | null,
  claims: Partial<{ email: string; email_verified: boolean }> = {},
): StatsDeps & { counted: number; windows: (UsersWindow | undefined)[] } {
  const state = {
    counted: 0,
    windows: [] as (UsersWindow | undefined)[],
    verifyIdToken: async (token: string) => {
      if (!token.startsWith('aaaa')) throw new Error('bad token');
      // A session that signed in an hour ago.
      return { uid: 'u1', email: 'staff@example.in', email_verified: true, auth_time: HOUR_AGO / 1000, ...claims };
    },
    profileOf: async () => profile,
    // 1,200 users; 300 active and 40 new in the last 30 days; 1,001 in the oldest of the 12 weeks, 5 in each other.
    countUsers: async (window?: UsersWindow) => {
      state.counted += 1;
      state.windows.push(window);
      if (!window) return 1200;
      if (window.field === 'lastLoginAt') return 300;
      if (!window.end) return 40;
      return window.start.getTime() === lastWeeks(NOW)[0]?.start.getTime() ? 1001 : 5;
    },
    countCalculations: async () => {
      state.counted += 1;
      return 2345;
    },
    now: () => NOW,
  };
  return state;
}

const admin = { email: 'staff@example.in', role: 'admin' };

describe('handleStats', () => {
  it('counts every figure of the Analytics tab for staff with view_analytics, with the reads they are billed', async () => {
    const state = deps(admin);
    const response = await handleStats('GET', TOKEN, state);
    expect(response.status).toBe(200);
    const weeks = lastWeeks(NOW);
    expect(response.body).toEqual({
      totalUsers: 1200,
      activeUsers: 300,
      recentSignups: 40,
      totalCalculations: 2345,
      weekly: weeks.map((week, index) => ({ label: week.label, count: index === 0 ? 1001 : 5 })),
      // 1,200 users: 2; 300 and 40: 1 each; 2,345 calculations: 3; the weeks: 2 + 11 × 1.
      reads: 20,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Sixteen counts: the users' fifteen in these windows, and the calculations.
    expect(state.counted).toBe(16);
    const monthAgo = new Date('2026-10-24T11:30:00Z');
    expect(state.windows).toEqual([
      undefined,
      { field: 'lastLoginAt', start: monthAgo },
      { field: 'createdAt', start: monthAgo },
      ...weeks.map((week) => ({ field: 'createdAt', start: week.start, end: week.end })),
    ]);
    expect(weeks.at(-1)?.end).toEqual(NOW);
  });

  it.each([
    ['no token', undefined, admin, {}, 401],
    ['not a bearer token', 'Basic abc', admin, {}, 401],
    ['a token the server refuses', `Bearer ${'z'.repeat(60)}`, admin, {}, 401],
    ['an unverified email', TOKEN, admin, { email_verified: false }, 403],
    ['no profile', TOKEN, null, {}, 403],
    ['a profile of another email (the sign-in moved)', TOKEN, { ...admin, email: 'old@example.in' }, {}, 403],
    ['a disabled account', TOKEN, { ...admin, status: 'disabled' }, {}, 401],
    [
      'a session signed in before “sign out of all devices”',
      TOKEN,
      { ...admin, sessionsValidAfter: at(HOUR_AGO + 60_000) },
      {},
      401,
    ],
    ['a role without view_analytics', TOKEN, { ...admin, role: 'reviewer' }, {}, 403],
    ['a user', TOKEN, { ...admin, role: 'user' }, {}, 403],
    ['an unknown role (read as user)', TOKEN, { ...admin, role: 'owner' }, {}, 403],
  ] as const)('refuses %s, counting nothing', async (_what, authorization, profile, claims, status) => {
    const state = deps(profile, claims);
    const response = await handleStats('GET', authorization, state);
    expect(response.status).toBe(status);
    expect(state.counted).toBe(0);
  });

  it('counts for a session that signed in after the last “sign out of all devices” (or in its second)', async () => {
    for (const ended of [HOUR_AGO - 60_000, HOUR_AGO + 999]) {
      expect((await handleStats('GET', TOKEN, deps({ ...admin, sessionsValidAfter: at(ended) }))).status).toBe(200);
    }
  });

  it('answers the email in any case', async () => {
    expect((await handleStats('GET', TOKEN, deps({ ...admin, email: 'Staff@Example.in' }))).status).toBe(200);
  });

  it('refuses another method', async () => {
    const response = await handleStats('POST', TOKEN, deps(admin));
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET');
  });
});
