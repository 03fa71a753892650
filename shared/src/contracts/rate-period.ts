/**
 * The period a government scheme rate is for, and whether it is older than today's. Small-savings
 * rates are notified for a quarter of India's financial year (April to March), EPF's for a year;
 * "today" is taken in India (IST, UTC+5:30), whatever the reader's clock zone. Pure.
 */
import { MONTH_NAMES } from '../format/months';
import { IST_OFFSET_MINUTES } from '../validation/age';

/** A financial year (by the calendar year it starts in: 2026 for FY 2026-27) and, for a quarterly rate, its quarter. */
export interface RatePeriod {
  fyStart: number;
  /** 1 = April–June … 4 = January–March; null for a rate set for a whole year. */
  quarter: 1 | 2 | 3 | 4 | null;
}

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());

function periodOfMonth(year: number, monthIndex: number): RatePeriod & { quarter: 1 | 2 | 3 | 4 } {
  const fyStart = monthIndex >= 3 ? year : year - 1;
  const quarter = monthIndex >= 9 ? 3 : monthIndex >= 6 ? 2 : monthIndex >= 3 ? 1 : 4;
  return { fyStart, quarter };
}

/**
 * The financial-year quarter a moment falls in, in India.
 * @example fyQuarterOf(new Date('2026-11-24T12:00:00Z')) // { fyStart: 2026, quarter: 3 }
 * @example fyQuarterOf(new Date('2026-03-31T19:00:00Z')) // { fyStart: 2026, quarter: 1 } (already 1 April in IST)
 */
export function fyQuarterOf(moment: Date): RatePeriod & { quarter: 1 | 2 | 3 | 4 } {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  return periodOfMonth(india.getUTCFullYear(), india.getUTCMonth());
}

/**
 * A period as people write it: 'Q3 FY 2026-27', or 'FY 2025-26' for a year.
 * @example ratePeriodLabel({ fyStart: 2026, quarter: 3 }) // 'Q3 FY 2026-27'
 */
export function ratePeriodLabel(period: RatePeriod): string {
  const fy = `FY ${period.fyStart}-${String((period.fyStart + 1) % 100).padStart(2, '0')}`;
  return period.quarter === null ? fy : `Q${period.quarter} ${fy}`;
}

/**
 * Reads the period out of a rate's "as of" text: 'Q3 FY 2026-27', 'Q3 FY26', 'FY 2025-26' (a year),
 * or a date it applies from ('1 October 2025', 'October 2025'). Null when it names none of these.
 * @example readRatePeriod('Q3 FY 2025-26 (October–December 2025)') // { fyStart: 2025, quarter: 3 }
 * @example readRatePeriod('FY 2025-26') // { fyStart: 2025, quarter: null }
 * @example readRatePeriod('1 January 2026') // { fyStart: 2025, quarter: 4 }
 */
export function readRatePeriod(text: string): RatePeriod | null {
  const lower = text.toLowerCase();
  const fy = /(?:(q[1-4])\s*)?fy\s*(\d{4}|\d{2})(?:\s*[-–/]\s*(\d{2,4}))?/u.exec(lower);
  if (fy) {
    const [, q, first = '', second] = fy;
    // 'FY 2025-26' starts in 2025; 'FY26' (alone) is the year ending in 2026.
    const fyStart = first.length === 4 ? Number(first) : second ? 2000 + Number(first) : 2000 + Number(first) - 1;
    const quarter = q ? (Number(q.slice(1)) as 1 | 2 | 3 | 4) : null;
    return { fyStart, quarter };
  }
  const date = new RegExp(`(?:\\b\\d{1,2}\\s+)?(${MONTHS.join('|')})\\s+(\\d{4})`, 'u').exec(lower);
  if (date) return periodOfMonth(Number(date[2]), MONTHS.indexOf(date[1] ?? ''));
  return null;
}

/** How a rate's period stands against today's. */
export interface RateAge {
  /** 'stale' when its period is before the current one (a quarter, or a year for a yearly rate); 'unknown' when its text names no period. */
  status: 'current' | 'stale' | 'unknown';
  /** The rate's period as a label, when its text names one. */
  period: string | null;
  /** The current period of the same kind: 'Q3 FY 2026-27', or 'FY 2026-27' for a yearly rate. */
  current: string;
}

/**
 * Whether the rate "as of" `asOf` is older than the current quarter (or year, for a yearly rate) on `today`.
 * @example rateAge('Q3 FY 2025-26', new Date('2026-11-24')).status // 'stale'
 * @example rateAge('Q3 FY 2026-27', new Date('2026-11-24')).status // 'current'
 */
export function rateAge(asOf: string, today: Date): RateAge {
  const now = fyQuarterOf(today);
  const period = readRatePeriod(asOf);
  if (!period) return { status: 'unknown', period: null, current: ratePeriodLabel(now) };
  const current = period.quarter === null ? { fyStart: now.fyStart, quarter: null } : now;
  const older =
    period.fyStart < now.fyStart ||
    (period.quarter !== null && period.fyStart === now.fyStart && period.quarter < now.quarter);
  return { status: older ? 'stale' : 'current', period: ratePeriodLabel(period), current: ratePeriodLabel(current) };
}
