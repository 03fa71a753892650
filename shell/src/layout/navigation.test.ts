import { describe, expect, it } from 'vitest';
import { hasOneLineContact, hasTransparentTopBar } from './navigation';

describe('hasTransparentTopBar', () => {
  it.each([
    ['/', true],
    ['/blog/sip-basics', true],
    ['/blog/sip-basics/', true],
    ['/blog', false],
    ['/blog/', false],
    ['/blog/a/b', false],
    ['/services', false],
    ['/contact', false],
    ['/calculators/sip', false],
  ])('%s → %s', (pathname, expected) => {
    expect(hasTransparentTopBar(pathname)).toBe(expected);
  });
});

describe('hasOneLineContact: the pages whose contact section is one line, its form a tap away', () => {
  it.each([
    ['/signin', true],
    ['/signup', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/dashboard', true],
    ['/dashboard/privacy', true],
    ['/admin', true],
    ['/admin/complaints', true],
    ['/', false],
    ['/contact', true],
    ['/services/tax-planning', false],
    ['/calculators/sip', false],
    ['/blog', false],
    ['/complaints', false],
    ['/dashboards', false],
    ['/administration', false],
  ])('%s → %s', (pathname, expected) => {
    expect(hasOneLineContact(pathname)).toBe(expected);
  });
});
