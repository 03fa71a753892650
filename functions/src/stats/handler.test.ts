import { describe, expect, it } from 'vitest';
import { handleStats, readsOfCount, type StatsDeps } from './handler';

const HOUR_AGO = Math.floor(Date.now() / 1000 - 3600) * 1000;
/** A stored time, as the Admin SDK reads one back. */
const at = (ms: number) => ({ toMillis: () => ms });

const TOKEN = `Bearer ${'a'.repeat(40)}.${'b'.repeat(40)}.${'c'.repeat(40)}`;

function deps(
  profile: Record<string, unknown> | null,
  claims: Partial<{ email: string; email_verified: boolean }> = {},
): StatsDeps & { counted: number } {
  const state = {
    counted: 0,
    verifyIdToken: async (token: string) => {
      if (!token.startsWith('aaaa')) throw new Error('bad token');
      // A session that signed in an hour ago.
      return { uid: 'u1', email: 'staff@example.in', email_verified: true, auth_time: HOUR_AGO / 1000, ...claims };
    },
    profileOf: async () => profile,
    countCalculations: async () => {
      state.counted += 1;
      return 2345;
    },
  };
  return state;
}

const admin = { email: 'staff@example.in', role: 'admin' };

describe('handleStats', () => {
  it('counts the calculations for staff with view_analytics', async () => {
    const state = deps(admin);
    const response = await handleStats('GET', TOKEN, state);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ calculations: 2345, reads: 3 });
    expect(response.headers['cache-control']).toBe('private, no-store');
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

  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [100_000, 100],
  ])('a count of %s is billed %s reads', (count, reads) => expect(readsOfCount(count)).toBe(reads));
});
