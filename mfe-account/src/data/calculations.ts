import { loadFirestore, settleWrite } from '@meridian/shared';
import { readSavedCalculation, type SavedCalculation } from '../domain/saved-calculations';
import { early } from './early-reads';

/** How many saved calculations a page of the list shows. */
export const CALCULATIONS_PAGE = 20;

export interface CalculationsPage {
  items: SavedCalculation[];
  /** Where the next page starts, or null when this was the last. */
  next: unknown;
}

/**
 * A page of the user's saved calculations, newest first. Records of the wrong shape are skipped
 * (readSavedCalculation), not shown half-read.
 */
export function listCalculations(uid: string, after: unknown = null): Promise<CalculationsPage> {
  // The first page may have been started early, as the page opened (page-reads.ts).
  return after ? readCalculations(uid, after) : early.take(`calculations:${uid}`, () => readCalculations(uid, null));
}

/** The user's latest `count` saved calculations, newest first (the overview's activity feed). */
export async function latestCalculations(uid: string, count: number): Promise<SavedCalculation[]> {
  return (await readCalculations(uid, null, count)).items;
}

async function readCalculations(uid: string, after: unknown, count = CALCULATIONS_PAGE): Promise<CalculationsPage> {
  const { db, sdk } = await loadFirestore();
  const constraints = [
    sdk.where('userId', '==', uid),
    sdk.orderBy('createdAt', 'desc'),
    ...(after ? [sdk.startAfter(after)] : []),
    sdk.limit(count),
  ];
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'calculations'), ...constraints));
  return {
    items: snapshot.docs.flatMap((document) => readSavedCalculation(document.id, document.data()) ?? []),
    next: snapshot.docs.length === count ? snapshot.docs[snapshot.docs.length - 1] : null,
  };
}

/** How many calculations the user has saved: a count from the server, one read per thousand. */
export function countCalculations(uid: string): Promise<number> {
  return early.take(`count:${uid}`, async () => {
    const { db, sdk } = await loadFirestore();
    const snapshot = await sdk.getCount(sdk.query(sdk.collection(db, 'calculations'), sdk.where('userId', '==', uid)));
    return snapshot.data().count;
  });
}

/** Deletes one saved calculation of the signed-in person's. */
export async function deleteCalculation(id: string): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(handle, sdk.deleteDoc(sdk.doc(db, 'calculations', id)));
}

/** Renames one saved calculation of the signed-in person's (the only change the rules allow). */
export async function renameCalculation(id: string, title: string): Promise<void> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  await settleWrite(handle, sdk.updateDoc(sdk.doc(db, 'calculations', id), { title }));
}
