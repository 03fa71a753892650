import { describe, expect, it } from 'vitest';
import { holdsAuthUser } from './stored-session';

describe('holdsAuthUser', () => {
  it.each<[string, string[], boolean]>([
    ['no keys', [], false],
    ['other keys', ['contact-draft', 'meridian:google-redirect', 'firebase:persistence:x'], false],
    ['a stored user', ['contact-draft', 'firebase:authUser:demo-api-key:[DEFAULT]'], true],
  ])('%s → %s', (_, keys, expected) => {
    expect(holdsAuthUser(keys)).toBe(expected);
  });
});
