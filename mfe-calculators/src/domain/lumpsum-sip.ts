/**
 * Lumpsum + SIP: a one-time investment compounded annually plus a monthly SIP from the SIP engine,
 * so the total equals the Lumpsum and SIP calculators shown separately.
 */
import { assertYears, monthsFromYears } from './guards';
import { calculateLumpsum, type LumpsumResult } from './lumpsum';
import { calculateSip, type SipResult } from './sip';

/**
 * Suggested defaults: ₹1,00,000 plus ₹5,000 a month for 10 years at 12%.
 * @example calculateLumpsumSip(LUMPSUM_SIP_DEFAULTS).total // 1472280.20… → ₹14,72,280
 */
export const LUMPSUM_SIP_DEFAULTS = { lumpsum: 100000, monthly: 5000, annualRatePct: 12, years: 10 } as const;

/**
 * Inputs of the Lumpsum + SIP calculator.
 * @example { lumpsum: 100000, monthly: 5000, annualRatePct: 12, years: 10 }
 */
export interface LumpsumSipInput {
  lumpsum: number;
  monthly: number;
  annualRatePct: number;
  /** Horizon in years, normalised to whole months for both parts. */
  years: number;
  /** Optional annual step-up of the SIP in percent. */
  stepUpPct?: number;
}

/**
 * One year-wise row: each component's value and the combined total.
 * @example { year: 1, invested: 160000, lumpsumValue: 112000, sipValue: 64046.64…, value: 176046.64…, returns: 16046.64… }
 */
export interface LumpsumSipYearRow {
  year: number;
  invested: number;
  lumpsumValue: number;
  sipValue: number;
  value: number;
  returns: number;
}

/**
 * Result with both components (for split bars) and the combined totals.
 * @example calculateLumpsumSip(LUMPSUM_SIP_DEFAULTS).invested // 700000
 */
export interface LumpsumSipResult {
  lumpsumPart: LumpsumResult;
  sipPart: SipResult;
  invested: number;
  returns: number;
  total: number;
  series: LumpsumSipYearRow[];
}

/**
 * Lumpsum (annual compounding) + SIP (annuity-due, monthly) over the same whole-month horizon.
 * @example calculateLumpsumSip({ lumpsum: 100000, monthly: 5000, annualRatePct: 12, years: 10 }).total // 1472280.20…
 */
export function calculateLumpsumSip(input: LumpsumSipInput): LumpsumSipResult {
  assertYears('years', input.years);
  const horizonYears = monthsFromYears(input.years) / 12;
  const lumpsumPart = calculateLumpsum({
    principal: input.lumpsum,
    annualRatePct: input.annualRatePct,
    years: horizonYears,
  });
  const sipPart = calculateSip({
    monthly: input.monthly,
    annualRatePct: input.annualRatePct,
    years: horizonYears,
    stepUpPct: input.stepUpPct ?? 0,
  });
  const series: LumpsumSipYearRow[] = sipPart.series.map((sipRow, index) => {
    const lumpsumValue = lumpsumPart.series[index]?.value ?? lumpsumPart.total;
    const invested = input.lumpsum + sipRow.invested;
    const value = lumpsumValue + sipRow.value;
    return { year: sipRow.year, invested, lumpsumValue, sipValue: sipRow.value, value, returns: value - invested };
  });
  const invested = lumpsumPart.invested + sipPart.invested;
  const total = lumpsumPart.total + sipPart.total;
  return { lumpsumPart, sipPart, invested, returns: total - invested, total, series };
}
