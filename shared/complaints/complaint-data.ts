/**
 * SEBI's monthly complaint data for an investment adviser (issue 18, item 5; IA Master Circular,
 * Annexure B): the month's table by source, the monthly trend of the financial year and the annual
 * trend since registration, computed from the stored complaints. Pure: no React, no Firebase, no
 * clock (the figures depend only on the complaints, the month and the registration date). Part of
 * '@meridian/shared/complaints' (./index.ts): the admin's preview and publishing compute with it,
 * and the public page (/complaints-data) renders a published snapshot with its words.
 *
 * Decisions, so that the public page, the admin preview and a published snapshot agree:
 * - **Times** are epoch milliseconds (`Timestamp.toMillis()` in the data layer); months and days
 *   are India's calendar in IST (UTC+05:30, no daylight saving). 2026-03-31T20:00Z is 1 April 2026
 *   01:30 IST, so it belongs to April 2026.
 * - **Windows**: a month runs from 00:00 IST on its 1st (included) to 00:00 IST on the next 1st
 *   (excluded). "Pending at the end of a month" means received before that end and not resolved
 *   before it (unresolved, or resolved at or after the end). So pending at the end of last month +
 *   received − resolved = total pending, in every row and for every period.
 * - **Pending complaints > 3 months**: pending at the end of the month and received (IST date) on or
 *   before the same day three calendar months before the month's last day, that month's last day
 *   when it is shorter: for the month ending 30-06-2026, received on or before 30 March 2026; for
 *   31-05-2026, on or before 28 February 2026. Such a complaint has been open more than three
 *   calendar months when the month ends at midnight. See {@link overThreeMonthsCutoff}.
 * - **Days to resolve** are calendar days between the IST dates received and resolved (received
 *   and resolved the same day: 0; 31 March 23:00 to 1 April 09:00 IST: 1), the way a person counts
 *   the 21 days. The **average** is the sum of those days over the complaints resolved in the month
 *   divided by their number, rounded to two decimals; the Grand Total's is over all of them (not an
 *   average of the rows' averages). With none resolved it is `null` in the snapshot (0/0 has no
 *   value, and a same-day average of 0 must stay distinguishable), shown as "0" as SEBI's format
 *   shows its empty rows ({@link formatAverageResolutionDays}).
 * - **Impersonation**: complaints about someone impersonating the firm stay in every figure, and
 *   the number received in the month is reported on its own line. SEBI's note allows an adviser to
 *   adjust them out; keeping them in hides nothing, keeps the totals equal to the complaints desk's
 *   count, and the page says so ({@link IMPERSONATION_TREATMENT}).
 * - **Years** are financial years, April to March ("2026-27"), as SEBI's format and the published
 *   tables use, from the one containing the registration date to the one containing the month. The
 *   month's own year (and the monthly trend) stops at the end of the month: a snapshot never
 *   depends on anything after it.
 * - **Grand Total** of a trend: carried forward at the start of its first row, the received and
 *   resolved summed, and pending at the end of its last row (summing the carried-forward and
 *   pending columns would count a complaint once for every month it stays open).
 * - **Bad data is not counted silently**: a complaint whose received or resolved time is not a
 *   time, that was resolved before it was received, whose source is unknown, or that was received
 *   before the registration date is left out of every table and listed in `issues` (whatever its
 *   month). Publish only when `issues` is empty. Bad arguments (a month 13, a registration date
 *   that is not a date, a month before registration) throw a `RangeError`.
 */
import { MONTH_NAMES } from '../src/format/months';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// The words of SEBI's format (IA Master Circular, Annexure B). One place, so the public page and
// the admin preview render the same text.

export type ComplaintSource = 'direct' | 'scores' | 'other';
/** SEBI's row order. */
export const COMPLAINT_SOURCES: readonly ComplaintSource[] = ['direct', 'scores', 'other'];

/** The rows' names in the month's table. */
export const SOURCE_LABELS: Readonly<Record<ComplaintSource, string>> = {
  direct: 'Directly from Investors',
  scores: 'SEBI (SCORES)',
  other: 'Other Sources (if any)',
};
export const GRAND_TOTAL_LABEL = 'Grand Total';

/**
 * The month's table's columns, in order.
 * @example MONTH_TABLE_COLUMNS[4] // 'Total Pending#'
 */
export const MONTH_TABLE_COLUMNS = [
  'Sr. No.',
  'Received from',
  'Pending at the end of last month',
  'Received',
  'Resolved*',
  'Total Pending#',
  'Pending complaints > 3 months',
  'Average Resolution time^ (in days)',
] as const;

/** Under the month's table, in this order. */
export const MONTH_TABLE_FOOTNOTES = [
  '* Inclusive of complaints of previous months resolved in the current month.',
  '# Inclusive of complaints pending as on the last day of the month.',
  '^ Average Resolution time is the sum total of time taken to resolve each complaint in days, in the current month divided by total number of complaints resolved in the current month.',
] as const;

/** The line after the month's table; the number follows it. */
export const IMPERSONATION_LINE =
  'Number of complaints received during the month against the IA due to impersonation by some other entity';

/** SEBI's note under the impersonation line. */
export const IMPERSONATION_NOTE =
  'Note: In case of any complaints received against the IA due to impersonation of the IA by some other entity, the IA may adjust the number of such complaints from total number of received/resolved complaints while preparing the above table. Further, IA must close such impersonation related complaints after following the due process as specified by SEBI/ IAASB.';

/** What this firm does with them (see the module's decisions): shown after SEBI's note. */
export const IMPERSONATION_TREATMENT =
  'We have not adjusted them: complaints received due to impersonation are included in the figures above.';

export const MONTHLY_TREND_HEADING = 'Trend of monthly disposal of complaints';
export const MONTHLY_TREND_COLUMNS = [
  'Sr. No.',
  'Month',
  'Carried forward from previous month',
  'Received',
  'Resolved*',
  'Pending#',
] as const;
export const MONTHLY_TREND_FOOTNOTES = [
  '* Inclusive of complaints of previous months resolved in the current month.',
  '# Inclusive of complaints pending as on the last day of the month.',
] as const;

export const ANNUAL_TREND_HEADING = 'Trend of annual disposal of complaints';
export const ANNUAL_TREND_COLUMNS = [
  'Sr. No.',
  'Year',
  'Carried forward from previous year',
  'Received',
  'Resolved*',
  'Pending#',
] as const;
export const ANNUAL_TREND_FOOTNOTES = [
  '* Inclusive of complaints of previous years resolved in the current year.',
  '# Inclusive of complaints pending as on the last day of the year.',
] as const;

/** The months' names in English, January first: the tables' and the pages' words for a month. */
export { MONTH_NAMES };

// ---------------------------------------------------------------------------------------------
// Types.

/**
 * What the tables need of a stored complaint. Times are epoch milliseconds.
 * @example { ticket: 'MWA-2026-000123', receivedAt: Date.parse('2026-04-02T05:00:00Z'), resolvedAt: null, source: 'direct', impersonation: false }
 */
export interface ComplaintFacts {
  /** Named in `issues` when the complaint cannot be counted. */
  ticket: string;
  receivedAt: number;
  /** `null` while it is open. */
  resolvedAt: number | null;
  /** As stored: counted only when one of COMPLAINT_SOURCES, else listed as an issue. */
  source: string;
  /** About someone impersonating the firm. */
  impersonation: boolean;
}

/**
 * A calendar month in IST; `month` is 1–12.
 * @example { year: 2026, month: 4 } // April 2026
 */
export interface YearMonth {
  year: number;
  month: number;
}

// The snapshot's types are type aliases, not interfaces, so a test can check at compile time
// that they are plain JSON (numbers, strings, null, arrays and objects of them).

/**
 * One row of the month's table.
 * @example { source: 'direct', label: 'Directly from Investors', pendingAtStartOfMonth: 1, received: 2, resolved: 2, pendingAtEndOfMonth: 1, pendingOverThreeMonths: 0, averageResolutionDays: 4.5 }
 */
export type SourceRow = {
  source: ComplaintSource | 'total';
  label: string;
  pendingAtStartOfMonth: number;
  received: number;
  resolved: number;
  pendingAtEndOfMonth: number;
  pendingOverThreeMonths: number;
  /** Rounded to two decimals; `null` when none was resolved in the month (shown as "0"). */
  averageResolutionDays: number | null;
};

/**
 * One row of a trend: a month ("April, 2026"), a financial year ("2026-27") or the Grand Total.
 * @example { label: 'April, 2026', carriedForward: 1, received: 3, resolved: 2, pending: 2 }
 */
export type TrendRow = {
  label: string;
  carriedForward: number;
  received: number;
  resolved: number;
  pending: number;
};

export type Trend = { rows: TrendRow[]; grandTotal: TrendRow };

/**
 * The three tables for a month, as published: stored as is in Firestore, so plain JSON (numbers,
 * strings, null), and never recomputed afterwards.
 */
export type ComplaintDataSnapshot = {
  /** The shape's version, for reading old snapshots after a change. */
  version: 1;
  year: number;
  month: number;
  /** The month's last day, 'DD-MM-YYYY'. */
  monthEnding: string;
  /** The financial year the month is in, e.g. '2026-27'. */
  financialYear: string;
  /** 'YYYY-MM-DD', as given. */
  registeredOn: string;
  monthTable: {
    /** One per source, in SEBI's order. */
    rows: SourceRow[];
    grandTotal: SourceRow;
    /** Received in the month due to impersonation (also counted in the rows). */
    impersonationReceived: number;
  };
  /** The financial year's months up to this one (from the registration month if later than April). */
  monthlyTrend: Trend;
  /** Each financial year since registration, the last one up to the end of this month. */
  annualTrend: Trend;
};

export type ComplaintDataProblem =
  | 'unreadable-received'
  | 'unreadable-resolved'
  | 'resolved-before-received'
  | 'unknown-source'
  | 'received-before-registration';

/**
 * A complaint left out of every table, and why, for the admin preview.
 * @example { ticket: 'MWA-2026-000007', problem: 'resolved-before-received', message: 'MWA-2026-000007 is resolved (2026-04-01T04:30:00.000Z) before it was received (2026-04-03T04:30:00.000Z), so it is left out of every table.' }
 */
export type ComplaintDataIssue = { ticket: string; problem: ComplaintDataProblem; message: string };

export interface ComplaintDataResult {
  snapshot: ComplaintDataSnapshot;
  /** Complaints left out; empty when every complaint was counted. Publish only when empty. */
  issues: ComplaintDataIssue[];
}

// ---------------------------------------------------------------------------------------------
// India's calendar.

/**
 * The IST calendar month an instant falls in.
 * @example istMonthOf(Date.parse('2026-03-31T20:00:00Z')) // { year: 2026, month: 4 } (01:30 IST on 1 April)
 */
export function istMonthOf(instant: number): YearMonth {
  const ist = new Date(instant + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1 };
}

/**
 * 00:00 IST on the 1st of a month, in epoch milliseconds. A month outside 1–12 rolls into the
 * next or previous year (month 13 is January of the next year).
 * @example new Date(istMonthStart({ year: 2026, month: 4 })).toISOString() // '2026-03-31T18:30:00.000Z'
 */
export function istMonthStart({ year, month }: YearMonth): number {
  return Date.UTC(year, month - 1, 1) - IST_OFFSET_MS;
}

/** Days since 1970-01-01 of the IST date an instant falls on. */
function istDayNumber(instant: number): number {
  return Math.floor((instant + IST_OFFSET_MS) / DAY_MS);
}

/**
 * Calendar days between the IST dates a complaint was received and resolved.
 * @example resolutionDays(Date.parse('2026-03-31T17:30:00Z'), Date.parse('2026-04-01T03:30:00Z')) // 1 (23:00 to 09:00 IST)
 */
export function resolutionDays(receivedAt: number, resolvedAt: number): number {
  return istDayNumber(resolvedAt) - istDayNumber(receivedAt);
}

function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** The IST date of an instant, 'YYYY-MM-DD'. */
function istIsoDate(instant: number): string {
  return new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The start year of the financial year (April to March) a month is in.
 * @example financialYearOf({ year: 2027, month: 3 }) // 2026 (the year 2026-27)
 */
export function financialYearOf({ year, month }: YearMonth): number {
  return month >= 4 ? year : year - 1;
}

/**
 * A financial year as SEBI's tables write it.
 * @example financialYearLabel(2026) // '2026-27'
 */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${pad2((startYear + 1) % 100)}`;
}

/**
 * A month as the monthly trend writes it.
 * @example monthLabel({ year: 2026, month: 4 }) // 'April, 2026'
 */
export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ''}, ${year}`;
}

/**
 * The month's last day, 'DD-MM-YYYY'.
 * @example monthEnding({ year: 2026, month: 2 }) // '28-02-2026'
 */
export function monthEnding(yearMonth: YearMonth): string {
  return `${pad2(daysInMonth(yearMonth))}-${pad2(yearMonth.month)}-${yearMonth.year}`;
}

/**
 * The month's table's heading.
 * @example monthEndingHeading({ year: 2026, month: 4 }) // 'Data for the month ending 30-04-2026'
 */
export function monthEndingHeading(yearMonth: YearMonth): string {
  return `Data for the month ending ${monthEnding(yearMonth)}`;
}

/**
 * The last IST date of receipt that makes a complaint still pending at the month's end "pending
 * more than 3 months": the same day three calendar months before the month's last day, or the last
 * day of that month when it is shorter.
 * @example overThreeMonthsCutoff({ year: 2026, month: 6 }) // '2026-03-30'
 * @example overThreeMonthsCutoff({ year: 2026, month: 5 }) // '2026-02-28'
 */
export function overThreeMonthsCutoff(yearMonth: YearMonth): string {
  const { year, month, day } = cutoffDay(yearMonth);
  return isoDate(year, month, day);
}

function cutoffDay(yearMonth: YearMonth): YearMonth & { day: number } {
  const earlier = addMonths(yearMonth, -3);
  return { ...earlier, day: Math.min(daysInMonth(yearMonth), daysInMonth(earlier)) };
}

/** The first instant after the cutoff day (00:00 IST the next day). */
function overThreeMonthsBefore(yearMonth: YearMonth): number {
  const { year, month, day } = cutoffDay(yearMonth);
  return Date.UTC(year, month - 1, day + 1) - IST_OFFSET_MS;
}

/**
 * The day number (days since 1970-01-01) of a registration date 'YYYY-MM-DD' that exists.
 * @throws RangeError for anything else.
 */
function parseRegistrationDate(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const time = Date.UTC(year, month - 1, day);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth({ year, month }))
    throw new RangeError(`The registration date “${text}” is not a date written YYYY-MM-DD.`);
  return time / DAY_MS;
}

/**
 * The first month with complaint data: the month of registration.
 * @example firstReportableMonth('2024-05-10') // { year: 2024, month: 5 }
 * @throws RangeError when `registeredOn` is not a date written YYYY-MM-DD.
 */
export function firstReportableMonth(registeredOn: string): YearMonth {
  const date = new Date(parseRegistrationDate(registeredOn) * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/**
 * The average resolution time as the tables show it: "0" when none was resolved, as SEBI's
 * format shows an empty row.
 * @example formatAverageResolutionDays(null) // '0'
 * @example formatAverageResolutionDays(4.5) // '4.5'
 */
export function formatAverageResolutionDays(days: number | null): string {
  return days === null ? '0' : String(days);
}

// ---------------------------------------------------------------------------------------------
// Counting.

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSource = (value: unknown): value is ComplaintSource => COMPLAINT_SOURCES.some((source) => source === value);

/** A complaint's problem, or null when it can be counted. */
function problemOf(
  complaint: ComplaintFacts,
  registrationDay: number,
  registeredOn: string,
): ComplaintDataIssue | null {
  const { ticket, receivedAt, resolvedAt, source } = complaint;
  const issue = (problem: ComplaintDataProblem, what: string): ComplaintDataIssue => ({
    ticket,
    problem,
    message: `${ticket} ${what}, so it is left out of every table.`,
  });
  if (!isTime(receivedAt))
    return issue('unreadable-received', `has a received time that is not a time (${String(receivedAt)})`);
  if (resolvedAt !== null && !isTime(resolvedAt))
    return issue('unreadable-resolved', `has a resolved time that is not a time (${String(resolvedAt)})`);
  if (resolvedAt !== null && resolvedAt < receivedAt)
    return issue(
      'resolved-before-received',
      `is resolved (${new Date(resolvedAt).toISOString()}) before it was received (${new Date(receivedAt).toISOString()})`,
    );
  if (!isSource(source))
    return issue('unknown-source', `has a source that is not direct, scores or other (${String(source)})`);
  if (istDayNumber(receivedAt) < registrationDay)
    return issue(
      'received-before-registration',
      `was received on ${istIsoDate(receivedAt)} (IST), before the registration on ${registeredOn}`,
    );
  return null;
}

/** Open at `instant`: received before it and not resolved before it. */
const openAt = (complaint: ComplaintFacts, instant: number): boolean =>
  complaint.receivedAt < instant && (complaint.resolvedAt === null || complaint.resolvedAt >= instant);

const within = (time: number | null, start: number, end: number): time is number =>
  time !== null && time >= start && time < end;

/** A period's flow, from `start` (included) to `end` (excluded). */
function flow(complaints: readonly ComplaintFacts[], label: string, start: number, end: number): TrendRow {
  return {
    label,
    carriedForward: complaints.filter((complaint) => openAt(complaint, start)).length,
    received: complaints.filter((complaint) => within(complaint.receivedAt, start, end)).length,
    resolved: complaints.filter((complaint) => within(complaint.resolvedAt, start, end)).length,
    pending: complaints.filter((complaint) => openAt(complaint, end)).length,
  };
}

function trend(rows: TrendRow[]): Trend {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    grandTotal: {
      label: GRAND_TOTAL_LABEL,
      carriedForward: first?.carriedForward ?? 0,
      received: rows.reduce((sum, row) => sum + row.received, 0),
      resolved: rows.reduce((sum, row) => sum + row.resolved, 0),
      pending: last?.pending ?? 0,
    },
  };
}

/** Sum of days over count, to two decimals; null for none. */
function average(totalDays: number, count: number): number | null {
  return count === 0 ? null : Math.round((totalDays * 100) / count) / 100;
}

function sourceRow(
  complaints: readonly ComplaintFacts[],
  source: ComplaintSource | 'total',
  yearMonth: YearMonth,
): SourceRow {
  const start = istMonthStart(yearMonth);
  const end = istMonthStart(addMonths(yearMonth, 1));
  const overThreeMonthsBeforeTime = overThreeMonthsBefore(yearMonth);
  const resolved = complaints.filter((complaint) => within(complaint.resolvedAt, start, end));
  const totalDays = resolved.reduce(
    (sum, complaint) => sum + resolutionDays(complaint.receivedAt, complaint.resolvedAt ?? complaint.receivedAt),
    0,
  );
  const pendingAtEnd = complaints.filter((complaint) => openAt(complaint, end));
  return {
    source,
    label: source === 'total' ? GRAND_TOTAL_LABEL : SOURCE_LABELS[source],
    pendingAtStartOfMonth: complaints.filter((complaint) => openAt(complaint, start)).length,
    received: complaints.filter((complaint) => within(complaint.receivedAt, start, end)).length,
    resolved: resolved.length,
    pendingAtEndOfMonth: pendingAtEnd.length,
    pendingOverThreeMonths: pendingAtEnd.filter((complaint) => complaint.receivedAt < overThreeMonthsBeforeTime).length,
    averageResolutionDays: average(totalDays, resolved.length),
  };
}

function assertYearMonth({ year, month }: YearMonth): void {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`The year ${String(year)} is not a four-digit year.`);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`The month ${String(month)} is not a month from 1 to 12.`);
}

/**
 * SEBI's three tables for a month, computed from every stored complaint (any month: earlier ones
 * give the carried-forward figures, later ones are ignored).
 * @param complaints every complaint of the `complaints` collection, times in epoch milliseconds.
 * @param yearMonth the month to report, `month` 1–12, in IST.
 * @param registeredOn the date of SEBI registration, 'YYYY-MM-DD' (an IST date).
 * @example
 * complaintData(
 *   [{ ticket: 'MWA-2026-000001', receivedAt: Date.parse('2026-04-02T05:00:00Z'), resolvedAt: Date.parse('2026-04-06T05:00:00Z'), source: 'direct', impersonation: false }],
 *   { year: 2026, month: 4 },
 *   '2024-05-10',
 * ).snapshot.monthTable.grandTotal // { source: 'total', label: 'Grand Total', pendingAtStartOfMonth: 0, received: 1, resolved: 1, pendingAtEndOfMonth: 0, pendingOverThreeMonths: 0, averageResolutionDays: 4 }
 * @throws RangeError when the month is not a month, `registeredOn` is not a date, or the month is
 * before the month of registration.
 */
export function complaintData(
  complaints: readonly ComplaintFacts[],
  yearMonth: YearMonth,
  registeredOn: string,
): ComplaintDataResult {
  assertYearMonth(yearMonth);
  const registrationDay = parseRegistrationDate(registeredOn);
  const firstMonth = firstReportableMonth(registeredOn);
  if (compareMonths(yearMonth, firstMonth) < 0)
    throw new RangeError(
      `${monthLabel(yearMonth)} is before the registration on ${registeredOn}: there is no complaint data to report for it.`,
    );

  const issues: ComplaintDataIssue[] = [];
  const counted: ComplaintFacts[] = [];
  for (const complaint of complaints) {
    const issue = problemOf(complaint, registrationDay, registeredOn);
    if (issue) issues.push(issue);
    else counted.push(complaint);
  }

  const { year, month } = yearMonth;
  const monthStart = istMonthStart(yearMonth);
  const monthEnd = istMonthStart(addMonths(yearMonth, 1));

  const fyStart = financialYearOf(yearMonth);
  const firstTrendMonth =
    compareMonths(firstMonth, { year: fyStart, month: 4 }) > 0 ? firstMonth : { year: fyStart, month: 4 };
  const monthlyRows: TrendRow[] = [];
  for (let current = firstTrendMonth; compareMonths(current, yearMonth) <= 0; current = addMonths(current, 1))
    monthlyRows.push(flow(counted, monthLabel(current), istMonthStart(current), istMonthStart(addMonths(current, 1))));

  const annualRows: TrendRow[] = [];
  for (let startYear = financialYearOf(firstMonth); startYear <= fyStart; startYear += 1)
    annualRows.push(
      flow(
        counted,
        financialYearLabel(startYear),
        istMonthStart({ year: startYear, month: 4 }),
        Math.min(istMonthStart({ year: startYear + 1, month: 4 }), monthEnd),
      ),
    );

  const snapshot: ComplaintDataSnapshot = {
    version: 1,
    year,
    month,
    monthEnding: monthEnding(yearMonth),
    financialYear: financialYearLabel(fyStart),
    registeredOn,
    monthTable: {
      rows: COMPLAINT_SOURCES.map((source) =>
        sourceRow(
          counted.filter((complaint) => complaint.source === source),
          source,
          yearMonth,
        ),
      ),
      grandTotal: sourceRow(counted, 'total', yearMonth),
      impersonationReceived: counted.filter(
        (complaint) => complaint.impersonation && within(complaint.receivedAt, monthStart, monthEnd),
      ).length,
    },
    monthlyTrend: trend(monthlyRows),
    annualTrend: trend(annualRows),
  };
  return { snapshot, issues };
}
