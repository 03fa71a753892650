import { describe, expect, it } from 'vitest';
import {
  describeAccountActionError,
  describeGoogleError,
  describeSignInError,
  describeSignUpError,
  errorCode,
} from './auth-errors';

const failure = (code: string) => Object.assign(new Error('Firebase: Error'), { code });

describe('errorCode', () => {
  it.each([
    [failure('auth/wrong-password'), 'auth/wrong-password'],
    [new Error('plain'), ''],
    ['text', ''],
    [null, ''],
    [{ code: 42 }, ''],
  ])('%s → %s', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });
});

describe('sign-in errors', () => {
  it('say the same for a wrong password, an unknown email and a refused credential', () => {
    const words = ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-email'].map(
      (code) => describeSignInError(failure(code)),
    );
    expect(new Set(words)).toEqual(new Set([null]));
  });

  it.each([
    ['auth/network-request-failed', /connection/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/user-disabled', /disabled/],
  ])('%s has words of its own', (code, words) => {
    expect(describeSignInError(failure(code))).toMatch(words);
  });
});

describe('sign-up errors', () => {
  it.each([
    ['auth/email-already-in-use', 'email-in-use', /already registered/],
    ['auth/weak-password', 'weak-password', /too weak/],
    ['auth/invalid-email', 'invalid-email', /does not look right/],
    ['auth/network-request-failed', 'network', /connection/],
    ['auth/too-many-requests', 'too-many', /wait/],
    ['auth/internal-error', 'other', /our side/],
  ])('%s → %s', (code, problem, words) => {
    const described = describeSignUpError(failure(code));
    expect(described.problem).toBe(problem);
    expect(described.message).toMatch(words);
  });
});

describe('Google errors', () => {
  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    '%s is not an error to show',
    (code) => {
      expect(describeGoogleError(failure(code)).show).toBe(false);
    },
  );

  it.each([
    ['auth/account-exists-with-different-credential', /Sign in with your email and password/],
    ['auth/network-request-failed', /connection/],
  ])('%s is shown, with its reason', (code, words) => {
    const described = describeGoogleError(failure(code));
    expect(described.show).toBe(true);
    expect(described.reason).toMatch(words);
  });

  it('anything else is shown with no reason but the spec’s message', () => {
    expect(describeGoogleError(failure('auth/internal-error'))).toEqual({ show: true, reason: null });
  });
});

describe('account action errors', () => {
  it.each([
    ['auth/expired-action-code', /expired/],
    ['auth/invalid-action-code', /not valid/],
    ['auth/wrong-password', /not right/],
    ['auth/invalid-credential', /not right/],
    ['auth/requires-recent-login', /confirm it is you/],
    ['auth/user-mismatch', /different account/],
    ['auth/whatever', /our side/],
  ])('%s', (code, words) => {
    expect(describeAccountActionError(failure(code))).toMatch(words);
  });
});
