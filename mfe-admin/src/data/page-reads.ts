import { parseUsersListState, usersListSearch } from '../domain/users-list';
import { tabInPath } from '../tabs';
import { monthId } from '@meridian/shared/complaints';
import { POST_STATUSES } from '@meridian/shared/posts';
import { filterSearch, parseFilter } from '../domain/complaint-desk';
import { previousMonth } from '../domain/complaint-months';
import { readAnalytics } from './analytics';
import { countOverdue, isPublished, listComplaints } from './complaints';
import { early } from './early-reads';
import { leadFiltersOf, listLeads } from './leads';
import { listPosts } from './posts';
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
    case 'leads': {
      const { filter, type } = leadFiltersOf(new URLSearchParams(search));
      return [[`leads:${filter}|${type}`, () => listLeads(filter, null, type)]];
    }
    case 'complaints': {
      // Whether last month's data is published (the tab's first read), then the list's own: its
      // first page and the overdue count. Another view reads its own.
      const now = Date.now();
      const month = monthId(previousMonth(now));
      const published: [string, () => Promise<unknown>] = [`published:${month}`, () => isPublished(month)];
      const view = new URLSearchParams(search).get('view');
      if (view === 'grievances' || view === 'record' || view === 'data') return [published];
      const { filter } = parseFilter(search);
      return [
        published,
        [`complaints:${filterSearch(filter)}`, () => listComplaints(filter, null)],
        ['overdue', () => countOverdue(now)],
      ];
    }
    case 'blog': {
      const params = new URLSearchParams(search);
      // A post open in the editor reads that post, not the list.
      if (params.has('post')) return [];
      const status = POST_STATUSES.find((item) => item === params.get('status')) ?? 'all';
      return [[`posts:${status}`, () => listPosts(status)]];
    }
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
