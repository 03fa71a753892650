import type { LayoutRules } from './index';
import { matchesPattern } from './route-match';

/**
 * The layout variant a path gets: whether the top bar starts transparent, and which of its links
 * is the current page. The shell prerenders one layout per key; the composer picks by path.
 * layoutKey('/blog/sip-basics', rules) → 'clear:/blog'; layoutKey('/privacy', rules) → 'solid:'.
 */
export function layoutKey(pathname: string, rules: LayoutRules): string {
  const active = rules.nav.find((link) =>
    link.end ? pathname === link.href : pathname === link.href || pathname.startsWith(`${link.href}/`),
  );
  const clear = rules.transparent.some((pattern) => matchesPattern(pattern, pathname));
  return `${clear ? 'clear' : 'solid'}:${active?.href ?? ''}`;
}
