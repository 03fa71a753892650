import {
  ACTIVITY_LIMITS,
  loadFirestore,
  signupActivityId,
  type ActivityDocument,
  type SignInMethod,
  type ToWrite,
} from '@meridian/shared';
import {
  mergeActivities,
  readActivity,
  savedActivity,
  type ActivityFacts,
  type SignInFacts,
} from '../domain/activity-wording';
import { latestCalculations } from './calculations';
import { early } from './early-reads';

/** The browser's own description of itself, as much as the log keeps. */
function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, ACTIVITY_LIMITS.userAgent);
}

/**
 * Appends a sign-in or the account's one sign-up to the activity log, with the server's time.
 * A failure is written to the console and thrown again (spec §8); the sign-in it describes has
 * already happened, so callers go on (see recordSafely).
 */
export async function logActivity(userId: string, type: ActivityDocument['type'], method: SignInMethod): Promise<void> {
  try {
    const { db, sdk } = await loadFirestore();
    const entry: ToWrite<ActivityDocument, 'timestamp'> = {
      userId,
      type,
      details: { method },
      timestamp: sdk.serverTimestamp(),
      userAgent: userAgent(),
    };
    if (type === 'signup') await sdk.setDoc(sdk.doc(db, 'activities', signupActivityId(userId)), entry);
    else await sdk.addDoc(sdk.collection(db, 'activities'), entry);
  } catch (error) {
    console.error(`Could not record the ${type} in the activity log:`, error);
    throw error;
  }
}

/** Runs a record-keeping write whose failure must not undo what it records (it is already logged). */
export async function recordSafely(write: Promise<unknown>): Promise<void> {
  await write.catch(() => undefined);
}

/**
 * A user's latest activities, newest first, as the dashboard words them: sign-ins and saved
 * calculations (two reads of at most `count` each, side by side; the sign-ins alone when the saves
 * cannot be read); entries of another shape are skipped.
 */
export function recentActivities(userId: string, count: number): Promise<ActivityFacts[]> {
  return early.take(`activities:${userId}:${count}`, async () => {
    // The saves are the feed's second source: when they cannot be read, the sign-ins still show.
    const [signIns, saves] = await Promise.all([
      readActivities(userId, count),
      latestCalculations(userId, count).catch((error: unknown) => {
        console.warn('The saved calculations could not be read for the activity feed:', error);
        return [];
      }),
    ]);
    return mergeActivities(signIns, saves.map(savedActivity), count);
  });
}

async function readActivities(userId: string, count: number): Promise<SignInFacts[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'activities'),
      sdk.where('userId', '==', userId),
      sdk.orderBy('timestamp', 'desc'),
      sdk.limit(count),
    ),
  );
  return snapshot.docs.flatMap((document) => readActivity(document.data()) ?? []);
}
