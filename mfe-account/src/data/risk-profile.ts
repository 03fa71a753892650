import { loadFirestore, settleWrite, storedMillis } from '@meridian/shared';
import { RISK_QUESTIONNAIRE, type RiskAnswers } from '@meridian/shared/onboarding';

/** A version of the person's answers as read (riskProfiles/{uid}/versions/{id}). */
export interface RiskVersion {
  id: string;
  questionnaireVersion: string;
  answers: Record<string, string>;
  createdAt: number | null;
  acceptedAt: number | null;
}

const answersOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/** The person's latest answering of the risk questionnaire, or null when they have none. */
export async function latestRiskVersion(uid: string): Promise<RiskVersion | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'riskProfiles', uid, 'versions'), sdk.orderBy('createdAt', 'desc'), sdk.limit(1)),
  );
  const latest = snapshot.docs[0];
  if (!latest) return null;
  const data: Record<string, unknown> = latest.data();
  return {
    id: latest.id,
    questionnaireVersion: typeof data.questionnaireVersion === 'string' ? data.questionnaireVersion : '',
    answers: answersOf(data.answers),
    createdAt: storedMillis(data.createdAt),
    acceptedAt: storedMillis(data.acceptedAt),
  };
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
