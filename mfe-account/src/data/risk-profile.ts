import { loadFirestore, settleWrite } from '@meridian/shared';
import {
  readStoredRiskVersion,
  RISK_QUESTIONNAIRE,
  type RiskAnswers,
  type StoredRiskVersion,
} from '@meridian/shared/onboarding';

/** The person's latest answering of the risk questionnaire, or null when they have none. */
export async function latestRiskVersion(uid: string): Promise<StoredRiskVersion | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'riskProfiles', uid, 'versions'), sdk.orderBy('createdAt', 'desc'), sdk.limit(1)),
  );
  const latest = snapshot.docs[0];
  return latest ? readStoredRiskVersion(latest.data(), latest.id) : null;
}

/** Stores complete answers as a new version, not yet accepted (never over an earlier one). */
export async function saveRiskAnswers(uid: string, answers: RiskAnswers): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(
    handle,
    sdk.addDoc(sdk.collection(db, 'riskProfiles', uid, 'versions'), {
      questionnaireVersion: RISK_QUESTIONNAIRE.version,
      answers: { ...answers },
      createdAt: sdk.serverTimestamp(),
      acceptedAt: null,
    }),
  );
}

/** The person accepts a version of their profile: the server's time, once. */
export async function acceptRiskVersion(uid: string, id: string): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(
    handle,
    sdk.updateDoc(sdk.doc(db, 'riskProfiles', uid, 'versions', id), { acceptedAt: sdk.serverTimestamp() }),
  );
}
