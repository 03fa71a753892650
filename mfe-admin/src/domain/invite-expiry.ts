import { inDays } from '@meridian/portal-kit/dates';

/**
 * When a pending invitation stops working, as the Users tab says it: 'expires in 14 days',
 * 'expires in 1 day' (for less than a day left), or 'expired' (past its expiry, or made before
 * invitations expired: such an invitation no longer works either).
 */
export function inviteExpiryText(expiresAt: Date | null, now: Date): string {
  const left = inDays(expiresAt, now);
  return left === null ? 'expired' : `expires ${left}`;
}
