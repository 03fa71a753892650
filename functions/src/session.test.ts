import { describe, expect, it } from 'vitest';
import { bearerToken, confirmSession, sessionCounts, type IdClaims } from './session';

/** A stored time, as the Admin SDK reads one back. */
const at = (ms: number) => ({ toMillis: () => ms });
const SIGNED_IN = 1_764_000_000; // auth_time, in seconds
const claims: IdClaims = { uid: 'u1', email: 'asha@example.in', auth_time: SIGNED_IN };

describe('sessionCounts (as the rules’ sessionValidFor)', () => {
  it.each([
    ['no profile', null, true],
    ['a profile that never ended its sessions', { email: 'asha@example.in' }, true],
    ['sessions ended before the sign-in', { sessionsValidAfter: at(SIGNED_IN * 1000 - 60_000) }, true],
    ['sessions ended in the second of the sign-in', { sessionsValidAfter: at(SIGNED_IN * 1000 + 999) }, true],
    ['sessions ended a second after the sign-in', { sessionsValidAfter: at(SIGNED_IN * 1000 + 1000) }, false],
    ['sessions ended an hour after the sign-in', { sessionsValidAfter: at(SIGNED_IN * 1000 + 3_600_000) }, false],
    ['a disabled profile', { status: 'disabled' }, false],
    ['a sessionsValidAfter that is no stored time (ignored, as unreadable)', { sessionsValidAfter: 'x' }, true],
  ] as const)('%s: %s', (_what, profile, counts) => {
    expect(sessionCounts(claims, profile)).toBe(counts);
  });

  it('counts a token without auth_time as signed in at the epoch', () => {
    expect(sessionCounts({ uid: 'u1' }, { sessionsValidAfter: at(5_000) })).toBe(false);
  });
});

describe('bearerToken', () => {
  it.each([
    [undefined, null],
    ['Basic abc', null],
    ['Bearer abc', null],
    [`Bearer ${'a'.repeat(30)}`, 'a'.repeat(30)],
    [` Bearer ${'a'.repeat(30)} `, 'a'.repeat(30)],
  ])('%s → %s', (header, token) => expect(bearerToken(header)).toBe(token));
});

describe('confirmSession', () => {
  const deps = (profile: Record<string, unknown> | null) => ({
    verifyIdToken: async (token: string) => {
      if (token !== 'good') throw new Error('auth/id-token-revoked');
      return claims;
    },
    profileOf: async () => profile,
  });

  it('answers the claims and the profile of a session that counts', async () => {
    expect(await confirmSession('good', deps({ email: 'asha@example.in' }))).toEqual({
      claims,
      profile: { email: 'asha@example.in' },
    });
  });

  it('answers null for a token the server refuses, and for a session ended since', async () => {
    expect(await confirmSession('bad', deps(null))).toBeNull();
    expect(await confirmSession('good', deps({ sessionsValidAfter: at(SIGNED_IN * 1000 + 60_000) }))).toBeNull();
  });
});
