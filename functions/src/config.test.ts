import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const base = {
  SITE_URL: 'https://meridian.example',
  REMOTE_ORIGINS: '{"blog": "https://blog.example", "marketing": "https://marketing.example/"}',
};

describe('readConfig', () => {
  it('reads the origins, with the defaults for the rest', () => {
    expect(readConfig(base)).toEqual({
      siteUrl: 'https://meridian.example',
      shellOrigin: 'https://meridian.example',
      remoteOrigins: { blog: 'https://blog.example', marketing: 'https://marketing.example' },
      fragmentTtlMs: 30_000,
      fragmentTimeoutMs: 3000,
      cdnSeconds: 60,
    });
    expect(
      readConfig({
        ...base,
        SHELL_ORIGIN: 'http://127.0.0.1:5173',
        FRAGMENT_TTL_SECONDS: '1',
        FRAGMENT_TIMEOUT_SECONDS: '20',
        CDN_SECONDS: '0',
      }),
    ).toMatchObject({
      shellOrigin: 'http://127.0.0.1:5173',
      fragmentTtlMs: 1000,
      fragmentTimeoutMs: 20_000,
      cdnSeconds: 0,
    });
  });

  it.each([
    ['no SITE_URL', { ...base, SITE_URL: undefined }, /SITE_URL is not set/],
    ['a SITE_URL with a path', { ...base, SITE_URL: 'https://meridian.example/en' }, /SITE_URL must be an origin/],
    ['a SITE_URL that is not http(s)', { ...base, SITE_URL: 'ftp://meridian.example' }, /http\(s\)/],
    ['REMOTE_ORIGINS that is not JSON', { ...base, REMOTE_ORIGINS: 'blog=x' }, /must be JSON/],
    ['REMOTE_ORIGINS that is a list', { ...base, REMOTE_ORIGINS: '[]' }, /an object/],
    [
      'a remote origin with a path',
      { ...base, REMOTE_ORIGINS: '{"blog": "https://blog.example/v2"}' },
      /REMOTE_ORIGINS.blog/,
    ],
    ['a negative time to live', { ...base, FRAGMENT_TTL_SECONDS: '-1' }, /FRAGMENT_TTL_SECONDS/],
    ['a timeout that is not a number', { ...base, FRAGMENT_TIMEOUT_SECONDS: 'soon' }, /FRAGMENT_TIMEOUT_SECONDS/],
  ])('refuses %s, saying which setting', (_, env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
