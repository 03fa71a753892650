import { describe, expect, it } from 'vitest';
import { layoutKey } from './layout-key';
import { matchesPattern } from './route-match';

const rules = {
  nav: [
    { href: '/', end: true },
    { href: '/services', end: false },
    { href: '/blog', end: false },
  ],
  transparent: ['/', '/blog/:slug'],
  oneLineContact: ['/signin', '/dashboard/*'],
};

describe('layoutKey', () => {
  it.each([
    ['/', 'clear:/'],
    ['/services', 'solid:/services'],
    ['/services/tax-planning', 'solid:/services'],
    ['/servicesx', 'solid:'],
    ['/blog', 'solid:/blog'],
    ['/blog/a-post', 'clear:/blog'],
    ['/blog/a/b', 'solid:/blog'],
    ['/privacy', 'solid:'],
    ['/signin', 'solid::line'],
    ['/dashboard', 'solid::line'],
    ['/dashboard/privacy', 'solid::line'],
    ['/signinx', 'solid:'],
  ])('%s → %s', (path, key) => {
    expect(layoutKey(path, rules)).toBe(key);
  });

  it('a shell published before one-line contact sections gives every path the whole section', () => {
    expect(layoutKey('/signin', { nav: rules.nav, transparent: rules.transparent })).toBe('solid:');
  });
});

describe('matchesPattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/contact', '/contact', true],
    ['/contact', '/contact/x', false],
    ['/services/*', '/services', true],
    ['/services/*', '/services/a/b', true],
    ['/services/*', '/servicesx', false],
    ['/blog/:slug', '/blog/a', true],
    ['/blog/:slug', '/blog', false],
    ['/blog/:slug', '/blog/a/b', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});
