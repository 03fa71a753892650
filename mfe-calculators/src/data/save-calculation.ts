import {
  loadFirestore,
  settleWrite,
  type CalculationDocument,
  type CalculationInputs,
  type ToWrite,
} from '@meridian/shared';

export interface CalculationToSave {
  /** The calculator's slug, e.g. 'home-loan'. */
  calculator: string;
  /** The page that shows this calculation again: its path with the inputs in the query string. */
  path: string;
  inputs: CalculationInputs;
  /** Headline results at full precision, e.g. { emi: 21695.58, totalInterest: 2706939.2 }. */
  results: Record<string, number>;
  /** The main result as the page showed it, e.g. { label: 'Monthly EMI', text: '₹21,696' }. */
  headline?: { label: string; text: string };
  /** What the list calls it until renamed, e.g. 'Monthly investment ₹5,000 · …'. */
  title?: string;
}

/**
 * A page's inputs as stored in `inputs`: its numbers and switches, so that the rules can check each
 * value's type. Its text inputs (a choice, a date, a name) are kept in the saved `path`'s query,
 * with the rest, and nowhere else.
 * { amount: 2500000, stepUp: true, frequency: 'monthly' } → { amount: 2500000, stepUp: true }
 */
export function storedInputs(inputs: CalculationInputs): CalculationDocument['inputs'] {
  return Object.fromEntries(
    Object.entries(inputs).filter((entry): entry is [string, number | boolean] => typeof entry[1] !== 'string'),
  );
}

/**
 * Stores a calculation in `calculations` as the signed-in user's. firestore.rules accept it only
 * from the owner whose role has save_calculations. (The admin's Analytics counts them through the
 * site's function.) Returns the new record's id.
 */
export async function saveCalculation(userId: string, calculation: CalculationToSave): Promise<string> {
  const handle = await loadFirestore();
  const { db, sdk } = handle;
  const record: ToWrite<CalculationDocument, 'createdAt'> = {
    userId,
    calculator: calculation.calculator,
    path: calculation.path,
    inputs: storedInputs(calculation.inputs),
    results: calculation.results,
    ...(calculation.headline ? { headline: calculation.headline } : {}),
    ...(calculation.title ? { title: calculation.title } : {}),
    createdAt: sdk.serverTimestamp(),
  };
  const saved = sdk.doc(sdk.collection(db, 'calculations'));
  await settleWrite(handle, sdk.setDoc(saved, record));
  return saved.id;
}
