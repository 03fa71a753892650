/**
 * SEBI's rules on an investment adviser's fees, as they stand (issue 35, item 1), and the fee
 * arithmetic of /fees: one module, pure, with a table test of each rule beside it
 * (fee-rules.test.ts). The page's worked examples and its "What SEBI allows" list are computed
 * from here, so a page cannot state a rule this module does not hold.
 *
 * The rules (../../../shared/notes/regulation.md, corrected 28 November 2026):
 * - Most Important Terms and Conditions, SEBI circular of 17 February 2025: a fixed fee of at most
 *   ₹1,51,000 a year per family, or at most 2.5 % a year of the assets under advice.
 * - Amended by SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/48 of 2 April 2025: fees in advance for at most
 *   one year, if the client agrees (two quarters was the rule until then); on early termination
 *   the fee for the unexpired period is refunded less a breakage fee of at most one quarter's fee;
 *   the limits apply to individual and HUF clients who are not accredited investors (the others
 *   agree their terms by contract); on a change of fee mode the limit is the higher of the two.
 */
import type { SourceId } from './sources';

/** SEBI's limits, dated, with the instruments they come from (shared/compliance/sources.ts). */
export const SEBI_FEE_RULES = {
  /** The most a fixed fee may be, per family per year, in rupees. */
  fixedPerFamilyPerYear: 151_000,
  /** The most a fee on assets under advice may be, in percent of those assets a year. */
  assetsPercentPerYear: 2.5,
  /** The most quarters a client may agree to pay in advance: one year. */
  maxQuartersInAdvance: 4,
  /** The most quarters' fees a breakage fee may be on early termination. */
  maxBreakageQuarters: 1,
  /** When these rules were last checked against SEBI's circulars. */
  checked: { iso: '2026-11-28', shown: '28 November 2026' },
  sources: ['mitc-fees-2025-02', 'fees-advance-2025-04'] as const satisfies readonly SourceId[],
} as const;

export type FeeRules = Omit<typeof SEBI_FEE_RULES, 'checked' | 'sources'>;

/** Who the client is: the limits protect individual and HUF clients who are not accredited investors. */
export interface FeeClient {
  kind: 'individual' | 'huf' | 'non-individual';
  accredited: boolean;
}

/** The client the rules cap: an individual or a HUF, not an accredited investor. */
export function isCapped(client: FeeClient): boolean {
  return (client.kind === 'individual' || client.kind === 'huf') && !client.accredited;
}

/** How a family is charged: one mode at a time. */
export type FeeMode = { kind: 'fixed'; perYear: number } | { kind: 'assets'; percentPerYear: number };

/** A worked example: a mode, the family's assets under advice, and how many quarters are billed at once. */
export interface FeeCase {
  mode: FeeMode;
  /** Assets under advice, in rupees (what the percentage is taken of). */
  assetsUnderAdvice: number;
  /** Quarters billed at a time, at the start of the first of them (so all paid in advance): 1 to 4. */
  quartersBilled: number;
  /** Whether the client agreed to pay in advance (the rules allow none without it). */
  advanceAgreed: boolean;
  client: FeeClient;
}

/** The fee for a year, in rupees (rounded to the rupee). */
export function annualFee(feeCase: Pick<FeeCase, 'mode' | 'assetsUnderAdvice'>): number {
  const { mode } = feeCase;
  return mode.kind === 'fixed'
    ? Math.round(mode.perYear)
    : Math.round((feeCase.assetsUnderAdvice * mode.percentPerYear) / 100);
}

/** One instalment: the year's fee for the quarters billed at once (rounded to the rupee). */
export function instalment(feeCase: Pick<FeeCase, 'mode' | 'assetsUnderAdvice' | 'quartersBilled'>): number {
  return Math.round((annualFee(feeCase) * feeCase.quartersBilled) / 4);
}

/**
 * The most quarters a client may be billed in advance: one year if they agreed, none otherwise;
 * null for a client the rules do not cap (their contract decides).
 */
export function maxQuartersInAdvance(
  client: FeeClient,
  advanceAgreed: boolean,
  rules: FeeRules = SEBI_FEE_RULES,
): number | null {
  if (!isCapped(client)) return null;
  return advanceAgreed ? rules.maxQuartersInAdvance : 0;
}

/**
 * The most a family may be charged in a year, in rupees: the limit of its mode; on a change of
 * mode in the year, the higher of the two limits; null for a client the rules do not cap.
 * @example yearlyLimit({ kind: 'individual', accredited: false }, 'fixed', 1_00_00_000) // 151000
 */
export function yearlyLimit(
  client: FeeClient,
  mode: FeeMode['kind'] | 'changed',
  assetsUnderAdvice: number,
  rules: FeeRules = SEBI_FEE_RULES,
): number | null {
  if (!isCapped(client)) return null;
  const fixed = rules.fixedPerFamilyPerYear;
  const assets = (assetsUnderAdvice * rules.assetsPercentPerYear) / 100;
  if (mode === 'fixed') return fixed;
  if (mode === 'assets') return assets;
  return Math.max(fixed, assets);
}

/** What a client who ends the agreement early gets back. */
export interface Refund {
  /** The fee for the part of the period paid for and not yet served, in rupees. */
  unexpired: number;
  /** The breakage fee kept, in rupees (never more than one quarter's fee). */
  breakage: number;
  /** What is paid back: the unexpired part less the breakage fee, never below nothing. */
  refund: number;
}

/**
 * The refund on early termination: the fee paid for the days not yet served, less a breakage fee
 * of at most one quarter's fee (a larger breakage fee asked is cut to that).
 * @example refundOnTermination({ paid: 95000, daysPaid: 365, daysServed: 100, breakageAsked: 10000, annualFee: 95000 }) // { unexpired: 68_973, breakage: 10_000, refund: 58_973 }
 */
export function refundOnTermination(
  terms: { paid: number; daysPaid: number; daysServed: number; breakageAsked: number; annualFee: number },
  rules: FeeRules = SEBI_FEE_RULES,
): Refund {
  const served = Math.min(Math.max(terms.daysServed, 0), terms.daysPaid);
  const unexpired = terms.daysPaid > 0 ? Math.round((terms.paid * (terms.daysPaid - served)) / terms.daysPaid) : 0;
  const cap = Math.round((terms.annualFee * rules.maxBreakageQuarters) / 4);
  const breakage = Math.min(Math.max(terms.breakageAsked, 0), cap, unexpired);
  return { unexpired, breakage, refund: unexpired - breakage };
}

/**
 * What is wrong with a fee case under the rules: an empty list when it is within them.
 * @example breaches({ mode: { kind: 'fixed', perYear: 160000 }, … }) // ['fixed fee above the yearly limit']
 */
export function breaches(feeCase: FeeCase, rules: FeeRules = SEBI_FEE_RULES): string[] {
  const found: string[] = [];
  const { mode, client } = feeCase;
  if (mode.kind === 'fixed' && !(mode.perYear > 0)) found.push('no fee');
  if (mode.kind === 'assets' && !(mode.percentPerYear > 0)) found.push('no fee');
  const limit = yearlyLimit(client, mode.kind, feeCase.assetsUnderAdvice, rules);
  if (limit !== null && annualFee(feeCase) > limit)
    found.push(
      mode.kind === 'fixed' ? 'fixed fee above the yearly limit' : 'fee above the percentage limit of the assets',
    );
  if (!Number.isInteger(feeCase.quartersBilled) || feeCase.quartersBilled < 1 || feeCase.quartersBilled > 4)
    found.push('not a billing period of one to four quarters');
  else {
    const most = maxQuartersInAdvance(client, feeCase.advanceAgreed, rules);
    if (most !== null && feeCase.quartersBilled > most) found.push('billed further in advance than allowed');
  }
  return found;
}
