import { appCheckHeaders, loadAuthSdk, loadFirestore } from '@meridian/shared';
import type { GrievanceFields, GrievanceSubmission } from '@meridian/shared/privacy';
import { sendSubmission } from '@meridian/shared/submissions';
import {
  myGrievances,
  MY_GRIEVANCES_LIMIT,
  readGrievanceAnswer,
  type GrievanceOutcome,
  type MyGrievance,
} from '../domain/my-grievances';
import { early } from './early-reads';

export { MY_GRIEVANCES_LIMIT };

/** The signed-in person's grievances (the rules let them list those carrying their uid), newest first. */
export function listMyGrievances(uid: string): Promise<MyGrievance[]> {
  // Started early, as the Privacy tab opened (page-reads.ts), when it was.
  return early.take(`grievances:${uid}`, () => listMyGrievancesNow(uid));
}

async function listMyGrievancesNow(uid: string): Promise<MyGrievance[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'grievances'), sdk.where('uid', '==', uid), sdk.limit(MY_GRIEVANCES_LIMIT)),
  );
  return myGrievances(snapshot.docs.map((document) => ({ id: document.id, data: document.data() })));
}

/**
 * Sends a grievance to the public-write endpoint (POST /api/submit, kind 'grievance') with the
 * signed-in person's ID token, which it requires: it checks the fields with the shared contract,
 * limits how often, and stores it for the data protection officer. Never throws.
 */
export async function sendGrievance(fields: GrievanceFields, unreachable: string): Promise<GrievanceOutcome> {
  const body: GrievanceSubmission = { kind: 'grievance', fields };
  const sent = await sendSubmission(body, async () => {
    const { auth } = await loadAuthSdk();
    await auth.authStateReady();
    const [appCheck, token] = await Promise.all([appCheckHeaders(), auth.currentUser?.getIdToken()]);
    return { ...appCheck, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  });
  if (!sent) return { kind: 'failed', message: unreachable };
  return readGrievanceAnswer(sent.status, sent.answer, unreachable);
}
