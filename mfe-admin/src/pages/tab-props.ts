import type { SessionUser } from '@meridian/shared';

/** What each admin tab is given: who is signed in. */
export interface TabProps {
  user: SessionUser;
}
