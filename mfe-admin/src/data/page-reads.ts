import { parseUsersListState, usersListSearch } from '../domain/users-list';
import { tabInPath } from '../tabs';
import { readAnalytics } from './analytics';
import { early } from './early-reads';
import { readRates } from './settings';
import { listUsers } from './users';

/**
 * The reads each admin tab makes first, for the address being opened: exactly what the tab then
 * asks for. None for `/admin` itself: which tab it opens on depends on the person's role, known
 * only once their profile is read (an editor's lands on Blog, and a users read started for them
 * would be refused by the rules, an error in the console); the tab reads its own once there.
 */
export function pageReads(pathname: string, search: string): [string, () => Promise<unknown>][] {
  switch (tabInPath(pathname)) {
    case 'users': {
      const state = parseUsersListState(new URLSearchParams(search));
      return [[`users:${usersListSearch(state)}`, () => listUsers(state)]];
    }
    case 'analytics':
      return [['analytics', () => readAnalytics()]];
    case 'settings':
      return [['rates', () => readRates()]];
    default:
      return [];
  }
}

/** Starts the first reads of the tab being opened, beside the shell's own read of the profile. */
export function startPageReads(pathname: string): void {
  early.startFor(pathname, () => pageReads(pathname, window.location.search));
}
