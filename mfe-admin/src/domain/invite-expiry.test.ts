import { describe, expect, it } from 'vitest';
import { INVITE_LIFETIME_DAYS, inviteExpired, readStoredInvite } from '@meridian/shared';
import { inviteExpiryText } from './invite-expiry';

const NOW = new Date('2026-11-24T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const at = (ms: number): Date => new Date(NOW.getTime() + ms);

describe('inviteExpiryText', () => {
  it.each<[string, Date | null, string]>([
    ['just made', at(INVITE_LIFETIME_DAYS * DAY_MS - 5_000), `expires in ${INVITE_LIFETIME_DAYS} days`],
    ['two days and an hour left', at(2 * DAY_MS + 3_600_000), 'expires in 3 days'],
    ['exactly two days left', at(2 * DAY_MS), 'expires in 2 days'],
    ['an hour left', at(3_600_000), 'expires in 1 day'],
    ['a millisecond left', at(1), 'expires in 1 day'],
    ['expiring now', NOW, 'expired'],
    ['expired yesterday', at(-DAY_MS), 'expired'],
    ['made before invitations expired (no expiresAt)', null, 'expired'],
  ])('%s → %s', (_label, expiresAt, text) => {
    expect(inviteExpiryText(expiresAt, NOW)).toBe(text);
  });
});

describe('inviteExpired of an invite as read (readStoredInvite; shared, as the admin and account sections read invites)', () => {
  const stored = (millis: number) => ({ expiresAt: { toMillis: () => millis } });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a future expiresAt', stored(NOW.getTime() + 1), false],
    ['an expiresAt now', stored(NOW.getTime()), true],
    ['a past expiresAt', stored(NOW.getTime() - DAY_MS), true],
    ['no expiresAt', {}, true],
    ['an expiresAt that is not a time', { expiresAt: '2099-01-01' }, true],
    ['a null expiresAt', { expiresAt: null }, true],
  ])('an invite with %s: expired %s', (_label, invite, expired) => {
    expect(inviteExpired(readStoredInvite(invite), NOW)).toBe(expired);
  });
});
