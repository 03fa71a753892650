import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, readTarget } from './request';

describe('readTarget', () => {
  it.each([
    ['/', { kind: 'page', path: '/', search: '' }],
    ['/blog', { kind: 'page', path: '/blog', search: '' }],
    [
      '/calculators/sip?monthly=5000&years=10',
      { kind: 'page', path: '/calculators/sip', search: '?monthly=5000&years=10' },
    ],
    ['/blog?category=Tax%20Planning', { kind: 'page', path: '/blog', search: '?category=Tax%20Planning' }],
    ['/a%2Fb', { kind: 'page', path: '/a/b', search: '' }],
  ])('serves %j', (raw, expected) => {
    expect(readTarget('GET', raw)).toEqual(expected);
  });

  it.each([
    ['/Blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog//x', '/blog/x'],
    ['/CONTACT?x=1', '/contact?x=1'],
    ['/services/Tax-Planning/', '/services/tax-planning'],
  ])('redirects %j to its one spelling, %j', (raw, location) => {
    expect(readTarget('GET', raw)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    ['a bad escape', '/%'],
    ['a truncated escape', '/%E0%A4%A'],
    ['a bad escape in the query', '/blog?x=%zz'],
    ['a protocol-relative target', '//evil.example'],
    ['a bracket after //', '//['],
    ['a backslash', '/\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a control character', '/blog%0Aset-cookie:x'],
    ['a NUL', '/blog%00'],
    ['climbing out', '/blog/../../etc/passwd'],
    ['climbing out, encoded', '/..%2f..%2fetc/passwd'],
    ['not a path', 'http://evil.example/'],
    ['an asterisk', '*'],
    ['a bare <', '/<script>'],
    ['a bare quote', '/blog/"onmouseover="x'],
    ['a bare space', '/blog/a b'],
    ['a bare tab', '/blog/a\tb'],
  ])('refuses %s with 400', (_, raw) => {
    expect(readTarget('GET', raw)).toMatchObject({ kind: 'refused', status: 400 });
  });

  it('refuses an address longer than any page has (414)', () => {
    expect(readTarget('GET', `/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ kind: 'refused', status: 414 });
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('refuses %s (405); serves HEAD', (method) => {
    expect(readTarget(method, '/')).toMatchObject({ kind: 'refused', status: 405 });
    expect(readTarget('HEAD', '/')).toMatchObject({ kind: 'page', path: '/' });
  });

  it('never redirects to another site, however the path is spelt', () => {
    for (const raw of ['//evil.example/', '/\\/evil.example', '/%2F%2Fevil.example', '/./evil', '/%2e%2e/x']) {
      const result = readTarget('GET', raw);
      if (result.kind === 'redirect') expect(result.location).toMatch(/^\/(?![/\\])/);
    }
    expect(readTarget('GET', '/%2F%2Fevil.example')).toEqual({ kind: 'redirect', location: '/evil.example' });
  });
});
