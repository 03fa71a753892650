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

/** A scheme whose rate the calculators pre-fill: 'ppf', 'ssy' or 'epf'. */
export type GovernmentScheme = keyof typeof GOVERNMENT_RATES;

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
export function rateAsOfLabel(scheme: GovernmentScheme): string {
  const rate = GOVERNMENT_RATES[scheme];
  return `${rate.ratePct}% as of ${rate.asOf}`;
}

/** Where a pre-filled rate came from: the stored settings (read at run time), or this file. */
export type RateOrigin = 'live' | 'shipped';

/**
 * The rate a calculator pre-fills for one scheme.
 * @example { ratePct: 7.1, asOf: 'Q3 FY 2025-26', source: 'live' }
 */
export interface CurrentRate {
  /** Percent a year. */
  ratePct: number;
  /** The date or period it is "as of". */
  asOf: string;
  source: RateOrigin;
}

/**
 * The hint under a pre-filled rate. The shipped rate names its period as well; a live one has
 * only its "as of" text.
 * @example rateHintText('ppf') // 'Current rate 7.1% as of 1 October 2025 (Q3 FY 2025-26 (October–December 2025)). The government revises it; …'
 * @example rateHintText('ppf', { ratePct: 7.2, asOf: 'Q4 FY 2025-26', source: 'live' }) // 'Current rate 7.2% as of Q4 FY 2025-26. The government revises it; …'
 */
export function rateHintText(
  scheme: GovernmentScheme,
  rate: CurrentRate = { ...GOVERNMENT_RATES[scheme], source: 'shipped' },
): string {
  const period = rate.source === 'shipped' ? ` (${GOVERNMENT_RATES[scheme].period})` : '';
  return `Current rate ${rate.ratePct}% as of ${rate.asOf}${period}. The government revises it; change it to see another rate.`;
}
