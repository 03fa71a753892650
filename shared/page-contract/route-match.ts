/**
 * Route patterns as the registry writes them, matched without the router so that the build and
 * the page composer (a Cloud Function) agree with the browser: '/contact' is that path exactly,
 * '/blog/:slug' one more segment, '/services/*' the prefix and anything below it. Paths are
 * compared as the composer serves them: lower case, no trailing slash (it redirects others).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  for (let index = 0; index < patternParts.length; index += 1) {
    const part = patternParts[index];
    if (part === '*') return true;
    const segment = pathParts[index];
    if (segment === undefined) return false;
    if (!part?.startsWith(':') && part !== segment) return false;
  }
  return pathParts.length === patternParts.length;
}

/** The first of `items` whose pattern matches the path. */
export function firstMatch<T>(items: readonly T[], patternOf: (item: T) => string, pathname: string): T | undefined {
  return items.find((item) => matchesPattern(patternOf(item), pathname));
}
