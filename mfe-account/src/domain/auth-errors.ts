/**
 * What each account form says when Firebase Auth refuses: the spec's message (§8) first, then
 * the reason in plain words. Pure: maps an error's code, so the wording is tested without
 * Firebase. Sign-in says the same thing for a wrong password and an unknown email, so the form
 * tells nobody which emails have accounts.
 */

/** The error code of a Firebase error ('auth/wrong-password'), or '' for anything else. */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

export const SIGN_IN_FAILED = 'Failed to sign in. Please check your credentials.';
export const SIGN_UP_FAILED = 'Failed to create account';
export const GOOGLE_FAILED = 'Failed to sign in with Google.';

const NETWORK = 'We could not reach the sign-in service. Please check your connection and try again.';
const TOO_MANY = 'Too many attempts from this device. Please wait a few minutes, then try again.';

export type SignUpProblem = 'email-in-use' | 'weak-password' | 'invalid-email' | 'network' | 'too-many' | 'other';

/** Why a sign-up failed, for the red box: the kind (the email-in-use box links to sign in and reset) and the words. */
export function describeSignUpError(error: unknown): { problem: SignUpProblem; message: string } {
  switch (errorCode(error)) {
    case 'auth/email-already-in-use':
      return {
        problem: 'email-in-use',
        message: 'This email is already registered. Sign in instead, or reset your password if you have forgotten it.',
      };
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return { problem: 'weak-password', message: 'This password is too weak. Please choose a longer one.' };
    case 'auth/invalid-email':
      return { problem: 'invalid-email', message: 'This email address does not look right.' };
    case 'auth/network-request-failed':
      return { problem: 'network', message: NETWORK };
    case 'auth/too-many-requests':
      return { problem: 'too-many', message: TOO_MANY };
    default:
      return { problem: 'other', message: 'Something went wrong on our side. Please try again in a minute.' };
  }
}

/**
 * Why a sign-in failed, after SIGN_IN_FAILED. A wrong password, an unknown email and a refused
 * credential all read the same (nothing more is added); only what the person can act on
 * differently gets words of its own.
 */
export function describeSignInError(error: unknown): string | null {
  switch (errorCode(error)) {
    case 'auth/network-request-failed':
      return NETWORK;
    case 'auth/too-many-requests':
      return TOO_MANY;
    case 'auth/user-disabled':
      return 'This account has been disabled. Please contact us if you think this is a mistake.';
    default:
      return null;
  }
}

/**
 * Why a Google sign-in failed, after GOOGLE_FAILED; null when nothing went wrong that needs
 * saying (the person closed Google's window, or pressed the button again).
 */
export function describeGoogleError(error: unknown): { show: boolean; reason: string | null } {
  switch (errorCode(error)) {
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return { show: false, reason: null };
    case 'auth/account-exists-with-different-credential':
      return {
        show: true,
        reason:
          'This email already has an account that signs in another way. Sign in with your email and password, then add Google from your profile.',
      };
    case 'auth/network-request-failed':
      return { show: true, reason: NETWORK };
    case 'auth/user-disabled':
      return {
        show: true,
        reason: 'This account has been disabled. Please contact us if you think this is a mistake.',
      };
    default:
      return { show: true, reason: null };
  }
}

/** What a reset, verification or re-authentication step says when it fails. */
export function describeAccountActionError(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/expired-action-code':
      return 'This link has expired. Please ask for a new one.';
    case 'auth/invalid-action-code':
      return 'This link is not valid any more: it may have been used already. Please ask for a new one.';
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'That password is not right. Please try again.';
    case 'auth/requires-recent-login':
      return 'For your safety, please confirm it is you again, then try once more.';
    case 'auth/user-mismatch':
      return 'That is a different account. Please confirm with the account you are signed in with.';
    case 'auth/network-request-failed':
      return NETWORK;
    case 'auth/too-many-requests':
      return TOO_MANY;
    default:
      return 'Something went wrong on our side. Please try again in a minute.';
  }
}
