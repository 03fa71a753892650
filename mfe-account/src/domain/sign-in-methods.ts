/** The sign-in methods of an account, in words: 'your email and password, and Google'. */
const NAMES: Readonly<Record<string, string>> = { password: 'your email and password', 'google.com': 'Google' };

/** The methods in one order, whatever order Firebase lists them in: password first. */
const ORDER = Object.keys(NAMES);
const rank = (provider: string) => (ORDER.includes(provider) ? ORDER.indexOf(provider) : ORDER.length);

export function describeSignInMethods(providers: readonly string[]): string {
  const names = [...new Set(providers)]
    .sort((a, b) => rank(a) - rank(b))
    .map((provider) => NAMES[provider] ?? provider);
  if (names.length === 0) return 'no sign-in method';
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

/**
 * What a person is told after a sign-in onto an account that existed before whose methods changed
 * (a Google sign-in linked to a password account, or a password added to a Google one): the
 * methods it now has, and what to do if its password was replaced (Firebase lets Google take
 * over an address whose password account was never verified). Null when nothing changed, and
 * null when the profile recorded no methods before (an account seeded or made before they were
 * recorded): an ordinary sign-in there changed nothing the person needs to hear about.
 */
export function methodsNotice(before: readonly string[], now: readonly string[]): string | null {
  const had = new Set(before);
  const has = new Set(now);
  if (had.size === 0) return null;
  if (had.size === has.size && [...had].every((method) => has.has(method))) return null;
  const lostPassword = had.has('password') && !has.has('password');
  return `Your account now signs in with ${describeSignInMethods(now)}.${
    lostPassword
      ? ' Your password no longer works because this email address had not been verified; you can set a new one under Profile.'
      : ''
  }`;
}
