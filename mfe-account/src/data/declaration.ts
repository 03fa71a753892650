import { loadFirestore, settleWrite, storedMillis } from '@meridian/shared';
import { cleanPan, DECLARATION_VERSION } from '@meridian/shared/onboarding';

/** The person's declaration as read: its PAN, its words' version, when it was made. */
export interface MyDeclaration {
  pan: string;
  version: string;
  at: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The signed-in person's declaration (declarations/{uid}), or null when they have made none. */
export async function readMyDeclaration(uid: string): Promise<MyDeclaration | null> {
  const { db, sdk } = await loadFirestore();
  const stored = await sdk.getDoc(sdk.doc(db, 'declarations', uid));
  if (!stored.exists()) return null;
  const data: Record<string, unknown> = stored.data();
  return { pan: text(data.pan), version: text(data.version), at: storedMillis(data.at) };
}

/**
 * Makes the person's declaration of advice, not distribution, with their PAN (checked with
 * panProblem first; the rules check it again), on the current words. Made once: the rules refuse
 * a second.
 */
export async function makeDeclaration(uid: string, pan: string): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(
    handle,
    sdk.setDoc(sdk.doc(db, 'declarations', uid), {
      uid,
      pan: cleanPan(pan),
      choice: 'advisory',
      version: DECLARATION_VERSION,
      at: sdk.serverTimestamp(),
    }),
  );
}
