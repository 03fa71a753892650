import { describe, expect, it } from 'vitest';
import { tabInPath, tabPath } from './tabs';

describe('tabInPath', () => {
  it.each([
    ['/admin', null],
    ['/admin/', null],
    ['/admin/users', 'users'],
    ['/admin/leads/extra', 'leads'],
    ['/admin/clients', 'clients'],
    ['/admin/nonsense', 'nonsense'],
  ])('%s → %s', (path, tab) => {
    expect(tabInPath(path)).toBe(tab);
  });

  it('builds the path of a tab', () => {
    expect(tabPath('analytics')).toBe('/admin/analytics');
    expect(tabPath('clients')).toBe('/admin/clients');
  });
});
