import { resolveAdminTab, type Role } from '@meridian/shared';
import { monthId } from '@meridian/shared/complaints';
import { POST_STATUSES } from '@meridian/shared/posts';
import { parseUsersListState, usersListSearch } from '../domain/users-list';
import { tabInPath } from '../tabs';
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
 * The reads the admin tab shown at the address being opened makes first: exactly what the tab then
 * asks for. The tab is the one the person's role sees there (resolveAdminTab, as the area shows
 * it): `/admin` opens on the role's first tab, and a tab the role may not see falls back to it
 * (an editor's on Blog), so no read the rules would refuse is ever started. The address's query
 * belongs to the tab it names; a tab fallen back to opens as it does with none.
 */
export function pageReads(pathname: string, search: string, role: Role): [string, () => Promise<unknown>][] {
  const chosen = tabInPath(pathname);
  const tab = resolveAdminTab(role, chosen);
  if (tab !== chosen) search = '';
  switch (tab) {
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

/**
 * Starts the first reads of the tab being opened, once the site knows the session and its role
 * (`byRole`: the role is then always given; the plan's type allows none for pages that need no role).
 */
export function startPageReads(pathname: string): void {
  early.startFor(pathname, (_uid, role) => (role ? pageReads(pathname, window.location.search, role) : []), {
    byRole: true,
  });
}
