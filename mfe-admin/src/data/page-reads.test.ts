import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@meridian/shared';

vi.mock('./analytics', () => ({ readAnalytics: vi.fn() }));
vi.mock('./settings', () => ({ readRates: vi.fn() }));
vi.mock('./users', () => ({ listUsers: vi.fn() }));
vi.mock('./leads', async (original) => ({ ...(await original<object>()), listLeads: vi.fn() }));
vi.mock('./posts', () => ({ listPosts: vi.fn() }));
vi.mock('./complaints', () => ({ countOverdue: vi.fn(), isPublished: vi.fn(), listComplaints: vi.fn() }));

const { pageReads } = await import('./page-reads');
const { monthId } = await import('@meridian/shared/complaints');
const { previousMonth } = await import('../domain/complaint-months');
/** Whether last month's data is published: the complaints tab's first read. */
const published = `published:${monthId(previousMonth(Date.now()))}`;

describe('pageReads: what the tab shown first reads, under the key its data function takes', () => {
  it.each<[string, string, Role, string[]]>([
    ['/admin', '', 'superadmin', ['users:']],
    ['/admin/users', '', 'superadmin', ['users:']],
    ['/admin/users', '?sort=lastLogin', 'superadmin', ['users:?sort=lastLogin']],
    ['/admin/users', '?q=Asha@', 'superadmin', ['users:?q=asha%40']],
    ['/admin/analytics', '', 'superadmin', ['analytics']],
    ['/admin/settings', '', 'superadmin', ['rates']],
    ['/admin/leads', '', 'superadmin', ['leads:all|all']],
    ['/admin/leads', '?status=contacted&type=consultation', 'superadmin', ['leads:contacted|consultation']],
    ['/admin/leads', '?status=nonsense', 'superadmin', ['leads:all|all']],
    ['/admin/complaints', '', 'superadmin', [published, 'complaints:', 'overdue']],
    ['/admin/complaints', '?status=resolved', 'superadmin', [published, 'complaints:?status=resolved', 'overdue']],
    ['/admin/complaints', '?view=data', 'superadmin', [published]],
    ['/admin/complaints', '?view=grievances', 'superadmin', [published]],
    ['/admin/blog', '', 'superadmin', ['posts:all']],
    ['/admin/blog', '?status=draft', 'superadmin', ['posts:draft']],
    ['/admin/blog', '?post=abc123', 'superadmin', []],
    ['/admin/clients', '', 'superadmin', []],
    // A tab the role does not see falls back to its first, whose reads start instead, with no query.
    ['/admin/settings', '', 'admin', ['users:']],
    ['/admin', '', 'editor', ['posts:all']],
    ['/admin/leads', '?status=contacted', 'editor', ['posts:all']],
    ['/admin/users', '', 'editor', ['posts:all']],
    ['/admin/users', '', 'user', []],
  ])('%s%s as %s → %j', (pathname, search, role, keys) => {
    expect(pageReads(pathname, search, role).map(([key]) => key)).toEqual(keys);
  });
});
