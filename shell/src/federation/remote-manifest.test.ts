import { describe, expect, it } from 'vitest';
import { parseRemoteManifest } from './remote-manifest';

describe('parseRemoteManifest', () => {
  it('keeps the known remotes and ignores others', () => {
    expect(
      parseRemoteManifest({
        marketing: 'http://localhost:5174/assets/remoteEntry.js',
        blog: 'https://blog.cdn.example/v3/assets/remoteEntry.js?v=3',
        stranger: 'http://x/remoteEntry.js',
      }),
    ).toEqual({
      marketing: 'http://localhost:5174/assets/remoteEntry.js',
      blog: 'https://blog.cdn.example/v3/assets/remoteEntry.js?v=3',
    });
  });

  it.each([
    [{ marketing: 42 }, /"marketing" should be/],
    [{ admin: 'ftp://x/remoteEntry.js' }, /"admin" should be/],
    [{ blog: '/assets/remoteEntry.js' }, /"blog" should be/],
    [{ calculators: 'http://x/index.html' }, /"calculators" should be/],
    [[], /should be an object/],
    [null, /should be an object/],
    ['marketing', /should be an object/],
  ])('refuses %j', (json, message) => {
    expect(() => parseRemoteManifest(json)).toThrow(message);
  });
});
