import {
  getFirebaseSettings,
  loadAccountAuthSdk,
  loadAuthSdk,
  loadGoogleAuthSdk,
  paths,
  type NoticeLanguage,
} from '@meridian/shared';
import { recordSessionOnDevice } from '@meridian/shared/device-memory';
import { emulatorGoogleToken, type EmulatorGoogleAccount } from '../domain/emulator-google';
import { hasProfile, recordSignIn, type SignedInUser, type SignInRecord } from './profiles';

/**
 * Signing in, up and out of an account, and the emailed links (verification, reset). Every call
 * goes to Firebase Auth through the shared client; what happens to the account's documents at
 * a sign-in is in profiles.ts.
 */

/** Whether Auth is the local emulator (demo project): Google's window cannot open offline there. */
export function usesAuthEmulator(): boolean {
  return getFirebaseSettings().emulators !== null;
}

/** Starts downloading what the sign-in and sign-up forms will need, while the person types. */
export function prepareAccountAuth(): void {
  void loadAccountAuthSdk().catch(() => undefined);
}

/**
 * Where a session is kept: "remember me" keeps it on this device until sign-out (localStorage);
 * otherwise it lasts as long as this tab (sessionStorage). Set before signing in.
 */
async function keepSession(remember: boolean): Promise<void> {
  const { auth, sdk } = await loadAuthSdk();
  await sdk.setPersistence(auth, remember ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
}

/**
 * Once signed in: the site's own record of whose session this device holds and where it is kept
 * ('@meridian/shared/device-memory'), which lets a later page know without downloading Auth.
 */
function recorded<T extends { uid: string }>(user: T, remember: boolean): T {
  recordSessionOnDevice(user.uid, remember);
  return user;
}

/** The address the emailed links come back to. */
function continueUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

export async function signInWithEmail(email: string, password: string, remember: boolean): Promise<SignInRecord> {
  await keepSession(remember);
  const { auth, sdk } = await loadAuthSdk();
  const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  return recordSignIn(recorded(credential.user, remember), 'password');
}

/**
 * Creates an account: the sign-in account with its name, then the profile, preferences and
 * consent record (profiles.ts), then the verification email (its failure is not the sign-up's:
 * the dashboard offers to send it again). The page has checked the date of birth first
 * (minorSignUp): nothing reaches Firebase for someone under 18.
 */
export async function signUpWithEmail(fields: {
  displayName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  /** The language the person read the sign-up notice in. */
  noticeLanguage: NoticeLanguage;
}): Promise<SignInRecord> {
  await keepSession(true);
  const { auth, account } = await loadAccountAuthSdk();
  const credential = await account.createUserWithEmailAndPassword(auth, fields.email.trim(), fields.password);
  recorded(credential.user, true);
  await account.updateProfile(credential.user, { displayName: fields.displayName.trim() });
  const record = await recordSignIn(credential.user, 'password', {
    displayName: fields.displayName,
    dateOfBirth: fields.dateOfBirth,
    noticeLanguage: fields.noticeLanguage,
  });
  await sendVerificationEmail().catch((error: unknown) => console.warn('The verification email was not sent:', error));
  return record;
}

export async function sendVerificationEmail(): Promise<void> {
  const { auth, account } = await loadAccountAuthSdk();
  if (!auth.currentUser) throw new Error('Nobody is signed in.');
  await account.sendEmailVerification(auth.currentUser, { url: continueUrl(paths.dashboard) });
}

/** A Google sign-in account just signed in, which can be removed again. */
interface GoogleUser extends SignedInUser {
  delete(): Promise<void>;
}

/**
 * A first Google sign-in (no profile yet): the sign-in account exists (Google made it), but
 * nothing about the person is stored until they give their date of birth. An adult's completes
 * the sign-up (the profile with it, preferences, consent, the 'signup' activity); for someone
 * under 18, or if the person stops there, the sign-in account is deleted and nothing is kept.
 */
export interface FirstGoogleSignIn {
  kind: 'needs-date-of-birth';
  /** The name on the Google account, to greet the person by. */
  name: string;
  /** `noticeLanguage`: the language the person read the sign-up notice in (its consent record names it). */
  complete(dateOfBirth: string, noticeLanguage: NoticeLanguage): Promise<SignInRecord>;
  discard(): Promise<void>;
}

export type GoogleOutcome = SignInRecord | FirstGoogleSignIn;

/** Deletes the sign-in account that was just made (a recent sign-in, so Auth allows it); signs out. */
async function discardAccount(user: GoogleUser): Promise<void> {
  try {
    await user.delete();
  } finally {
    const { auth, sdk } = await loadAuthSdk();
    if (auth.currentUser) await sdk.signOut(auth).catch(() => undefined);
  }
}

/** After Google has signed the person in: a returning account's sign-in, or the date-of-birth step. */
async function afterGoogle(user: GoogleUser): Promise<GoogleOutcome> {
  if (await hasProfile(user.uid)) return recordSignIn(user, 'google');
  return {
    kind: 'needs-date-of-birth',
    name: user.displayName ?? '',
    complete: (dateOfBirth, noticeLanguage) => recordSignIn(user, 'google', { dateOfBirth, noticeLanguage }),
    discard: () => discardAccount(user),
  };
}

/** A flag kept while Google's page is open in place of ours (the redirect flow). */
const REDIRECT_FLAG = 'meridian:google-redirect';

/**
 * Signs in with Google's own window (production). Where the browser blocks the window, it
 * goes to Google in this tab instead and returns 'redirected'; finishGoogleRedirect() completes
 * the sign-in when the person comes back.
 */
export async function signInWithGooglePopup(remember: boolean): Promise<GoogleOutcome | 'redirected'> {
  await keepSession(remember);
  const { auth, google } = await loadGoogleAuthSdk();
  const provider = new google.GoogleAuthProvider();
  try {
    const credential = await google.signInWithPopup(auth, provider, google.browserPopupRedirectResolver);
    return await afterGoogle(recorded(credential.user, remember));
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/popup-blocked') {
      sessionStorage.setItem(REDIRECT_FLAG, '1');
      await google.signInWithRedirect(auth, provider, google.browserPopupRedirectResolver);
      return 'redirected';
    }
    throw error;
  }
}

/** Whether a Google sign-in went through a redirect and is waiting to be completed on this page. */
export function googleRedirectPending(): boolean {
  return sessionStorage.getItem(REDIRECT_FLAG) !== null;
}

/** Completes a Google sign-in that went through a redirect; null when none was under way. */
export async function finishGoogleRedirect(): Promise<GoogleOutcome | null> {
  if (sessionStorage.getItem(REDIRECT_FLAG) === null) return null;
  sessionStorage.removeItem(REDIRECT_FLAG);
  const { auth, google } = await loadGoogleAuthSdk();
  const result = await google.getRedirectResult(auth, google.browserPopupRedirectResolver);
  return result ? afterGoogle(result.user) : null;
}

/** Signs in against the local emulator with the account chosen in the site's own chooser. */
export async function signInWithEmulatorGoogle(
  chosen: EmulatorGoogleAccount,
  remember: boolean,
): Promise<GoogleOutcome> {
  await keepSession(remember);
  const { auth, google } = await loadGoogleAuthSdk();
  const credential = await google.signInWithCredential(
    auth,
    google.GoogleAuthProvider.credential(emulatorGoogleToken(chosen)),
  );
  return afterGoogle(recorded(credential.user, remember));
}

/**
 * Sends the password-reset email. The same answer whether or not the address has an account
 * (email enumeration protection: the service does not say, and neither does the page).
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, account } = await loadAccountAuthSdk();
  try {
    await account.sendPasswordResetEmail(auth, email.trim(), { url: continueUrl(paths.signIn) });
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
    if (code !== 'auth/user-not-found') throw error;
  }
}

/** The email a reset link is for, which also checks that the link is still good. */
export async function checkResetLink(code: string): Promise<string> {
  const { auth, account } = await loadAccountAuthSdk();
  return account.verifyPasswordResetCode(auth, code);
}

export async function resetPassword(code: string, password: string): Promise<void> {
  const { auth, account } = await loadAccountAuthSdk();
  await account.confirmPasswordReset(auth, code, password);
}

/** Applies an emailed verification link. */
export async function verifyEmail(code: string): Promise<void> {
  const { auth, account } = await loadAccountAuthSdk();
  await account.applyActionCode(auth, code);
}
