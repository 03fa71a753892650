import { canEnterAdmin, type Role } from '@meridian/shared';

/**
 * After a sign-in is recorded, the site's session reads the account again (name, verified email,
 * sign-in methods, role). Staff are about to enter the admin area, whose guard reads the role
 * from that session, which may have read it before this sign-in changed it (an invitation taken
 * up): for them the page waits for the read; a client's page does not wait. A failed read is the
 * session's to report, never the sign-in's.
 */
export async function settleSession(refresh: () => Promise<void>, role: Role): Promise<void> {
  const reading = refresh().catch(() => undefined);
  if (canEnterAdmin(role)) await reading;
}
