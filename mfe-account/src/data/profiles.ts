import {
  CONSENT_PURPOSES,
  DEFAULT_PREFERENCES,
  isCalculatorSlug,
  loadAccountAuthSdk,
  loadFirestore,
  PRIVACY_NOTICE_VERSION,
  settleWrite,
  type ConsentDocument,
  type PreferencesDocument,
  type ProfileDocument,
  type SignInMethod,
  type ToWrite,
} from '@meridian/shared';
import { tidyDisplayName } from '../model/profile-form';
import { logActivity, recordSafely } from './activities';

/** What the account pages need of a signed-in Firebase user (the SDK's User has all of it). */
export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  providerData: readonly { providerId: string }[];
}

export interface SignInRecord {
  /** True when this sign-in created the account's profile (a sign-up, or a first Google sign-in). */
  created: boolean;
  /** The sign-in methods the profile recorded before, and those the account has now. */
  methodsBefore: string[];
  methodsNow: string[];
}

const methodsOf = (user: SignedInUser) => [...new Set(user.providerData.map((info) => info.providerId))];

function httpsOrNull(url: string | null): string | null {
  return url && url.startsWith('https://') && url.length <= 2048 ? url : null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Keeps the account's documents in step with a sign-in that has just happened. The first time
 * (no profile yet) it creates the profile with role 'user', the default preferences and the
 * consent given, and logs the sign-up; afterwards it merges only the time of this sign-in and
 * the sign-in methods (never the role or createdAt) and logs the sign-in. Logging failures are
 * written to the console and do not undo the sign-in.
 */
export async function recordSignIn(
  user: SignedInUser,
  method: SignInMethod,
  extras: { displayName?: string; dateOfBirth?: string } = {},
): Promise<SignInRecord> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const profileRef = sdk.doc(db, 'users', user.uid);
  const existing = await sdk.getDoc(profileRef);
  const methodsNow = methodsOf(user);
  if (existing.exists()) {
    const stored: Record<string, unknown> = existing.data();
    await settleWrite(
      handle,
      sdk.updateDoc(profileRef, { lastLoginAt: sdk.serverTimestamp(), signInMethods: methodsNow }),
    );
    await recordSafely(logActivity(user.uid, 'login', method));
    return { created: false, methodsBefore: stringList(stored.signInMethods), methodsNow };
  }

  const email = user.email ?? '';
  const name = tidyDisplayName(extras.displayName ?? user.displayName ?? '') || email.split('@')[0] || 'Client';
  const profile: ToWrite<ProfileDocument, 'createdAt' | 'lastLoginAt'> = {
    uid: user.uid,
    email,
    displayName: name,
    photoURL: httpsOrNull(user.photoURL),
    role: 'user',
    ...(extras.dateOfBirth ? { dateOfBirth: extras.dateOfBirth } : {}),
    signInMethods: methodsNow,
    createdAt: sdk.serverTimestamp(),
    lastLoginAt: sdk.serverTimestamp(),
  };
  const consent: ToWrite<ConsentDocument, 'at'> = {
    userId: user.uid,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    purposes: [...CONSENT_PURPOSES],
    withdrawn: false,
    at: sdk.serverTimestamp(),
  };
  const batch = sdk.writeBatch(db);
  batch.set(profileRef, profile);
  batch.set(sdk.doc(db, 'userPreferences', user.uid), DEFAULT_PREFERENCES);
  batch.set(sdk.doc(sdk.collection(db, 'consents')), consent);
  await settleWrite(handle, batch.commit());
  await recordSafely(logActivity(user.uid, 'signup', method));
  return { created: true, methodsBefore: [], methodsNow };
}

/** The profile and preferences as the Profile tab edits them. */
export interface AccountDetails {
  displayName: string;
  email: string;
  /** '' when not given. */
  dateOfBirth: string;
  preferences: PreferencesDocument;
}

export async function readAccountDetails(uid: string): Promise<AccountDetails> {
  const { db, sdk } = await loadFirestore();
  const [profile, preferences] = await Promise.all([
    sdk.getDoc(sdk.doc(db, 'users', uid)),
    sdk.getDoc(sdk.doc(db, 'userPreferences', uid)),
  ]);
  const stored: Record<string, unknown> = profile.exists() ? profile.data() : {};
  const prefs: Record<string, unknown> = preferences.exists() ? preferences.data() : {};
  return {
    displayName: typeof stored.displayName === 'string' ? stored.displayName : '',
    email: typeof stored.email === 'string' ? stored.email : '',
    dateOfBirth: typeof stored.dateOfBirth === 'string' ? stored.dateOfBirth : '',
    preferences: {
      emailNotifications:
        typeof prefs.emailNotifications === 'boolean'
          ? prefs.emailNotifications
          : DEFAULT_PREFERENCES.emailNotifications,
      defaultCalculator: isCalculatorSlug(prefs.defaultCalculator)
        ? prefs.defaultCalculator
        : DEFAULT_PREFERENCES.defaultCalculator,
    },
  };
}

/** Saves the name and date of birth, in the profile and on the sign-in account itself. */
export async function saveNameAndBirthday(
  uid: string,
  { displayName, dateOfBirth }: { displayName: string; dateOfBirth: string },
): Promise<void> {
  const handle = await loadFirestore();
  const name = tidyDisplayName(displayName);
  await settleWrite(
    handle,
    handle.sdk.updateDoc(handle.sdk.doc(handle.db, 'users', uid), {
      displayName: name,
      dateOfBirth: dateOfBirth === '' ? null : dateOfBirth,
    }),
  );
  const { auth, account } = await loadAccountAuthSdk();
  if (auth.currentUser) await account.updateProfile(auth.currentUser, { displayName: name });
}

export async function savePreferences(uid: string, preferences: PreferencesDocument): Promise<void> {
  const handle = await loadFirestore();
  await settleWrite(handle, handle.sdk.setDoc(handle.sdk.doc(handle.db, 'userPreferences', uid), preferences));
}

/**
 * Ends every session of the account, this one included: from now on the rules refuse any
 * session that signed in before this moment (sessionsValidAfter). The caller then signs this
 * device out.
 */
export async function endAllSessions(uid: string): Promise<void> {
  const handle = await loadFirestore();
  await settleWrite(
    handle,
    handle.sdk.updateDoc(handle.sdk.doc(handle.db, 'users', uid), { sessionsValidAfter: handle.sdk.serverTimestamp() }),
  );
}
