import {
  CALCULATION_LIMITS,
  CALCULATOR_NAMES,
  isCalculatorSlug,
  isRecord,
  paths,
  storedMillis,
  type CalculatorSlug,
} from '@meridian/shared';
import { headlineFromResults } from '@meridian/shared/calculations';

/** A saved calculation as the dashboard lists it. */
export interface SavedCalculation {
  id: string;
  calculator: CalculatorSlug;
  /** The calculator's name, e.g. 'Home Loan EMI Calculator'. */
  name: string;
  /** The calculator's page with the saved inputs, to open it again. */
  reopen: string;
  /**
   * The main result as the calculator showed it; for a record saved before it was kept, made from
   * its stored results; null when neither says.
   */
  headline: { label: string; text: string } | null;
  /**
   * What the person calls it: made from its inputs when saved, or as they renamed it; null for a
   * record saved before titles were kept (the list then calls it by its calculator's name).
   */
  title: string | null;
  /** When it was saved, in milliseconds since 1970. */
  savedAt: number;
}

/** A stored title as the list shows it: text of 1 to 120 characters, not blank; else none. */
export function titleOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const title = value.trim();
  return title && title.length <= CALCULATION_LIMITS.title ? title : null;
}

function headlineOf(value: unknown): SavedCalculation['headline'] {
  if (!isRecord(value) || typeof value.label !== 'string' || typeof value.text !== 'string') return null;
  if (value.label === '' || value.text === '') return null;
  return { label: value.label.slice(0, 60), text: value.text.slice(0, 60) };
}

/**
 * The page that shows a record again: its stored path when it is this calculator's page, or
 * else (a record saved before paths were stored) the calculator's page with the saved inputs
 * written as its address's query, as the calculators read them.
 */
function reopenPath(calculator: CalculatorSlug, path: unknown, inputs: unknown): string {
  const page = paths.calculator(calculator);
  if (typeof path === 'string' && path.length <= 1200 && (path === page || path.startsWith(`${page}?`))) return path;
  if (!isRecord(inputs)) return page;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(inputs)) {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
      query.set(key, String(value));
    }
  }
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}

/**
 * A stored document read back as a saved calculation, or null when it is not one (a record of
 * the wrong shape is skipped, never a crash): it must name a calculator of the site and carry
 * its time.
 */
export function readSavedCalculation(id: string, data: unknown): SavedCalculation | null {
  if (!isRecord(data) || !isCalculatorSlug(data.calculator)) return null;
  const savedAt = storedMillis(data.createdAt);
  if (savedAt === null) return null;
  return {
    id,
    calculator: data.calculator,
    name: CALCULATOR_NAMES[data.calculator],
    reopen: reopenPath(data.calculator, data.path, data.inputs),
    headline: headlineOf(data.headline) ?? headlineFromResults(data.calculator, data.results),
    title: titleOf(data.title),
    savedAt,
  };
}

/**
 * A saved calculation as this device kept it (a SavedCalculation written as JSON), or null when a
 * field is missing or of another type. Its address to open it again must be its calculator's
 * page, as when it was read: what storage holds is never a link elsewhere.
 */
export function readKeptCalculation(kept: unknown): SavedCalculation | null {
  if (!isRecord(kept) || !isCalculatorSlug(kept.calculator)) return null;
  const { id, name, reopen, savedAt } = kept;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof reopen !== 'string') return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  const calculator = kept.calculator;
  const page = paths.calculator(calculator);
  if (reopen !== page && !reopen.startsWith(`${page}?`)) return null;
  return { id, calculator, name, reopen, headline: headlineOf(kept.headline), title: titleOf(kept.title), savedAt };
}

/** A count of saved calculations as this device kept it, or null when it is no count. */
export function readKeptCount(kept: unknown): number | null {
  return typeof kept === 'number' && Number.isSafeInteger(kept) && kept >= 0 ? kept : null;
}
