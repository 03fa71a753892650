import { describe, expect, it, vi } from 'vitest';

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

describe('pageReads: what each admin tab reads first, under the key its data function takes', () => {
  it.each([
    ['/admin', '', []],
    ['/admin/users', '', ['users:']],
    ['/admin/users', '?sort=lastLogin', ['users:?sort=lastLogin']],
    ['/admin/users', '?q=Asha@', ['users:?q=asha%40']],
    ['/admin/analytics', '', ['analytics']],
    ['/admin/settings', '', ['rates']],
    ['/admin/leads', '', ['leads:all|all']],
    ['/admin/leads', '?status=contacted&type=consultation', ['leads:contacted|consultation']],
    ['/admin/leads', '?status=nonsense', ['leads:all|all']],
    ['/admin/complaints', '', [published, 'complaints:', 'overdue']],
    ['/admin/complaints', '?status=resolved', [published, 'complaints:?status=resolved', 'overdue']],
    ['/admin/complaints', '?view=data', [published]],
    ['/admin/complaints', '?view=grievances', [published]],
    ['/admin/blog', '', ['posts:all']],
    ['/admin/blog', '?status=draft', ['posts:draft']],
    ['/admin/blog', '?post=abc123', []],
  ])('%s%s → %j', (pathname, search, keys) => {
    expect(pageReads(pathname, search).map(([key]) => key)).toEqual(keys);
  });
});
