import { describe, expect, it } from 'vitest';
import { holdsAuthUser, storedUserUid } from './stored-session';

describe('holdsAuthUser', () => {
  it.each<[string, string[], boolean]>([
    ['no keys', [], false],
    ['other keys', ['contact-draft', 'meridian:google-redirect', 'firebase:persistence:x'], false],
    ['a stored user', ['contact-draft', 'firebase:authUser:demo-api-key:[DEFAULT]'], true],
  ])('%s → %s', (_, keys, expected) => {
    expect(holdsAuthUser(keys)).toBe(expected);
  });
});

describe('storedUserUid', () => {
  const user = { uid: 'alice', email: 'alice@example.com' };
  it.each<[string, unknown, string | null]>([
    ['a stored user as web storage keeps it (JSON text)', JSON.stringify(user), 'alice'],
    ['an IndexedDB record of one', { fbase_key: 'firebase:authUser:k:[DEFAULT]', value: user }, 'alice'],
    ['an IndexedDB record of something else', { fbase_key: 'firebase:persistence:k', value: user }, null],
    ['a record without a user', { fbase_key: 'firebase:authUser:k:[DEFAULT]' }, null],
    ['JSON text that is not JSON', '{uid', null],
    ['a uid that is a number', { uid: 7 }, null],
    ['nothing', null, null],
  ])('%s → %s', (_, stored, expected) => {
    expect(storedUserUid(stored)).toBe(expected);
  });
});
