/**
 * Impact of 1% Return: the same SIP (or lumpsum) valued at R and at R + 1% (the step is
 * configurable), with the absolute and percentage gap and a year-wise diverging series. Uses the
 * SIP and Lumpsum engines.
 */
import { assertInRange, assertRate, MAX_RATE_PCT } from './guards';
import { calculateLumpsum } from './lumpsum';
import { calculateSip } from './sip';

/**
 * Suggested defaults: ₹10,000 a month SIP for 20 years, 12% against 13%.
 * @example calculateImpactOfOnePercent(IMPACT_DEFAULTS).gap // 1463712.26… → ₹14,63,712
 */
export const IMPACT_DEFAULTS = {
  mode: 'sip' as 'sip' | 'lumpsum',
  amount: 10000,
  annualRatePct: 12,
  years: 20,
  deltaPct: 1,
} as const;

/**
 * Inputs: `amount` is the monthly SIP in 'sip' mode and the one-time investment in 'lumpsum' mode.
 * @example { mode: 'sip', amount: 10000, annualRatePct: 12, years: 20 }
 */
export interface ImpactInput {
  mode: 'sip' | 'lumpsum';
  amount: number;
  annualRatePct: number;
  years: number;
  /** Extra return in percentage points; defaults to 1. */
  deltaPct?: number;
}

/**
 * One year of the diverging series.
 * @example { year: 1, invested: 120000, base: 128093.28…, improved: 128794.92…, gap: 701.64… }
 */
export interface ImpactYearRow {
  year: number;
  invested: number;
  base: number;
  improved: number;
  gap: number;
}

/**
 * Result of the Impact of 1% calculator.
 * @example calculateImpactOfOnePercent(IMPACT_DEFAULTS).improved // 11455191.45…
 */
export interface ImpactResult {
  baseRatePct: number;
  improvedRatePct: number;
  invested: number;
  base: number;
  improved: number;
  gap: number;
  /** gap/base in percent (0 when base is 0). */
  gapPct: number;
  series: ImpactYearRow[];
}

/**
 * Values the same plan at R and R + delta.
 * @example calculateImpactOfOnePercent({ mode: 'sip', amount: 10000, annualRatePct: 12, years: 20 }).base // 9991479.19…
 */
export function calculateImpactOfOnePercent(input: ImpactInput): ImpactResult {
  const deltaPct = input.deltaPct ?? 1;
  assertRate('annualRatePct', input.annualRatePct);
  assertInRange('deltaPct', deltaPct, 0, MAX_RATE_PCT - input.annualRatePct);
  const baseRatePct = input.annualRatePct;
  const improvedRatePct = input.annualRatePct + deltaPct;
  const run = (
    annualRatePct: number,
  ): { invested: number; total: number; rows: { year: number; invested: number; value: number }[] } => {
    if (input.mode === 'sip') {
      const sip = calculateSip({ monthly: input.amount, annualRatePct, years: input.years });
      return { invested: sip.invested, total: sip.total, rows: sip.series };
    }
    const lumpsum = calculateLumpsum({ principal: input.amount, annualRatePct, years: input.years });
    return { invested: lumpsum.invested, total: lumpsum.total, rows: lumpsum.series };
  };
  const base = run(baseRatePct);
  const improved = run(improvedRatePct);
  const series = base.rows.map((row, index) => {
    const improvedValue = improved.rows[index]?.value ?? improved.total;
    return {
      year: row.year,
      invested: row.invested,
      base: row.value,
      improved: improvedValue,
      gap: improvedValue - row.value,
    };
  });
  const gap = improved.total - base.total;
  return {
    baseRatePct,
    improvedRatePct,
    invested: base.invested,
    base: base.total,
    improved: improved.total,
    gap,
    gapPct: base.total === 0 ? 0 : (gap / base.total) * 100,
    series,
  };
}
