import { describe, expect, it, vi } from 'vitest';

vi.mock('./analytics', () => ({ readAnalytics: vi.fn() }));
vi.mock('./settings', () => ({ readRates: vi.fn() }));
vi.mock('./users', () => ({ listUsers: vi.fn() }));

const { pageReads } = await import('./page-reads');

describe('pageReads: what each admin tab reads first, under the key its data function takes', () => {
  it.each([
    ['/admin', '', []],
    ['/admin/users', '', ['users:']],
    ['/admin/users', '?sort=lastLogin', ['users:?sort=lastLogin']],
    ['/admin/users', '?q=Asha@', ['users:?q=asha%40']],
    ['/admin/analytics', '', ['analytics']],
    ['/admin/settings', '', ['rates']],
    ['/admin/leads', '', []],
    ['/admin/complaints', '', []],
    ['/admin/blog', '', []],
  ])('%s%s → %j', (pathname, search, keys) => {
    expect(pageReads(pathname, search).map(([key]) => key)).toEqual(keys);
  });
});
