const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a pending invitation stops working, as the Users tab says it: 'expires in 14 days',
 * 'expires in 1 day' (for less than a day left), or 'expired' (past its expiry, or made before
 * invitations expired: such an invitation no longer works either).
 */
export function inviteExpiryText(expiresAt: Date | null, now: Date): string {
  const left = expiresAt ? expiresAt.getTime() - now.getTime() : Number.NaN;
  if (!(left > 0)) return 'expired';
  const days = Math.ceil(left / DAY_MS);
  return days === 1 ? 'expires in 1 day' : `expires in ${days} days`;
}
