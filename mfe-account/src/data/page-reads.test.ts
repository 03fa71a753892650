import { describe, expect, it, vi } from 'vitest';

vi.mock('./activities', () => ({ recentActivities: vi.fn() }));
vi.mock('./calculations', () => ({ countCalculations: vi.fn(), listCalculations: vi.fn() }));
vi.mock('./profiles', () => ({ readAccountDetails: vi.fn() }));
vi.mock('./consents', () => ({ readConsents: vi.fn() }));
vi.mock('./grievances', () => ({ listMyGrievances: vi.fn() }));
vi.mock('./nominee', () => ({ readNominee: vi.fn() }));

const { pageReads } = await import('./page-reads');

describe('pageReads: what each dashboard screen reads first for a uid, under the key its data function takes', () => {
  it.each([
    ['/dashboard', ['activities:u1:5', 'count:u1', 'details:u1']],
    ['/dashboard/', ['activities:u1:5', 'count:u1', 'details:u1']],
    ['/dashboard/calculations', ['calculations:u1']],
    ['/dashboard/profile', ['details:u1']],
    ['/dashboard/privacy', ['consents:u1', 'nominee:u1', 'grievances:u1']],
    ['/signin', []],
  ])('%s → %j', (pathname, keys) => {
    expect(pageReads(pathname, 'u1').map(([key]) => key)).toEqual(keys);
  });
});
