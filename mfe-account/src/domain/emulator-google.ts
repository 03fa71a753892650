/**
 * Google sign-in against the local Auth emulator, offline: Google's own window cannot load, so
 * the site shows an account chooser of its own and signs in with a token the emulator accepts
 * (an unsigned one: see ../shared/notes/toolchain.md). Pure: builds that token's text.
 */

export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}

/** A stable Google id for an email, so that choosing the same email again is the same Google account. */
export function emulatorGoogleId(email: string): string {
  let hash = 0x811c9dc5;
  for (const character of email.trim().toLowerCase()) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `emulator-${hash.toString(16).padStart(8, '0')}`;
}

/** The id token the emulator accepts for this account: its claims as JSON. */
export function emulatorGoogleToken(account: EmulatorGoogleAccount): string {
  const email = account.email.trim().toLowerCase();
  return JSON.stringify({
    sub: emulatorGoogleId(email),
    email,
    email_verified: true,
    name: account.name.trim(),
  });
}
