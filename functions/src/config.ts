import type { ComposerConfig } from '@meridian/composer';

export interface FunctionConfig extends ComposerConfig {
  /** How long the function keeps what the sites published before reading it again. */
  fragmentTtlMs: number;
  /** How long a read of what a site published may take before the page is composed without it. */
  fragmentTimeoutMs: number;
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
 * - FRAGMENT_TIMEOUT_SECONDS (default 3): how long a read of a site may take before the page is
 *   composed from the last good copy, or with the section's fallback.
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
    fragmentTimeoutMs: seconds('FRAGMENT_TIMEOUT_SECONDS', env.FRAGMENT_TIMEOUT_SECONDS, 3) * 1000,
    cdnSeconds: seconds('CDN_SECONDS', env.CDN_SECONDS, 60),
  };
}

export interface SubmitConfig {
  /** The salt of the counters' hashed keys. */
  salt: string;
  /** How many proxies of ours add themselves to X-Forwarded-For in front of the function. */
  trustedHops: number;
  /** Whether a submission must carry a valid App Check token. */
  enforceAppCheck: boolean;
}

/**
 * The public-write endpoint's configuration (functions/.env.<project>; the emulators' is written
 * by npm start):
 * - SUBMIT_SALT: a long random secret that salts the hashed addresses and emails of the rate
 *   limits' counters. Required in production; the emulators use a fixed one.
 * - TRUSTED_PROXY_HOPS (default 1): the proxies of ours in front of the function that add to
 *   X-Forwarded-For (Firebase Hosting's front end adds the client's address as the last entry).
 * - APP_CHECK: 'enforce' (the default in production) or 'off' (the default against the emulators,
 *   where no App Check token can be had).
 */
export function readSubmitConfig(env: Record<string, string | undefined>): SubmitConfig {
  const emulated = env.FUNCTIONS_EMULATOR === 'true';
  const salt = env.SUBMIT_SALT ?? (emulated ? 'emulator-only-salt' : undefined);
  if (!salt || salt.length < 16) throw new Error('SUBMIT_SALT must be set to a secret of at least 16 characters.');
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? '1');
  if (!Number.isInteger(hops) || hops < 0 || hops > 5)
    throw new Error('TRUSTED_PROXY_HOPS must be a whole number from 0 to 5.');
  const appCheck = env.APP_CHECK ?? (emulated ? 'off' : 'enforce');
  if (appCheck !== 'enforce' && appCheck !== 'off') throw new Error("APP_CHECK must be 'enforce' or 'off'.");
  return { salt, trustedHops: hops, enforceAppCheck: appCheck === 'enforce' };
}
