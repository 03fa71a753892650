import { canEnterAdmin, paths, type Role } from '@meridian/shared';

/** Where a client goes after signing in when they did not come from a page that asked for it. */
export const DEFAULT_RETURN_PATH = paths.dashboard;

/** Where a role lands after signing in, unless a page asked for the person: staff at their desk (the admin area, on their first tab), clients on their dashboard. */
export function landingPath(role: Role): string {
  return canEnterAdmin(role) ? paths.admin : paths.dashboard;
}

/** Pages it makes no sense to return to after signing in: the account's own forms. */
const NOT_AFTER_SIGN_IN = [paths.signIn, paths.signUp, paths.forgotPassword, paths.resetPassword];

/**
 * The page to return to after signing in, from what the page that sent the visitor here said
 * (the router's location state, `{ from: '/calculators/sip?monthly=5000' }`). Only a path of
 * this site is followed: anything that could lead elsewhere ('//evil.example', '/\evil.example',
 * 'https://…', a control character) or back to a sign-in form goes to `landing` instead (the
 * dashboard, or the role's landingPath).
 */
export function safeReturnPath(state: unknown, landing: string = DEFAULT_RETURN_PATH): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || from.length > 2048) return landing;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return landing;
  if ([...from].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return landing;
  }
  // Read as a browser would, against a stand-in origin: it must stay on that origin.
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return landing;
  }
  if (url.origin !== base) return landing;
  if (NOT_AFTER_SIGN_IN.includes(url.pathname as (typeof NOT_AFTER_SIGN_IN)[number])) return landing;
  return `${url.pathname}${url.search}${url.hash}`;
}
