/**
 * National Pension System: a monthly SIP (the SIP engine, annuity-due at r/1200) until the exit age
 * of 60; at least 40% of the corpus buys an annuity and the rest (at most 60%) is a lump sum.
 * Pension per month = annuity corpus × annuity rate / 12.
 */
import { assertAmount, assertInRange, assertRate } from './guards';
import { sipFutureValue } from './sip';

/**
 * Normal exit age.
 * @example NPS_EXIT_AGE // 60
 */
export const NPS_EXIT_AGE = 60;

/**
 * Minimum share of the corpus, in percent, that must buy an annuity.
 * @example NPS_MIN_ANNUITY_PCT // 40
 */
export const NPS_MIN_ANNUITY_PCT = 40;

/**
 * Suggested defaults: ₹5,000 a month from age 30, 10% return, 40% annuity at 6%.
 * @example calculateNps(NPS_DEFAULTS).monthlyPension // 22793.25… → ₹22,793
 */
export const NPS_DEFAULTS = {
  monthly: 5000,
  currentAge: 30,
  annualReturnPct: 10,
  annuityPct: 40,
  annuityRatePct: 6,
} as const;

/**
 * Inputs of the NPS calculator.
 * @example { monthly: 5000, currentAge: 30, annualReturnPct: 10, annuityPct: 40, annuityRatePct: 6 }
 */
export interface NpsInput {
  monthly: number;
  currentAge: number;
  annualReturnPct: number;
  /** Share of the corpus used for the annuity, 40–100; defaults to 40. */
  annuityPct?: number;
  /** Expected annuity rate, percent a year. */
  annuityRatePct: number;
}

/**
 * Result of the NPS calculator.
 * @example calculateNps(NPS_DEFAULTS).corpus // 11396626.62… → ₹1,13,96,627
 */
export interface NpsResult {
  months: number;
  invested: number;
  corpus: number;
  returns: number;
  lumpSum: number;
  annuityCorpus: number;
  monthlyPension: number;
}

/**
 * NPS corpus at 60, lump sum, annuity corpus and monthly pension. From age 60 on there are no
 * contributions and everything is 0.
 * @example calculateNps({ monthly: 10000, currentAge: 20, annualReturnPct: 9, annuityPct: 40, annuityRatePct: 6 }).corpus // 47164301.75…
 */
export function calculateNps(input: NpsInput): NpsResult {
  const annuityPct = input.annuityPct ?? NPS_MIN_ANNUITY_PCT;
  assertAmount('monthly', input.monthly);
  assertInRange('currentAge', input.currentAge, 0, 100);
  assertRate('annualReturnPct', input.annualReturnPct);
  assertInRange('annuityPct', annuityPct, NPS_MIN_ANNUITY_PCT, 100);
  assertRate('annuityRatePct', input.annuityRatePct);
  const months = Math.max(0, Math.round((NPS_EXIT_AGE - input.currentAge) * 12));
  const corpus = sipFutureValue(input.monthly, input.annualReturnPct, months);
  const invested = input.monthly * months;
  const annuityCorpus = (corpus * annuityPct) / 100;
  return {
    months,
    invested,
    corpus,
    returns: corpus - invested,
    lumpSum: corpus - annuityCorpus,
    annuityCorpus,
    monthlyPension: (annuityCorpus * input.annuityRatePct) / 100 / 12,
  };
}
