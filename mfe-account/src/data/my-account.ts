import { brand, loadAccountAuthSdk, loadFirestore, loadGoogleAuthSdk } from '@meridian/shared';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@meridian/shared';
import { buildAccountExport } from '../domain/account-export';
import type { SummaryInput } from '../domain/data-summary';
import { addWithdrawal, readConsents } from './consents';
import { emulatorGoogleToken, type EmulatorGoogleAccount } from '../domain/emulator-google';
import { usesAuthEmulator } from './sign-in';
import { early } from './early-reads';

/**
 * What a person does to their own account from the Profile tab: prove it is them again, change
 * or add a password, download everything kept about them, delete the account.
 */

/** How a person proves it is them before a sensitive change: their password, or Google again. */
export type Confirmation =
  { method: 'password'; password: string } | { method: 'google'; chosen: EmulatorGoogleAccount | null };

async function signedInUser() {
  const handle = await loadAccountAuthSdk();
  // A tab may open on a session remembered on this device, before Auth has restored it.
  await handle.auth.authStateReady();
  const user = handle.auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/requires-recent-login' });
  return { ...handle, user };
}

/** Re-authenticates the signed-in person (Firebase asks for a recent sign-in before these changes). */
export async function confirmIdentity(confirmation: Confirmation): Promise<void> {
  const { account, user } = await signedInUser();
  if (confirmation.method === 'password') {
    const credential = account.EmailAuthProvider.credential(user.email ?? '', confirmation.password);
    await account.reauthenticateWithCredential(user, credential);
    return;
  }
  const { google } = await loadGoogleAuthSdk();
  if (usesAuthEmulator()) {
    if (!confirmation.chosen) throw new Error('Choose the Google account to confirm with.');
    const credential = google.GoogleAuthProvider.credential(emulatorGoogleToken(confirmation.chosen));
    await google.reauthenticateWithCredential(user, credential);
    return;
  }
  await google.reauthenticateWithPopup(user, new google.GoogleAuthProvider(), google.browserPopupRedirectResolver);
}

export async function changePassword(currentPassword: string, nextPassword: string): Promise<void> {
  await confirmIdentity({ method: 'password', password: currentPassword });
  const { account, user } = await signedInUser();
  await account.updatePassword(user, nextPassword);
}

/**
 * Gives an account that signs in with Google a password as well (after confirming with
 * Google): setting the password of an account adds the email-and-password method to it.
 */
export async function addPassword(confirmation: Confirmation, password: string): Promise<void> {
  await confirmIdentity(confirmation);
  const { account, user } = await signedInUser();
  await account.updatePassword(user, password);
}

/** Every document of the user's in a collection, by userId. */
async function ownDocuments(collection: string, uid: string) {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, collection), sdk.where('userId', '==', uid)));
  return snapshot.docs;
}

/** A stored document's fields with its id. */
const withId = (document: { id: string; data: () => Record<string, unknown> }) => ({
  id: document.id,
  ...document.data(),
});

/** The person's comments on the blog (comments/{id} carrying their uid, whatever their status; issue 20). */
async function ownComments(uid: string) {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'comments'), sdk.where('uid', '==', uid)));
  return snapshot.docs;
}

/**
 * What readMyData reads: the summary's input, and the person's comments on the blog, the emails
 * sent for their account, their declaration and their risk questionnaire's versions (in the export).
 */
export type MyData = SummaryInput & {
  comments: readonly Record<string, unknown>[];
  mail: readonly Record<string, unknown>[];
  declaration: Record<string, unknown> | null;
  riskProfiles: readonly Record<string, unknown>[];
  suitability: readonly Record<string, unknown>[];
  agreement: Record<string, unknown> | null;
};

/**
 * Everything the site keeps about the signed-in person, as read now: their profile,
 * preferences, sign-ins, saved calculations, consents (and the purposes withdrawn), complaints
 * lodged while signed in, grievances to the data protection officer, their nominee, their
 * comments on the blog, the emails sent to them, their declaration of advice, not distribution,
 * their answers to the risk questionnaire, the adviser's suitability records and their agreement
 * (its terms and signature; the PDF is its own download). The summary (domain/data-summary.ts) and the JSON export are both made
 * from it.
 */
export async function readMyData(uid: string): Promise<MyData> {
  const { db, sdk } = await loadFirestore();
  const byUid = (collection: string) =>
    sdk
      .getDocs(sdk.query(sdk.collection(db, collection), sdk.where('uid', '==', uid), sdk.limit(50)))
      .then((snapshot) => snapshot.docs.map(withId));
  const [
    profile,
    preferences,
    activities,
    calculations,
    consentRecords,
    state,
    complaints,
    grievances,
    nominee,
    comments,
    mail,
    declaration,
    riskProfiles,
    suitability,
    agreement,
  ] = await Promise.all([
    sdk.getDoc(sdk.doc(db, 'users', uid)),
    sdk.getDoc(sdk.doc(db, 'userPreferences', uid)),
    ownDocuments('activities', uid),
    ownDocuments('calculations', uid),
    ownDocuments('consents', uid),
    sdk.getDoc(sdk.doc(db, 'consentState', uid)),
    byUid('complaints'),
    byUid('grievances'),
    sdk.getDoc(sdk.doc(db, 'nominees', uid)),
    ownComments(uid),
    byUid('mail'),
    sdk.getDoc(sdk.doc(db, 'declarations', uid)),
    sdk
      .getDocs(sdk.query(sdk.collection(db, 'riskProfiles', uid, 'versions'), sdk.limit(50)))
      .then((snapshot) => snapshot.docs.map(withId)),
    sdk
      .getDocs(sdk.query(sdk.collection(db, 'suitability', uid, 'records'), sdk.limit(50)))
      .then((snapshot) => snapshot.docs.map(withId)),
    sdk.getDoc(sdk.doc(db, 'agreements', uid)),
  ]);
  const withdrawn: unknown = state.exists() ? state.data().withdrawn : [];
  return {
    profile: profile.exists() ? profile.data() : null,
    preferences: preferences.exists() ? preferences.data() : null,
    activities: activities.map(withId),
    calculations: calculations.map(withId),
    consents: consentRecords.map(withId),
    withdrawn: Array.isArray(withdrawn)
      ? withdrawn.filter((purpose): purpose is ConsentPurpose => CONSENT_PURPOSES.some((known) => known === purpose))
      : [],
    complaints,
    grievances,
    nominee: nominee.exists() ? nominee.data() : null,
    comments: comments.map(withId),
    mail,
    declaration: declaration.exists() ? declaration.data() : null,
    riskProfiles,
    suitability,
    agreement: agreement.exists() ? agreement.data() : null,
  };
}

/**
 * readMyData for the Privacy tab's summary, once the tab's first reads (its consents, nominee and
 * grievances: page-reads.ts) have answered and been drawn. Its fifteen reads would otherwise share the phone's
 * connections and CPU with them, and hold the consents back (by about 0.4 s, measured).
 */
export async function readMyDataAfterFirstReads(uid: string): Promise<MyData> {
  await early.afterFirstReads();
  return readMyData(uid);
}

/** Everything the site keeps about the signed-in person, as one JSON document (DPDP Act: access). */
export async function exportMyData(uid: string): Promise<string> {
  const data = await readMyData(uid);
  return `${JSON.stringify(buildAccountExport(data, new Date(), brand.name), null, 2)}\n`;
}

/** Why a superadmin cannot delete their account (the rules refuse it; see firestore.rules, users). */
export const SUPERADMIN_CANNOT_DELETE =
  'A superadmin’s account can’t be deleted while it is one, so that the site always has someone who can manage it. Ask another superadmin to change your role first.';

/**
 * Deletes the account after the person confirms it is them: their saved calculations, comments
 * on the blog, preferences, nominee, device key and profile, then the sign-in account itself. The activity log, the
 * consent records, complaints and grievances are kept (the law asks the firm to keep them:
 * ERASURE_TEXT in ../content/privacy.ts says which and why).
 */
export async function deleteMyAccount(uid: string, confirmation: Confirmation): Promise<void> {
  await confirmIdentity(confirmation);
  const { db, sdk } = await loadFirestore();
  // The rules refuse a superadmin's profile deletion (the site must keep one): refuse before
  // anything of theirs is deleted, rather than leave them without their calculations.
  const profile = await sdk.getDoc(sdk.doc(db, 'users', uid));
  if (profile.exists() && profile.data().role === 'superadmin') throw new Error(SUPERADMIN_CANNOT_DELETE);
  const calculations = await ownDocuments('calculations', uid);
  const comments = await ownComments(uid);
  // Firestore takes at most 500 writes a batch: the calculations and the comments first, then the
  // profile last, so that a failure midway leaves an account that can still sign in and try again.
  const documents = [
    ...calculations.map((document) => sdk.doc(db, 'calculations', document.id)),
    ...comments.map((document) => sdk.doc(db, 'comments', document.id)),
  ];
  for (let start = 0; start < documents.length; start += 450) {
    const batch = sdk.writeBatch(db);
    for (const document of documents.slice(start, start + 450)) batch.delete(document);
    await batch.commit();
  }
  // The account's core consent is withdrawn in the batch that deletes it (issue 19): the record
  // of the withdrawal, with its time, is kept with the consents.
  const { withdrawn } = await readConsents(uid);
  const batch = sdk.writeBatch(db);
  addWithdrawal({ db, sdk }, batch, uid, 'account', withdrawn);
  batch.delete(sdk.doc(db, 'userPreferences', uid));
  batch.delete(sdk.doc(db, 'nominees', uid));
  batch.delete(sdk.doc(db, 'users', uid));
  await batch.commit();
  const { account, user } = await signedInUser();
  await account.deleteUser(user);
}
