import { parseUsersListState, usersListSearch } from '../domain/users-list';
import { tabInPath } from '../tabs';
import { readAnalytics } from './analytics';
import { early } from './early-reads';
import { readRates } from './settings';
import { listUsers } from './users';

/**
 * The reads each admin tab makes first, for the address being opened: exactly what the tab then
 * asks for. `/admin` opens on Users for the roles that see it (for another role this one read is
 * refused by the rules and the tab it lands on reads its own).
 */
export function pageReads(pathname: string, search: string): [string, () => Promise<unknown>][] {
  switch (tabInPath(pathname) ?? 'users') {
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
