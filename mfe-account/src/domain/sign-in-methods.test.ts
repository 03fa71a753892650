import { describe, expect, it } from 'vitest';
import { describeSignInMethods, methodsNotice } from './sign-in-methods';

describe('describeSignInMethods', () => {
  it.each<[string[], string]>([
    [['password'], 'your email and password'],
    [['google.com'], 'Google'],
    [['password', 'google.com'], 'your email and password, and Google'],
    [['google.com', 'password'], 'your email and password, and Google'],
    [['password', 'password'], 'your email and password'],
    [[], 'no sign-in method'],
  ])('%j → %s', (providers, expected) => {
    expect(describeSignInMethods(providers)).toBe(expected);
  });
});

describe('methodsNotice', () => {
  it.each<[string[], string[]]>([
    [['google.com'], ['google.com']],
    [['password'], ['password']],
    [
      ['google.com', 'password'],
      ['password', 'google.com'],
    ],
    // Nothing recorded before (a seeded account, or one older than the record): an ordinary sign-in.
    [[], ['password']],
    [[], ['google.com']],
    [[], ['password', 'google.com']],
  ])('says nothing from %j to %j', (before, now) => {
    expect(methodsNotice(before, now)).toBeNull();
  });

  it('tells of a password just added to a Google account', () => {
    expect(methodsNotice(['google.com'], ['google.com', 'password'])).toBe(
      'Your account now signs in with your email and password, and Google.',
    );
  });

  it('tells a password account that Google was added', () => {
    expect(methodsNotice(['password'], ['password', 'google.com'])).toBe(
      'Your account now signs in with your email and password, and Google.',
    );
  });

  it('tells a person whose unverified password was replaced how to get one back', () => {
    expect(methodsNotice(['password'], ['google.com'])).toMatch(
      /^Your account now signs in with Google\. Your password no longer works .* under Profile\.$/,
    );
  });
});
