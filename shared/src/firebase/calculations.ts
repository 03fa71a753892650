import { loadFirestore, settleWrite } from './firestore';

/** A calculator's inputs (as the user set them) and its headline results, to be saved. */
export interface CalculationToSave {
  /** The calculator's slug, e.g. 'home-loan'. */
  calculator: string;
  inputs: Record<string, number | string | boolean>;
  /** Headline results at full precision, e.g. { emi: 21695.58, totalInterest: 2706939.2 }. */
  results: Record<string, number>;
}

export interface SavedCalculation extends CalculationToSave {
  id: string;
  userId: string;
  /** When it was saved (ms since the epoch), or null while the server time is pending. */
  createdAt: number | null;
}

/**
 * Stores a calculation in `calculations` as { userId, calculator, inputs, results, createdAt }.
 * firestore.rules accept it only from the signed-in owner whose role has save_calculations.
 */
export async function saveCalculation(userId: string, calculation: CalculationToSave): Promise<string> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const write = sdk.addDoc(sdk.collection(db, 'calculations'), {
    userId,
    calculator: calculation.calculator,
    inputs: calculation.inputs,
    results: calculation.results,
    createdAt: sdk.serverTimestamp(),
  });
  return (await settleWrite(handle, write)).id;
}

/** The signed-in user's saved calculations, newest first. */
export async function listCalculations(userId: string): Promise<SavedCalculation[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, 'calculations'), sdk.where('userId', '==', userId)));
  return snapshot.docs
    .map((document) => {
      const data = document.data();
      const created = data.createdAt as { toMillis?: () => number } | null | undefined;
      return {
        id: document.id,
        userId: String(data.userId),
        calculator: String(data.calculator),
        inputs: (data.inputs ?? {}) as SavedCalculation['inputs'],
        results: (data.results ?? {}) as SavedCalculation['results'],
        createdAt: typeof created?.toMillis === 'function' ? created.toMillis() : null,
      };
    })
    .sort((a, b) => (b.createdAt ?? Number.MAX_SAFE_INTEGER) - (a.createdAt ?? Number.MAX_SAFE_INTEGER));
}

/** Deletes one of the signed-in user's saved calculations. */
export async function deleteCalculation(id: string): Promise<void> {
  const handle = await loadFirestore();
  await settleWrite(handle, handle.sdk.deleteDoc(handle.sdk.doc(handle.db, 'calculations', id)));
}
