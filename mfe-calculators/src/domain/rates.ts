/**
 * Government scheme rates in one config, each with an "as of" date and source. Small-savings
 * rates are reset every quarter and EPF every financial year: update this file (and only this file)
 * when a new notification appears. The last quarter a source confirmed is January–March 2026 (no
 * notification for FY 2026-27 was found); once the page knows today's date it says so when a rate
 * is older than the current quarter (rateHintText).
 */
import { rateAge } from '@meridian/shared';

/**
 * One pre-filled scheme rate.
 * @example { ratePct: 7.1, asOf: '1 January 2026', period: 'Q4 FY 2025-26 (January–March 2026)', source: '…' }
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
    asOf: '1 January 2026',
    period: 'Q4 FY 2025-26 (January–March 2026)',
    source: 'Ministry of Finance small-savings notification of 31 December 2025 (unchanged from October–December 2025)',
  },
  ssy: {
    ratePct: 8.2,
    asOf: '1 January 2026',
    period: 'Q4 FY 2025-26 (January–March 2026)',
    source: 'Ministry of Finance small-savings notification of 31 December 2025 (unchanged from October–December 2025)',
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
 * @example rateAsOfLabel('ppf') // '7.1% as of 1 January 2026'
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
 * What to say of a rate older than the current quarter (or year, for a yearly rate) on `today`; '' when it is not.
 * @example staleRateText({ ratePct: 7.1, asOf: 'Q4 FY 2025-26', source: 'live' }, new Date('2026-11-24')) // 'This rate is for Q4 FY 2025-26, older than the current quarter (Q3 FY 2026-27): it may have changed since.'
 */
export function staleRateText(rate: CurrentRate, today: Date, period: string = rate.asOf): string {
  const age = rateAge(period, today);
  if (age.status !== 'stale') return '';
  const current = age.current.startsWith('Q') ? 'quarter' : 'year';
  return `This rate is for ${age.period ?? rate.asOf}, older than the current ${current} (${age.current}): it may have changed since.`;
}

/**
 * The hint under a pre-filled rate. The shipped rate names its period as well; a live one has
 * only its "as of" text. Given today's date (only after hydration: the prerendered page has no clock),
 * it says plainly when the rate is older than the current quarter.
 * @example rateHintText('ppf') // 'Current rate 7.1% as of 1 January 2026 (Q4 FY 2025-26 (January–March 2026)). The government revises it; …'
 * @example rateHintText('ppf', { ratePct: 7.2, asOf: 'Q4 FY 2025-26', source: 'live' }) // 'Current rate 7.2% as of Q4 FY 2025-26. The government revises it; …'
 */
export function rateHintText(
  scheme: GovernmentScheme,
  rate: CurrentRate = { ...GOVERNMENT_RATES[scheme], source: 'shipped' },
  today?: Date,
): string {
  const shippedPeriod = rate.source === 'shipped' ? GOVERNMENT_RATES[scheme].period : undefined;
  const period = shippedPeriod === undefined ? '' : ` (${shippedPeriod})`;
  const stale = today ? staleRateText(rate, today, shippedPeriod ?? rate.asOf) : '';
  return `Current rate ${rate.ratePct}% as of ${rate.asOf}${period}. ${stale === '' ? '' : `${stale} `}The government revises it; change it to see another rate.`;
}
