import { matchesPattern } from './route-match';

export interface LayoutRules {
  /** The top bar's links: a path under one (or equal, for `end`) makes it the current page. */
  nav: { href: string; end: boolean }[];
  /** Route patterns where the top bar starts transparent. */
  transparent: string[];
  /**
   * Route patterns whose contact section is one line, its form a tap away (the shell's
   * ONE_LINE_CONTACT). Optional: a shell published before it had them has none.
   */
  oneLineContact?: string[];
}

/**
 * The layout variant a path gets: whether the top bar starts transparent, which of its links is
 * the current page, and whether the contact section is one line. The shell prerenders one layout
 * per key; the composer picks by path. layoutKey('/blog/sip-basics', rules) → 'clear:/blog';
 * layoutKey('/privacy', rules) → 'solid:'; layoutKey('/signin', rules) → 'solid::line'.
 */
export function layoutKey(pathname: string, rules: LayoutRules): string {
  const active = rules.nav.find((link) =>
    link.end ? pathname === link.href : pathname === link.href || pathname.startsWith(`${link.href}/`),
  );
  const clear = rules.transparent.some((pattern) => matchesPattern(pattern, pathname));
  const line = (rules.oneLineContact ?? []).some((pattern) => matchesPattern(pattern, pathname));
  return `${clear ? 'clear' : 'solid'}:${active?.href ?? ''}${line ? ':line' : ''}`;
}
