import { paths } from '@meridian/shared';

/** Where a person goes after signing in when they did not come from a page that asked for it. */
export const DEFAULT_RETURN_PATH = paths.dashboard;

/** Pages it makes no sense to return to after signing in: the account's own forms. */
const NOT_AFTER_SIGN_IN = [paths.signIn, paths.signUp, paths.forgotPassword, paths.resetPassword];

/**
 * The page to return to after signing in, from what the page that sent the visitor here said
 * (the router's location state, `{ from: '/calculators/sip?monthly=5000' }`). Only a path of
 * this site is followed: anything that could lead elsewhere ('//evil.example', '/\evil.example',
 * 'https://…', a control character) or back to a sign-in form goes to the dashboard instead.
 */
export function safeReturnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || from.length > 2048) return DEFAULT_RETURN_PATH;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return DEFAULT_RETURN_PATH;
  if ([...from].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return DEFAULT_RETURN_PATH;
  }
  // Read as a browser would, against a stand-in origin: it must stay on that origin.
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== base) return DEFAULT_RETURN_PATH;
  if (NOT_AFTER_SIGN_IN.includes(url.pathname as (typeof NOT_AFTER_SIGN_IN)[number])) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
