import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, landingPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['a page of the site', '/calculators/sip', '/calculators/sip'],
    [
      'with its query and hash',
      '/calculators/sip?monthly=5000&years=10#results',
      '/calculators/sip?monthly=5000&years=10#results',
    ],
    ['a guarded page', '/dashboard/profile', '/dashboard/profile'],
    ['the admin area', '/admin/users?q=asha', '/admin/users?q=asha'],
    ['dot segments, resolved', '/blog/../calculators', '/calculators'],
  ])('follows %s', (_, from, expected) => {
    expect(safeReturnPath({ from })).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['no from', {}],
    ['a number', { from: 42 }],
    ['a protocol-relative address', { from: '//evil.example/phish' }],
    ['a backslash trick', { from: '/\\evil.example' }],
    ['a backslash later on', { from: '/a\\..\\..\\evil' }],
    ['a full address of another site', { from: 'https://evil.example/' }],
    ['a javascript: address', { from: 'javascript:alert(1)' }],
    ['a relative path', { from: 'dashboard' }],
    ['a tab that a browser would drop', { from: '/\t/evil.example' }],
    ['a line break', { from: '/dashboard\n' }],
    ['the sign-in page itself', { from: '/signin' }],
    ['the sign-up page', { from: '/signup?x=1' }],
    ['the reset page', { from: '/reset-password' }],
    ['an address far too long', { from: `/${'a'.repeat(3000)}` }],
  ])('sends %s to the dashboard', (_, state) => {
    expect(safeReturnPath(state)).toBe(DEFAULT_RETURN_PATH);
  });
});

describe('landingPath: where a role lands after signing in when no page asked for the person', () => {
  it.each([
    ['user', '/dashboard'],
    ['superadmin', '/admin'],
    ['admin', '/admin'],
    ['editor', '/admin'],
    ['reviewer', '/admin'],
  ] as const)('%s → %s', (role, expected) => {
    expect(landingPath(role)).toBe(expected);
  });

  it('a page that asked still wins; without one, or with an unsafe one, the role’s landing', () => {
    expect(safeReturnPath({ from: '/calculators/sip' }, landingPath('editor'))).toBe('/calculators/sip');
    expect(safeReturnPath(null, landingPath('editor'))).toBe('/admin');
    expect(safeReturnPath({ from: '//evil.example' }, landingPath('admin'))).toBe('/admin');
  });
});
