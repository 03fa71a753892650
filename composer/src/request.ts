import { hasControlCharacter } from '@meridian/shared/page-contract';

/**
 * What a request's target means to the page composer: a path it serves, a redirect to the
 * path's one spelling, or a request it refuses. Pure: tested with a table of hostile cases.
 */

export type RequestTarget =
  | { kind: 'page'; path: string; search: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; status: 400 | 405 | 414; reason: string };

/** Longer targets are refused (a page's address is never near this long). */
export const MAX_TARGET_LENGTH = 2048;

/**
 * Characters a browser percent-encodes everywhere in an address (the URL Standard's path and
 * query sets share them), so a request carrying one bare did not come from a link.
 */
const UNSAFE_IN_TARGET = /[\s<>"]/;

/**
 * Reads a request's method and raw target ('/blog/a?x=1'). Paths are served in one spelling:
 * lower case, no trailing slash, no repeated slash; any other spelling of a good path is
 * redirected to it (301). Malformed targets are refused with 400: a bad percent escape, a
 * backslash or control character, a character no browser sends bare (space, <, >, "), a '..' segment, or '//' at the start (which a browser would
 * read as another site, were it ever echoed into a Location).
 */
export function readTarget(method: string, raw: string): RequestTarget {
  if (method !== 'GET' && method !== 'HEAD')
    return { kind: 'refused', status: 405, reason: 'Only GET and HEAD are served.' };
  if (raw.length > MAX_TARGET_LENGTH) return { kind: 'refused', status: 414, reason: 'The address is too long.' };
  if (!raw.startsWith('/') || raw.startsWith('//'))
    return { kind: 'refused', status: 400, reason: 'The address is not a path of this site.' };
  if (UNSAFE_IN_TARGET.test(raw)) {
    return { kind: 'refused', status: 400, reason: 'The address has characters no page of this site has.' };
  }
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
    if (search) decodeURIComponent(search.replace(/\+/g, ' '));
  } catch {
    return { kind: 'refused', status: 400, reason: 'The address has a malformed escape.' };
  }
  if (hasControlCharacter(path) || path.includes('\\') || hasControlCharacter(search) || search.includes('\\')) {
    return { kind: 'refused', status: 400, reason: 'The address has characters no page of this site has.' };
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return { kind: 'refused', status: 400, reason: 'The address climbs out of the site.' };
  }
  const canonical = `/${segments.join('/').toLowerCase()}`;
  if (canonical !== path) {
    const location = `${segments.map((segment) => encodeURIComponent(segment.toLowerCase())).join('/')}`;
    return { kind: 'redirect', location: `/${location}${search}` };
  }
  return { kind: 'page', path: canonical, search };
}
