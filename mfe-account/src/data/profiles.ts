import {
  CONSENT_PURPOSES,
  DEFAULT_PREFERENCES,
  hasControlCharacter,
  inviteExpired,
  isRole,
  loadAccountAuthSdk,
  loadFirestore,
  PRIVACY_NOTICE_VERSION,
  PROFILE_LIMITS,
  readStoredInvite,
  readStoredProfile,
  settleWrite,
  type AuditLogDocument,
  type ConsentDocument,
  type NoticeLanguage,
  type FirestoreHandle,
  type PreferencesDocument,
  type ProfileDocument,
  type Role,
  type SignInMethod,
  type ToWrite,
} from '@meridian/shared';
import { tidyDisplayName } from '../domain/profile-form';
import { logActivity, recordSafely } from './activities';
import { ACCOUNT_NOTICE_LANGUAGE } from '../domain/notice-language';
import { accountDetailsOf, type AccountDetails } from '../domain/account-details';
import { early } from './early-reads';

/** What the account pages need of a signed-in Firebase user (the SDK's User has all of it). */
export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** An invitation's role is taken up only by an address shown to be the person's own. */
  emailVerified: boolean;
  providerData: readonly { providerId: string }[];
}

export interface SignInRecord {
  /** True when this sign-in created the account's profile (a sign-up, or a first Google sign-in). */
  created: boolean;
  /** The sign-in methods the profile recorded before, and those the account has now. */
  methodsBefore: string[];
  methodsNow: string[];
  /** The account's role once this sign-in is recorded (an invitation taken up included). */
  role: Role;
}

const methodsOf = (user: SignedInUser) => [...new Set(user.providerData.map((info) => info.providerId))];

/**
 * The sign-in account's photo as a profile may hold it (the rules' httpsAddress): an https
 * address of at most 2,048 characters with no control character and no space of any kind;
 * anything else is left out (null), so that it cannot stop the profile being written.
 */
export function profilePhotoURL(url: string | null): string | null {
  return url &&
    url.startsWith('https://') &&
    url.length > 'https://'.length &&
    url.length <= PROFILE_LIMITS.photoURL &&
    !hasControlCharacter(url) &&
    !/\s/u.test(url)
    ? url
    : null;
}

/**
 * A name for a new profile, on one line as the rules want it: a name from Google may hold a
 * control character or a line separator, which becomes a space, then tidyDisplayName.
 */
export function profileName(name: string): string {
  return tidyDisplayName([...name].map((character) => (hasControlCharacter(character) ? ' ' : character)).join(''));
}

/**
 * A pending invitation (invites/{email}, written by an admin) for the address signing in, once
 * that address is verified (the rules let only a verified invitee read or take it up): a new
 * password account takes its role at its first sign-in after confirming its address. One past
 * its expiry (or made before invitations expired) is left alone: the account goes on as it is,
 * and an admin can invite the address again.
 */
async function pendingInvite({ db, sdk }: FirestoreHandle, user: SignedInUser): Promise<Role | null> {
  const email = user.email;
  if (!email || !user.emailVerified) return null;
  try {
    const invite = await sdk.getDoc(sdk.doc(db, 'invites', email.toLowerCase()));
    const stored = invite.exists() ? readStoredInvite(invite.data()) : null;
    return stored?.status === 'pending' && !inviteExpired(stored, new Date()) && isRole(stored.role)
      ? stored.role
      : null;
  } catch (error) {
    // Not being able to read it must not stop the sign-in: the role applies at the next one.
    console.error('Reading the invitation for this address failed', error);
    return null;
  }
}

/** The 'invite.accept' audit entry of the signed-in user taking up their invitation's role. */
function acceptanceEntry(
  { sdk }: FirestoreHandle,
  user: SignedInUser,
  from: Role,
  to: Role,
): ToWrite<AuditLogDocument, 'at'> {
  return {
    actor: user.uid,
    actorEmail: (user.email ?? '').toLowerCase(),
    action: 'invite.accept',
    target: `users/${user.uid}`,
    before: { role: from },
    after: { role: to },
    note: '',
    at: sdk.serverTimestamp(),
  };
}

/**
 * Takes up an invitation at a sign-in of an existing account: the role it names (the same one
 * included: an invitation is marked accepted only by the batch that takes its role), with an
 * 'invite.accept' audit entry, and the invitation marked accepted, in one batch (the rules allow
 * an owner to change their own role only so). A failure (an invitation whose inviter can no
 * longer give the role, say) is logged and leaves the sign-in intact.
 */
/** Takes up an invitation; true once the account has the invited role. */
async function acceptInvite(handle: FirestoreHandle, user: SignedInUser, from: Role, to: Role): Promise<boolean> {
  const { db, sdk } = handle;
  const email = (user.email ?? '').toLowerCase();
  const batch = sdk.writeBatch(db);
  const entry = sdk.doc(sdk.collection(db, 'auditLog'));
  batch.update(sdk.doc(db, 'invites', email), { status: 'accepted' });
  batch.update(sdk.doc(db, 'users', user.uid), { role: to, auditId: entry.id });
  batch.set(entry, acceptanceEntry(handle, user, from, to));
  try {
    await settleWrite(handle, batch.commit());
    return true;
  } catch (error) {
    console.error('Taking up the invitation for this address failed', error);
    return false;
  }
}

/** Whether the account has its profile: no profile is a first sign-in (or an unfinished sign-up). */
export async function hasProfile(uid: string): Promise<boolean> {
  const { db, sdk } = await loadFirestore();
  return (await sdk.getDoc(sdk.doc(db, 'users', uid))).exists();
}

/** Whether Firestore refused a request (its rules said no). */
export function refused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}

/**
 * Keeps the account's documents in step with a sign-in that has just happened. The first time
 * (no profile yet) it creates the profile with role 'user' (or the role an admin invited this
 * address with, audited as an acceptance; if the rules refuse that, because whoever sent the
 * invitation can no longer give the role, the account starts as 'user'), the default preferences
 * and the consent given, and logs the sign-up;
 * afterwards it merges only the time of this sign-in and the sign-in methods (never the role or
 * createdAt, unless an invitation is waiting: see acceptInvite) and logs the sign-in. Logging
 * failures are written to the console and do not undo the sign-in.
 */
export async function recordSignIn(
  user: SignedInUser,
  method: SignInMethod,
  extras: { displayName?: string; dateOfBirth?: string; noticeLanguage?: NoticeLanguage } = {},
): Promise<SignInRecord> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const profileRef = sdk.doc(db, 'users', user.uid);
  const existing = await sdk.getDoc(profileRef);
  const methodsNow = methodsOf(user);
  if (existing.exists()) {
    const stored = readStoredProfile(existing.data());
    await settleWrite(
      handle,
      sdk.updateDoc(profileRef, { lastLoginAt: sdk.serverTimestamp(), signInMethods: methodsNow }),
    );
    // An invitation raises a plain account to a staff role; a staff member's role is changed by
    // an admin, never by an invitation (the rules refuse it).
    const role = stored.role;
    const invited = role === 'user' ? await pendingInvite(handle, user) : null;
    const taken = invited !== null && (await acceptInvite(handle, user, role, invited));
    await recordSafely(logActivity(user.uid, 'login', method));
    return { created: false, methodsBefore: stored.signInMethods, methodsNow, role: taken ? invited : role };
  }

  const email = user.email ?? '';
  const invited = await pendingInvite(handle, user);
  const name = profileName(extras.displayName ?? user.displayName ?? '') || email.split('@')[0] || 'Client';
  const profile: ToWrite<ProfileDocument, 'createdAt' | 'lastLoginAt'> = {
    uid: user.uid,
    email,
    displayName: name,
    photoURL: profilePhotoURL(user.photoURL),
    role: 'user',
    ...(extras.dateOfBirth ? { dateOfBirth: extras.dateOfBirth } : {}),
    signInMethods: methodsNow,
    createdAt: sdk.serverTimestamp(),
    lastLoginAt: sdk.serverTimestamp(),
  };
  const consent: ToWrite<ConsentDocument, 'at'> = {
    userId: user.uid,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: extras.noticeLanguage ?? ACCOUNT_NOTICE_LANGUAGE,
    purposes: [...CONSENT_PURPOSES],
    withdrawn: false,
    at: sdk.serverTimestamp(),
  };
  /** One batch: the profile (with the invited role, its acceptance entry and the invitation accepted), preferences, consent. */
  const create = async (role: Role | null): Promise<void> => {
    const batch = sdk.writeBatch(db);
    const entry = sdk.doc(sdk.collection(db, 'auditLog'));
    batch.set(profileRef, role ? { ...profile, role, auditId: entry.id } : profile);
    batch.set(sdk.doc(db, 'userPreferences', user.uid), DEFAULT_PREFERENCES);
    batch.set(sdk.doc(sdk.collection(db, 'consents')), consent);
    if (role) {
      batch.update(sdk.doc(db, 'invites', email.toLowerCase()), { status: 'accepted' });
      batch.set(entry, acceptanceEntry(handle, user, 'user', role));
    }
    await settleWrite(handle, batch.commit());
  };
  let role: Role = invited ?? 'user';
  try {
    await create(invited);
  } catch (error) {
    if (!invited || !refused(error)) throw error;
    console.error('Taking up the invitation for this address was refused; the account starts as user', error);
    await create(null);
    role = 'user';
  }
  await recordSafely(logActivity(user.uid, 'signup', method));
  return { created: true, methodsBefore: [], methodsNow, role };
}

export type { AccountDetails } from '../domain/account-details';

export function readAccountDetails(uid: string): Promise<AccountDetails> {
  return early.take(`details:${uid}`, () => readDetails(uid));
}

async function readDetails(uid: string): Promise<AccountDetails> {
  const { db, sdk } = await loadFirestore();
  const [profile, preferences] = await Promise.all([
    sdk.getDoc(sdk.doc(db, 'users', uid)),
    sdk.getDoc(sdk.doc(db, 'userPreferences', uid)),
  ]);
  return accountDetailsOf(profile.exists() ? profile.data() : {}, preferences.exists() ? preferences.data() : {});
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
