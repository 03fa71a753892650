import { describe, expect, it } from 'vitest';
import { profileName, profilePhotoURL } from './profiles';

// What a new profile takes from the sign-in account, so that the rules (users/{uid} create) never
// refuse it: firestore/tests/users.rules.test.ts tests the same photos and names there.

describe('profilePhotoURL', () => {
  it.each<[string, string | null]>([
    ['https://lh3.googleusercontent.com/a/photo.jpg', 'https://lh3.googleusercontent.com/a/photo.jpg'],
    ['https://example.com/a%20b.png?sz=96', 'https://example.com/a%20b.png?sz=96'],
    [`https://example.com/${'x'.repeat(2048 - 20)}`, `https://example.com/${'x'.repeat(2048 - 20)}`],
  ])('keeps %s', (url, kept) => {
    expect(profilePhotoURL(url)).toBe(kept);
  });

  it.each<[string, string | null]>([
    ['none', null],
    ['an http address', 'http://example.com/a.png'],
    ['https:// alone', 'https://'],
    ['an address over 2,048 characters', `https://example.com/${'x'.repeat(2048)}`],
    ['control characters', 'https://x/\u0000\u001b[2J'],
    ['NEL (U+0085)', 'https://example.com/a\u0085.png'],
    ['a space', 'https://example.com/a b.png'],
    ['a no-break space', 'https://example.com/a\u00a0.png'],
    ['a line separator', 'https://example.com/a\u2028.png'],
    ['a zero-width no-break space', 'https://example.com/\ufeff'],
  ])('leaves out an address with %s', (_label, url) => {
    expect(profilePhotoURL(url)).toBeNull();
  });
});

describe('profileName', () => {
  it.each<[string, string]>([
    ['Asha Rao', 'Asha Rao'],
    ['  Asha   Rao ', 'Asha Rao'],
    ['Asha\u0085Rao', 'Asha Rao'],
    ['Asha\u2028Rao', 'Asha Rao'],
    ['Asha\u009f\u0080 Rao', 'Asha Rao'],
    ['Asha\u0000Rao', 'Asha Rao'],
    ['Asha\u00a0Rao', 'Asha Rao'],
    ['अनु शर्मा', 'अनु शर्मा'],
    ['\u0085', ''],
  ])('%j → %j', (name, stored) => {
    expect(profileName(name)).toBe(stored);
  });
});
