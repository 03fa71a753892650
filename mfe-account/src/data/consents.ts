import {
  CONSENT_PURPOSES,
  loadFirestore,
  PRIVACY_NOTICE_VERSION,
  settleWrite,
  storedMillis,
  type ConsentDocument,
  type ConsentPurpose,
  type ConsentStateDocument,
  type FirestoreHandle,
  type ToWrite,
} from '@meridian/shared';
import { withdrawnAfter, type ConsentRecord } from '../domain/consent-rows';
import { ACCOUNT_NOTICE_LANGUAGE } from '../domain/notice-language';
import { early } from './early-reads';

const isPurpose = (value: unknown): value is ConsentPurpose =>
  typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);

/** The person's consent records and the purposes withdrawn now (consentState/{uid}). */
export function readConsents(uid: string): Promise<{ records: ConsentRecord[]; withdrawn: ConsentPurpose[] }> {
  // Started early, as the Privacy tab opened (page-reads.ts), when it was.
  return early.take(`consents:${uid}`, () => readConsentsNow(uid));
}

async function readConsentsNow(uid: string): Promise<{ records: ConsentRecord[]; withdrawn: ConsentPurpose[] }> {
  const { db, sdk } = await loadFirestore();
  const [snapshot, state] = await Promise.all([
    sdk.getDocs(sdk.query(sdk.collection(db, 'consents'), sdk.where('userId', '==', uid))),
    sdk.getDoc(sdk.doc(db, 'consentState', uid)),
  ]);
  const records = snapshot.docs.map((document): ConsentRecord => {
    const data: Record<string, unknown> = document.data();
    return {
      id: document.id,
      noticeVersion: typeof data.noticeVersion === 'string' ? data.noticeVersion : '',
      purposes: Array.isArray(data.purposes) ? data.purposes.filter(isPurpose) : [],
      withdrawn: data.withdrawn === true,
      at: storedMillis(data.at),
    };
  });
  const stored: unknown = state.exists() ? state.data().withdrawn : [];
  return { records, withdrawn: Array.isArray(stored) ? stored.filter(isPurpose) : [] };
}

/** The withdrawal's writes, added to `batch`: the record and the state that names it (the rules want both). */
export function addWithdrawal(
  { db, sdk }: FirestoreHandle,
  batch: ReturnType<FirestoreHandle['sdk']['writeBatch']>,
  uid: string,
  purpose: ConsentPurpose,
  withdrawnBefore: readonly ConsentPurpose[],
): void {
  const record = sdk.doc(sdk.collection(db, 'consents'));
  const withdrawal: ToWrite<ConsentDocument, 'at'> = {
    userId: uid,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: ACCOUNT_NOTICE_LANGUAGE,
    purposes: [purpose],
    withdrawn: true,
    at: sdk.serverTimestamp(),
  };
  const state: ToWrite<ConsentStateDocument, 'updatedAt'> = {
    withdrawn: withdrawnAfter(withdrawnBefore, purpose),
    recordId: record.id,
    updatedAt: sdk.serverTimestamp(),
  };
  batch.set(record, withdrawal);
  batch.set(sdk.doc(db, 'consentState', uid), state);
}

/**
 * Withdraws one consent in one batch: the withdrawal record (its time the server's), the state
 * the rules read, and for email updates the preference turned off. `withdrawnBefore` is the list
 * the tab read; if another tab changed it since, the rules refuse and the tab reads again.
 */
export async function withdrawConsent(
  uid: string,
  purpose: ConsentPurpose,
  withdrawnBefore: readonly ConsentPurpose[],
): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const batch = sdk.writeBatch(db);
  addWithdrawal(handle, batch, uid, purpose, withdrawnBefore);
  if (purpose === 'service-emails') {
    const preferences = sdk.doc(db, 'userPreferences', uid);
    if ((await sdk.getDoc(preferences)).exists()) batch.update(preferences, { emailNotifications: false });
  }
  await settleWrite(handle, batch.commit());
}

/** Gives a withdrawn consent again, on the current notice: the record and the state without it. */
export async function giveConsentAgain(
  uid: string,
  purpose: ConsentPurpose,
  withdrawnBefore: readonly ConsentPurpose[],
): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const batch = sdk.writeBatch(db);
  const record = sdk.doc(sdk.collection(db, 'consents'));
  const given: ToWrite<ConsentDocument, 'at'> = {
    userId: uid,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: ACCOUNT_NOTICE_LANGUAGE,
    purposes: [purpose],
    withdrawn: false,
    at: sdk.serverTimestamp(),
  };
  const state: ToWrite<ConsentStateDocument, 'updatedAt'> = {
    withdrawn: withdrawnBefore.filter((item) => item !== purpose),
    recordId: record.id,
    updatedAt: sdk.serverTimestamp(),
  };
  batch.set(record, given);
  batch.set(sdk.doc(db, 'consentState', uid), state);
  await settleWrite(handle, batch.commit());
}
