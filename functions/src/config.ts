import type { ComposerConfig } from '../../shared/build/compose/compose';

export interface FunctionConfig extends ComposerConfig {
  /** How long the function keeps what the sites published before reading it again. */
  fragmentTtlMs: number;
}

function origin(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set.`);
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address.`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${name} must be an origin, such as https://example.com.`);
  return url.origin;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of seconds.`);
  return number;
}

/**
 * The composer's configuration, from the function's environment (functions/.env.<project>;
 * `npm start` and `npm test` write functions/.env.local for the emulators):
 * - SITE_URL: the site's canonical origin. Pages' canonical URLs, the sitemap and robots.txt use
 *   it; nothing is ever taken from the request's Host header.
 * - SHELL_ORIGIN: where the shell's Hosting site is (default SITE_URL).
 * - REMOTE_ORIGINS: JSON, each section's Hosting site: {"blog": "https://…", …}.
 * - FRAGMENT_TTL_SECONDS (default 30): how soon a section's new release shows.
 * - CDN_SECONDS (default 60): how long the CDN keeps a composed page.
 */
export function readConfig(env: Record<string, string | undefined>): FunctionConfig {
  const siteUrl = origin('SITE_URL', env.SITE_URL);
  let remotes: unknown;
  try {
    remotes = JSON.parse(env.REMOTE_ORIGINS ?? '');
  } catch {
    throw new Error('REMOTE_ORIGINS must be JSON: {"blog": "https://…", …}.');
  }
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error('REMOTE_ORIGINS must be an object of section name to origin.');
  }
  return {
    siteUrl,
    shellOrigin: origin('SHELL_ORIGIN', env.SHELL_ORIGIN ?? siteUrl),
    remoteOrigins: Object.fromEntries(
      Object.entries(remotes).map(([name, value]) => [name, origin(`REMOTE_ORIGINS.${name}`, String(value))]),
    ),
    fragmentTtlMs: seconds('FRAGMENT_TTL_SECONDS', env.FRAGMENT_TTL_SECONDS, 30) * 1000,
    cdnSeconds: seconds('CDN_SECONDS', env.CDN_SECONDS, 60),
  };
}
