/**
 * Government scheme rates in one config, each with an "as of" date and source. Small-savings
 * rates are reset every quarter and EPF every financial year: update this file (and only this file)
 * when a new notification appears. Rates after December 2025 were not verified.
 */

/**
 * One pre-filled scheme rate.
 * @example { ratePct: 7.1, asOf: '1 October 2025', period: 'Q3 FY 2025-26 (October–December 2025)', source: '…' }
 */
export interface SchemeRate {
  /** Percent a year. */
  ratePct: number;
  /** Date or period the rate was confirmed for, for the "as of" label. */
  asOf: string;
  /** Period the rate applies to. */
  period: string;
  source: string;
}

/**
 * The config: PPF, SSY and EPF rates with as-of dates.
 * @example GOVERNMENT_RATES.ppf.ratePct // 7.1
 */
export const GOVERNMENT_RATES = {
  ppf: {
    ratePct: 7.1,
    asOf: '1 October 2025',
    period: 'Q3 FY 2025-26 (October–December 2025)',
    source: 'Ministry of Finance small-savings notification of 30 September 2025 (unchanged)',
  },
  ssy: {
    ratePct: 8.2,
    asOf: '1 October 2025',
    period: 'Q3 FY 2025-26 (October–December 2025)',
    source: 'Ministry of Finance small-savings notification of 30 September 2025 (unchanged)',
  },
  epf: {
    ratePct: 8.25,
    asOf: 'FY 2025-26',
    period: 'FY 2025-26',
    source: 'EPFO Central Board of Trustees decision of 2 March 2026, pending Finance Ministry ratification',
  },
} as const satisfies Record<'ppf' | 'ssy' | 'epf', SchemeRate>;

/**
 * PPF rate, percent a year.
 * @example PPF_RATE_PCT // 7.1
 */
export const PPF_RATE_PCT: number = GOVERNMENT_RATES.ppf.ratePct;

/**
 * SSY rate, percent a year.
 * @example SSY_RATE_PCT // 8.2
 */
export const SSY_RATE_PCT: number = GOVERNMENT_RATES.ssy.ratePct;

/**
 * EPF rate, percent a year.
 * @example EPF_RATE_PCT // 8.25
 */
export const EPF_RATE_PCT: number = GOVERNMENT_RATES.epf.ratePct;

/**
 * Text for the "as of" label under a pre-filled rate.
 * @example rateAsOfLabel('ppf') // '7.1% as of 1 October 2025'
 */
export function rateAsOfLabel(scheme: keyof typeof GOVERNMENT_RATES): string {
  const rate = GOVERNMENT_RATES[scheme];
  return `${rate.ratePct}% as of ${rate.asOf}`;
}
