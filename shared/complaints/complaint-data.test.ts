import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ANNUAL_TREND_COLUMNS,
  ANNUAL_TREND_FOOTNOTES,
  COMPLAINT_SOURCES,
  complaintData,
  type ComplaintDataProblem,
  type ComplaintDataSnapshot,
  type ComplaintFacts,
  type ComplaintSource,
  financialYearLabel,
  financialYearOf,
  firstReportableMonth,
  formatAverageResolutionDays,
  IMPERSONATION_LINE,
  istMonthOf,
  istMonthStart,
  MONTH_TABLE_COLUMNS,
  MONTH_TABLE_FOOTNOTES,
  monthEnding,
  monthEndingHeading,
  monthLabel,
  MONTHLY_TREND_COLUMNS,
  overThreeMonthsCutoff,
  resolutionDays,
  SOURCE_LABELS,
  type SourceRow,
  type TrendRow,
  type YearMonth,
} from './complaint-data';

/** An IST wall-clock time, 'YYYY-MM-DD HH:mm' (a bare date is noon), in epoch milliseconds. */
function at(text: string): number {
  const [date, time = '12:00'] = text.split(' ');
  return Date.parse(`${date ?? ''}T${time}:00+05:30`);
}

let serial = 0;
/** A complaint received and resolved at IST times (null: still open). */
function complaint(
  received: string,
  resolved: string | null,
  { source = 'direct', impersonation = false }: { source?: ComplaintSource; impersonation?: boolean } = {},
): ComplaintFacts {
  serial += 1;
  return {
    ticket: `MWA-2026-${String(serial).padStart(6, '0')}`,
    receivedAt: at(received),
    resolvedAt: resolved === null ? null : at(resolved),
    source,
    impersonation,
  };
}

const REGISTERED_ON = '2024-05-10';
const APRIL_2026: YearMonth = { year: 2026, month: 4 };

/** A row of the month's table as [pending at start, received, resolved, total pending, > 3 months, average days]. */
type Figures = [number, number, number, number, number, number | null];
const figures = (row: SourceRow): Figures => [
  row.pendingAtStartOfMonth,
  row.received,
  row.resolved,
  row.pendingAtEndOfMonth,
  row.pendingOverThreeMonths,
  row.averageResolutionDays,
];
/** A trend row as [label, carried forward, received, resolved, pending]. */
type TrendFigures = [string, number, number, number, number];
const trendFigures = (row: TrendRow): TrendFigures => [
  row.label,
  row.carriedForward,
  row.received,
  row.resolved,
  row.pending,
];

const snapshotOf = (complaints: ComplaintFacts[], month: YearMonth, registeredOn = REGISTERED_ON) =>
  complaintData(complaints, month, registeredOn).snapshot;

describe('istMonthOf: the IST calendar month of an instant', () => {
  it.each<[string, YearMonth]>([
    ['2026-03-31T18:29:59.999Z', { year: 2026, month: 3 }], // 23:59:59.999 IST on 31 March
    ['2026-03-31T18:30:00.000Z', { year: 2026, month: 4 }], // 00:00 IST on 1 April
    ['2026-03-31T20:00:00.000Z', { year: 2026, month: 4 }], // 01:30 IST on 1 April: still March in UTC
    ['2026-04-30T18:29:00.000Z', { year: 2026, month: 4 }],
    ['2025-12-31T18:29:59.999Z', { year: 2025, month: 12 }],
    ['2025-12-31T18:30:00.000Z', { year: 2026, month: 1 }], // a new year in India before one in UTC
    ['2026-01-01T00:00:00.000Z', { year: 2026, month: 1 }],
  ])('%s is in %j', (instant, expected) => {
    expect(istMonthOf(Date.parse(instant))).toEqual(expected);
  });
});

describe('istMonthStart: 00:00 IST on the 1st', () => {
  it.each<[YearMonth, string]>([
    [{ year: 2026, month: 4 }, '2026-03-31T18:30:00.000Z'],
    [{ year: 2027, month: 1 }, '2026-12-31T18:30:00.000Z'],
    [{ year: 2026, month: 13 }, '2026-12-31T18:30:00.000Z'],
    [{ year: 2028, month: 3 }, '2028-02-29T18:30:00.000Z'],
  ])('%j starts at %s', (month, expected) => {
    expect(new Date(istMonthStart(month)).toISOString()).toBe(expected);
  });

  it('is the first instant of its own month and the previous instant is in the month before', () => {
    const start = istMonthStart(APRIL_2026);
    expect(istMonthOf(start)).toEqual(APRIL_2026);
    expect(istMonthOf(start - 1)).toEqual({ year: 2026, month: 3 });
  });
});

describe('resolutionDays: calendar days between the IST dates', () => {
  it.each<[string, string, number]>([
    ['2026-04-02 10:00', '2026-04-02 10:00', 0],
    ['2026-04-02 00:00', '2026-04-02 23:59', 0],
    ['2026-03-31 23:00', '2026-04-01 09:00', 1],
    ['2026-03-05 18:00', '2026-03-08 09:00', 3],
    ['2028-02-28', '2028-03-01', 2], // a leap year
    ['2026-03-01', '2026-03-22', 21],
  ])('%s → %s is %i days', (received, resolved, days) => {
    expect(resolutionDays(at(received), at(resolved))).toBe(days);
  });

  it('counts the IST date, not the UTC one (21:00 UTC is the next day in India)', () => {
    expect(resolutionDays(Date.parse('2026-04-01T17:00:00Z'), Date.parse('2026-04-01T21:00:00Z'))).toBe(1);
  });
});

describe('overThreeMonthsCutoff: the last receipt date that counts as pending > 3 months', () => {
  it.each<[YearMonth, string]>([
    [{ year: 2026, month: 6 }, '2026-03-30'],
    [{ year: 2026, month: 5 }, '2026-02-28'], // 31 February does not exist
    [{ year: 2028, month: 5 }, '2028-02-29'],
    [{ year: 2026, month: 4 }, '2026-01-30'],
    [{ year: 2027, month: 2 }, '2026-11-28'],
    [{ year: 2026, month: 3 }, '2025-12-31'],
    [{ year: 2027, month: 1 }, '2026-10-31'],
  ])('for %j it is %s', (month, expected) => {
    expect(overThreeMonthsCutoff(month)).toBe(expected);
  });
});

describe('calendar labels', () => {
  it.each<[YearMonth, number, string, string, string, string]>([
    [{ year: 2026, month: 4 }, 2026, '2026-27', 'April, 2026', '30-04-2026', 'Data for the month ending 30-04-2026'],
    [{ year: 2027, month: 3 }, 2026, '2026-27', 'March, 2027', '31-03-2027', 'Data for the month ending 31-03-2027'],
    [{ year: 2026, month: 1 }, 2025, '2025-26', 'January, 2026', '31-01-2026', 'Data for the month ending 31-01-2026'],
    [{ year: 2028, month: 2 }, 2027, '2027-28', 'February, 2028', '29-02-2028', 'Data for the month ending 29-02-2028'],
    [
      { year: 2099, month: 12 },
      2099,
      '2099-00',
      'December, 2099',
      '31-12-2099',
      'Data for the month ending 31-12-2099',
    ],
  ])('%j', (month, fy, fyLabel, label, ending, heading) => {
    expect(financialYearOf(month)).toBe(fy);
    expect(financialYearLabel(fy)).toBe(fyLabel);
    expect(monthLabel(month)).toBe(label);
    expect(monthEnding(month)).toBe(ending);
    expect(monthEndingHeading(month)).toBe(heading);
  });

  it.each<[string, YearMonth]>([
    ['2024-05-10', { year: 2024, month: 5 }],
    ['2025-01-01', { year: 2025, month: 1 }],
    ['2024-02-29', { year: 2024, month: 2 }],
  ])('firstReportableMonth(%s) is %j', (registeredOn, expected) => {
    expect(firstReportableMonth(registeredOn)).toEqual(expected);
  });

  it.each<[number | null, string]>([
    [null, '0'],
    [0, '0'],
    [4.5, '4.5'],
    [1.33, '1.33'],
  ])('formatAverageResolutionDays(%j) is %s', (days, expected) => {
    expect(formatAverageResolutionDays(days)).toBe(expected);
  });
});

describe("SEBI's words", () => {
  it('names the rows and columns as the format does', () => {
    expect(COMPLAINT_SOURCES.map((source) => SOURCE_LABELS[source])).toEqual([
      'Directly from Investors',
      'SEBI (SCORES)',
      'Other Sources (if any)',
    ]);
    expect(MONTH_TABLE_COLUMNS.slice(2)).toEqual([
      'Pending at the end of last month',
      'Received',
      'Resolved*',
      'Total Pending#',
      'Pending complaints > 3 months',
      'Average Resolution time^ (in days)',
    ]);
    expect(MONTHLY_TREND_COLUMNS.slice(1)).toEqual([
      'Month',
      'Carried forward from previous month',
      'Received',
      'Resolved*',
      'Pending#',
    ]);
    expect(ANNUAL_TREND_COLUMNS[2]).toBe('Carried forward from previous year');
    expect(IMPERSONATION_LINE).toBe(
      'Number of complaints received during the month against the IA due to impersonation by some other entity',
    );
  });

  it('has a footnote for each mark a column carries', () => {
    for (const mark of ['*', '#', '^']) {
      expect(MONTH_TABLE_COLUMNS.some((column) => column.includes(mark))).toBe(true);
      expect(MONTH_TABLE_FOOTNOTES.filter((note) => note.startsWith(`${mark} `))).toHaveLength(1);
    }
    expect(ANNUAL_TREND_FOOTNOTES.map((note) => note[0])).toEqual(['*', '#']);
  });
});

describe("complaintData: the month's Grand Total", () => {
  const JUNE_2026: YearMonth = { year: 2026, month: 6 };
  const MAY_2026: YearMonth = { year: 2026, month: 5 };
  const MARCH_2026: YearMonth = { year: 2026, month: 3 };
  it.each<{ name: string; complaints: ComplaintFacts[]; month: YearMonth; expected: Figures }>([
    {
      name: 'an empty month: all zero, no average',
      complaints: [],
      month: APRIL_2026,
      expected: [0, 0, 0, 0, 0, null],
    },
    {
      name: 'received and resolved in the month',
      complaints: [complaint('2026-04-02 10:00', '2026-04-06 16:00')],
      month: APRIL_2026,
      expected: [0, 1, 1, 0, 0, 4],
    },
    {
      name: 'received and resolved the same day: 0 days, not "none"',
      complaints: [complaint('2026-04-02 10:00', '2026-04-02 17:00')],
      month: APRIL_2026,
      expected: [0, 1, 1, 0, 0, 0],
    },
    {
      name: 'received in the month, still open',
      complaints: [complaint('2026-04-20', null)],
      month: APRIL_2026,
      expected: [0, 1, 0, 1, 0, null],
    },
    {
      name: 'resolved in a later month: pending in the month received',
      complaints: [complaint('2026-04-20', '2026-05-03')],
      month: APRIL_2026,
      expected: [0, 1, 0, 1, 0, null],
    },
    {
      name: 'resolved in a later month: resolved* in that month, with its days since receipt',
      complaints: [complaint('2026-04-20', '2026-05-03')],
      month: MAY_2026,
      expected: [1, 0, 1, 0, 0, 13],
    },
    {
      name: 'carried forward: an earlier month’s open complaint',
      complaints: [complaint('2026-02-10', null)],
      month: APRIL_2026,
      expected: [1, 0, 0, 1, 0, null],
    },
    {
      name: 'resolved across months: last month’s complaint resolved this month',
      complaints: [complaint('2026-03-25', '2026-04-04')],
      month: APRIL_2026,
      expected: [1, 0, 1, 0, 0, 10],
    },
    {
      name: 'resolved at 00:00 IST on the 1st: resolved this month, pending at the end of last month',
      complaints: [complaint('2026-03-30', '2026-04-01 00:00')],
      month: APRIL_2026,
      expected: [1, 0, 1, 0, 0, 2],
    },
    {
      name: 'resolved at 23:59 IST on the last day: not pending at the end',
      complaints: [complaint('2026-04-10', '2026-04-30 23:59')],
      month: APRIL_2026,
      expected: [0, 1, 1, 0, 0, 20],
    },
    {
      name: 'a complaint of the next month is not counted',
      complaints: [complaint('2026-05-01 00:00', null)],
      month: APRIL_2026,
      expected: [0, 0, 0, 0, 0, null],
    },
    {
      name: 'IST month boundary: 2026-03-31T20:00Z is April in India, not March',
      complaints: [{ ...complaint('2026-04-01', null), receivedAt: Date.parse('2026-03-31T20:00:00Z') }],
      month: MARCH_2026,
      expected: [0, 0, 0, 0, 0, null],
    },
    {
      name: 'IST month boundary: …and it is received in April',
      complaints: [{ ...complaint('2026-04-01', null), receivedAt: Date.parse('2026-03-31T20:00:00Z') }],
      month: APRIL_2026,
      expected: [0, 1, 0, 1, 0, null],
    },
    {
      name: '> 3 months: received on the cutoff day (30 March for June), open',
      complaints: [complaint('2026-03-30 23:59', null)],
      month: JUNE_2026,
      expected: [1, 0, 0, 1, 1, null],
    },
    {
      name: '> 3 months: received the day after the cutoff is not',
      complaints: [complaint('2026-03-31 00:00', null)],
      month: JUNE_2026,
      expected: [1, 0, 0, 1, 0, null],
    },
    {
      name: '> 3 months: clamped to the end of February for May',
      complaints: [complaint('2026-02-28 23:59', null), complaint('2026-03-01 00:00', null)],
      month: MAY_2026,
      expected: [2, 0, 0, 2, 1, null],
    },
    {
      name: '> 3 months: resolved on the last day is not pending any more',
      complaints: [complaint('2026-03-01', '2026-06-30 23:59')],
      month: JUNE_2026,
      expected: [1, 0, 1, 0, 0, 121],
    },
    {
      name: '> 3 months: resolved at 00:00 on the next 1st is still pending at the end',
      complaints: [complaint('2026-03-01', '2026-07-01 00:00')],
      month: JUNE_2026,
      expected: [1, 0, 0, 1, 1, null],
    },
    {
      name: 'average of 0, 1 and 3 days is 1.33',
      complaints: [
        complaint('2026-04-03', '2026-04-03'),
        complaint('2026-04-03', '2026-04-04'),
        complaint('2026-03-31', '2026-04-03'),
      ],
      month: APRIL_2026,
      expected: [1, 2, 3, 0, 0, 1.33],
    },
    {
      name: 'average of 1 and 2 days is 1.5',
      complaints: [complaint('2026-04-03', '2026-04-04'), complaint('2026-04-03', '2026-04-05')],
      month: APRIL_2026,
      expected: [0, 2, 2, 0, 0, 1.5],
    },
    {
      name: 'average of 2, 2 and 3 days is 2.33; complaints resolved in other months are not in it',
      complaints: [
        complaint('2026-04-01', '2026-04-03'),
        complaint('2026-04-01', '2026-04-03'),
        complaint('2026-04-01', '2026-04-04'),
        complaint('2026-03-01', '2026-03-30'),
        complaint('2026-04-01', '2026-05-30'),
      ],
      month: APRIL_2026,
      expected: [0, 4, 3, 1, 0, 2.33],
    },
    {
      name: 'average of 1 day over 8 complaints (0.125) rounds half up to 0.13',
      complaints: [
        complaint('2026-04-03', '2026-04-04'),
        ...Array.from({ length: 7 }, () => complaint('2026-04-03', '2026-04-03')),
      ],
      month: APRIL_2026,
      expected: [0, 8, 8, 0, 0, 0.13],
    },
  ])('$name', ({ complaints, month, expected }) => {
    expect(figures(snapshotOf(complaints, month).monthTable.grandTotal)).toEqual(expected);
  });
});

describe('complaintData: the rows by source', () => {
  const complaints = [
    complaint('2026-04-02', '2026-04-03', { source: 'direct' }),
    complaint('2026-03-10', null, { source: 'direct' }),
    complaint('2026-04-05', '2026-04-09', { source: 'scores' }),
    complaint('2026-04-05', '2026-04-11', { source: 'scores' }),
    complaint('2025-12-01', null, { source: 'scores' }),
    complaint('2026-04-28', null, { source: 'other' }),
  ];
  const table = snapshotOf(complaints, APRIL_2026).monthTable;

  it.each<[string, Figures]>([
    ['Directly from Investors', [1, 1, 1, 1, 0, 1]],
    ['SEBI (SCORES)', [1, 2, 2, 1, 1, 5]],
    ['Other Sources (if any)', [0, 1, 0, 1, 0, null]],
    ['Grand Total', [2, 4, 3, 3, 1, 3.67]],
  ])('%s', (label, expected) => {
    const row = [...table.rows, table.grandTotal].find((candidate) => candidate.label === label);
    expect(row && figures(row)).toEqual(expected);
  });

  it("lists the sources in SEBI's order; the Grand Total's average is over all complaints, not of the rows' averages", () => {
    expect(table.rows.map((row) => row.source)).toEqual(['direct', 'scores', 'other']);
    expect(table.grandTotal.source).toBe('total');
    // (1 + 4 + 6) / 3 = 3.67, where the rows' averages 1 and 5 would give 3.
    expect(table.grandTotal.averageResolutionDays).toBe(3.67);
  });
});

describe('complaintData: the impersonation line', () => {
  it.each<{ name: string; complaints: ComplaintFacts[]; line: number; received: number }>([
    { name: 'none', complaints: [complaint('2026-04-02', null)], line: 0, received: 1 },
    {
      name: 'received in the month: on the line and still in the totals',
      complaints: [complaint('2026-04-02', null, { impersonation: true }), complaint('2026-04-03', null)],
      line: 1,
      received: 2,
    },
    {
      name: 'from every source',
      complaints: [
        complaint('2026-04-02', '2026-04-05', { impersonation: true, source: 'scores' }),
        complaint('2026-04-09', null, { impersonation: true, source: 'other' }),
        complaint('2026-04-30 23:59', null, { impersonation: true }),
      ],
      line: 3,
      received: 3,
    },
    {
      name: 'received last month, resolved this month: not on this month’s line',
      complaints: [complaint('2026-03-28', '2026-04-02', { impersonation: true })],
      line: 0,
      received: 0,
    },
    {
      name: 'received next month: not on the line',
      complaints: [complaint('2026-05-01 00:00', null, { impersonation: true })],
      line: 0,
      received: 0,
    },
  ])('$name', ({ complaints, line, received }) => {
    const table = snapshotOf(complaints, APRIL_2026).monthTable;
    expect(table.impersonationReceived).toBe(line);
    expect(table.grandTotal.received).toBe(received);
  });
});

describe('complaintData: the monthly trend of the financial year', () => {
  const complaints = [
    complaint('2026-03-20', '2026-04-10'), // carried from March into April, across the year's end
    complaint('2026-04-05', '2026-04-05'),
    complaint('2026-05-15', null),
    complaint('2026-06-10', null), // after every month reported here
  ];

  it.each<{ name: string; month: YearMonth; financialYear: string; rows: TrendFigures[]; total: TrendFigures }>([
    {
      name: 'March, the last month of 2025-26: April 2025 to March 2026',
      month: { year: 2026, month: 3 },
      financialYear: '2025-26',
      rows: [
        ['April, 2025', 0, 0, 0, 0],
        ['May, 2025', 0, 0, 0, 0],
        ['June, 2025', 0, 0, 0, 0],
        ['July, 2025', 0, 0, 0, 0],
        ['August, 2025', 0, 0, 0, 0],
        ['September, 2025', 0, 0, 0, 0],
        ['October, 2025', 0, 0, 0, 0],
        ['November, 2025', 0, 0, 0, 0],
        ['December, 2025', 0, 0, 0, 0],
        ['January, 2026', 0, 0, 0, 0],
        ['February, 2026', 0, 0, 0, 0],
        ['March, 2026', 0, 1, 0, 1],
      ],
      total: ['Grand Total', 0, 1, 0, 1],
    },
    {
      name: 'April starts a new year: one row, carrying March’s complaint forward',
      month: { year: 2026, month: 4 },
      financialYear: '2026-27',
      rows: [['April, 2026', 1, 1, 2, 0]],
      total: ['Grand Total', 1, 1, 2, 0],
    },
    {
      name: 'May: the Grand Total carries forward from April and leaves pending what May leaves',
      month: { year: 2026, month: 5 },
      financialYear: '2026-27',
      rows: [
        ['April, 2026', 1, 1, 2, 0],
        ['May, 2026', 0, 1, 0, 1],
      ],
      total: ['Grand Total', 1, 2, 2, 1],
    },
  ])('$name', ({ month, financialYear, rows, total }) => {
    const snapshot = snapshotOf(complaints, month);
    expect(snapshot.financialYear).toBe(financialYear);
    expect(snapshot.monthlyTrend.rows.map(trendFigures)).toEqual(rows);
    expect(trendFigures(snapshot.monthlyTrend.grandTotal)).toEqual(total);
  });

  it('starts at the registration month when the firm registered after April', () => {
    const snapshot = snapshotOf([complaint('2025-10-02', null)], { year: 2025, month: 11 }, '2025-09-15');
    expect(snapshot.monthlyTrend.rows.map(trendFigures)).toEqual([
      ['September, 2025', 0, 0, 0, 0],
      ['October, 2025', 0, 1, 0, 1],
      ['November, 2025', 1, 0, 0, 1],
    ]);
    expect(snapshot.annualTrend.rows.map(trendFigures)).toEqual([['2025-26', 0, 1, 0, 1]]);
  });
});

describe('complaintData: the annual trend since registration', () => {
  const complaints = [
    complaint('2024-06-01', '2025-04-03'), // open across 31 March 2025
    complaint('2026-03-20', '2026-04-10'), // open across 31 March 2026
    complaint('2026-04-05', '2026-04-05'),
    complaint('2026-05-15', null),
    complaint('2026-06-10', '2026-06-11'), // after May 2026: not in its snapshot
  ];

  it.each<{ name: string; month: YearMonth; rows: TrendFigures[]; total: TrendFigures }>([
    {
      name: 'the registration month',
      month: { year: 2024, month: 5 },
      rows: [['2024-25', 0, 0, 0, 0]],
      total: ['Grand Total', 0, 0, 0, 0],
    },
    {
      name: 'March 2025, the first year’s last month',
      month: { year: 2025, month: 3 },
      rows: [['2024-25', 0, 1, 0, 1]],
      total: ['Grand Total', 0, 1, 0, 1],
    },
    {
      name: 'May 2026: three years, the last up to 31 May 2026',
      month: { year: 2026, month: 5 },
      rows: [
        ['2024-25', 0, 1, 0, 1],
        ['2025-26', 1, 1, 1, 1],
        ['2026-27', 1, 2, 2, 1],
      ],
      total: ['Grand Total', 0, 4, 3, 1],
    },
    {
      name: 'June 2026 takes in June’s complaint',
      month: { year: 2026, month: 6 },
      rows: [
        ['2024-25', 0, 1, 0, 1],
        ['2025-26', 1, 1, 1, 1],
        ['2026-27', 1, 3, 3, 1],
      ],
      total: ['Grand Total', 0, 5, 4, 1],
    },
  ])('$name', ({ month, rows, total }) => {
    const snapshot = snapshotOf(complaints, month);
    expect(snapshot.annualTrend.rows.map(trendFigures)).toEqual(rows);
    expect(trendFigures(snapshot.annualTrend.grandTotal)).toEqual(total);
  });
});

describe('complaintData: a month before registration, and other bad arguments', () => {
  it.each<[string, YearMonth, string, RegExp]>([
    [
      'the month before the registration month',
      { year: 2024, month: 4 },
      REGISTERED_ON,
      /April, 2024 is before the registration on 2024-05-10/,
    ],
    ['a year before', { year: 2023, month: 5 }, REGISTERED_ON, /before the registration/],
    ['month 0', { year: 2026, month: 0 }, REGISTERED_ON, /month 0 is not a month from 1 to 12/],
    ['month 13', { year: 2026, month: 13 }, REGISTERED_ON, /month 13/],
    ['month 4.5', { year: 2026, month: 4.5 }, REGISTERED_ON, /month 4.5/],
    ['a two-digit year', { year: 26, month: 4 }, REGISTERED_ON, /year 26/],
    ['a registration date without leading zeros', APRIL_2026, '2024-5-10', /“2024-5-10” is not a date/],
    ['a registration date that does not exist', APRIL_2026, '2025-02-29', /“2025-02-29” is not a date/],
    ['a registration date that is not a date', APRIL_2026, 'soon', /“soon” is not a date/],
  ])('%s throws', (_name, month, registeredOn, message) => {
    expect(() => complaintData([], month, registeredOn)).toThrow(RangeError);
    expect(() => complaintData([], month, registeredOn)).toThrow(message);
  });

  it('the registration month itself is reported, all zero', () => {
    const snapshot = snapshotOf([], { year: 2024, month: 5 });
    expect(figures(snapshot.monthTable.grandTotal)).toEqual([0, 0, 0, 0, 0, null]);
    expect(snapshot.monthlyTrend.rows.map(trendFigures)).toEqual([['May, 2024', 0, 0, 0, 0]]);
    expect(snapshot.monthEnding).toBe('31-05-2024');
  });
});

describe('complaintData: complaints that cannot be counted are listed, not counted', () => {
  const good = complaint('2026-04-02', null);
  const unknownSource: string = 'email';
  it.each<{ name: string; bad: ComplaintFacts; problem: ComplaintDataProblem }>([
    {
      name: 'a received time that is not a time',
      bad: { ...complaint('2026-04-02', null), receivedAt: Number.NaN },
      problem: 'unreadable-received',
    },
    {
      name: 'a resolved time that is not a time',
      bad: { ...complaint('2026-04-02', null), resolvedAt: Number.NaN },
      problem: 'unreadable-resolved',
    },
    {
      name: 'an infinite resolved time',
      bad: { ...complaint('2026-04-02', null), resolvedAt: Number.POSITIVE_INFINITY },
      problem: 'unreadable-resolved',
    },
    {
      name: 'resolved before it was received',
      bad: complaint('2026-04-03', '2026-04-01'),
      problem: 'resolved-before-received',
    },
    {
      name: 'an unknown source',
      bad: { ...complaint('2026-04-02', null), source: unknownSource as ComplaintSource },
      problem: 'unknown-source',
    },
    {
      name: 'received before the registration date',
      bad: complaint('2024-05-09 23:59', null),
      problem: 'received-before-registration',
    },
    {
      name: 'a bad complaint of another month is listed too',
      bad: complaint('2026-09-03', '2026-09-01'),
      problem: 'resolved-before-received',
    },
  ])('$name', ({ bad, problem }) => {
    const { snapshot, issues } = complaintData([good, bad], APRIL_2026, REGISTERED_ON);
    expect(issues).toEqual([{ ticket: bad.ticket, problem, message: expect.stringContaining(bad.ticket) as string }]);
    expect(issues[0]?.message).toMatch(/so it is left out of every table\.$/);
    expect(figures(snapshot.monthTable.grandTotal)).toEqual([0, 1, 0, 1, 0, null]);
  });

  it('says what is wrong with the dates', () => {
    const bad = { ...complaint('2026-04-03 10:00', '2026-04-01 10:00'), ticket: 'MWA-2026-000007' };
    expect(complaintData([bad], APRIL_2026, REGISTERED_ON).issues[0]?.message).toBe(
      'MWA-2026-000007 is resolved (2026-04-01T04:30:00.000Z) before it was received (2026-04-03T04:30:00.000Z), so it is left out of every table.',
    );
    const early = { ...complaint('2024-05-09 23:59', null), ticket: 'MWA-2024-000001' };
    expect(complaintData([early], APRIL_2026, REGISTERED_ON).issues[0]?.message).toBe(
      'MWA-2024-000001 was received on 2024-05-09 (IST), before the registration on 2024-05-10, so it is left out of every table.',
    );
  });

  it('counts a complaint received at 00:00 IST on the registration date', () => {
    const { snapshot, issues } = complaintData(
      [complaint('2024-05-10 00:00', null)],
      { year: 2024, month: 5 },
      REGISTERED_ON,
    );
    expect(issues).toEqual([]);
    expect(snapshot.monthTable.grandTotal.received).toBe(1);
  });

  it('accepts a complaint resolved at the instant it was received', () => {
    const same = complaint('2026-04-02 10:00', '2026-04-02 10:00');
    expect(complaintData([same], APRIL_2026, REGISTERED_ON).issues).toEqual([]);
  });
});

describe('complaintData: properties over many complaints', () => {
  // A fixed pseudo-random set (a linear congruential generator), so a failure can be replayed.
  let seed = 20260401;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const from = at('2024-05-10 00:00');
  const span = at('2027-03-31 23:59') - from;
  const many: ComplaintFacts[] = Array.from({ length: 400 }, (_, index) => {
    const receivedAt = from + Math.floor(random() * span);
    const open = random() < 0.2;
    return {
      ticket: `P-${index}`,
      receivedAt,
      resolvedAt: open ? null : receivedAt + Math.floor(random() * 150 * 24 * 60 * 60 * 1000),
      source: COMPLAINT_SOURCES[Math.floor(random() * 3)] ?? 'direct',
      impersonation: random() < 0.1,
    };
  });
  const months: YearMonth[] = Array.from({ length: 35 }, (_, index) => ({
    year: 2024 + Math.floor((index + 4) / 12),
    month: ((index + 4) % 12) + 1,
  }));

  it.each(months)('%j: every row balances and the tables agree', (month) => {
    const { snapshot, issues } = complaintData(many, month, REGISTERED_ON);
    expect(issues).toEqual([]);
    const { rows, grandTotal } = snapshot.monthTable;
    for (const row of [...rows, grandTotal]) {
      expect(row.pendingAtStartOfMonth + row.received - row.resolved).toBe(row.pendingAtEndOfMonth);
      expect(row.pendingOverThreeMonths).toBeLessThanOrEqual(row.pendingAtEndOfMonth);
    }
    for (const key of [
      'pendingAtStartOfMonth',
      'received',
      'resolved',
      'pendingAtEndOfMonth',
      'pendingOverThreeMonths',
    ] as const)
      expect(rows.reduce((sum, row) => sum + row[key], 0)).toBe(grandTotal[key]);
    for (const trend of [snapshot.monthlyTrend, snapshot.annualTrend]) {
      for (const row of [...trend.rows, trend.grandTotal])
        expect(row.carriedForward + row.received - row.resolved).toBe(row.pending);
      for (let i = 1; i < trend.rows.length; i += 1)
        expect(trend.rows[i]?.carriedForward).toBe(trend.rows[i - 1]?.pending);
      expect(trend.grandTotal.pending).toBe(grandTotal.pendingAtEndOfMonth);
    }
    expect(trendFigures(snapshot.monthlyTrend.rows.at(-1) ?? snapshot.monthlyTrend.grandTotal)).toEqual([
      monthLabel(month),
      grandTotal.pendingAtStartOfMonth,
      grandTotal.received,
      grandTotal.resolved,
      grandTotal.pendingAtEndOfMonth,
    ]);
  });

  it('gives the same snapshot whatever the order of the complaints', () => {
    const month = { year: 2026, month: 1 };
    expect(complaintData([...many].reverse(), month, REGISTERED_ON)).toEqual(complaintData(many, month, REGISTERED_ON));
  });
});

describe('the snapshot is plain JSON, to be stored as published', () => {
  type Json = string | number | null | Json[] | { [key: string]: Json };

  it('has only numbers, strings, null, arrays and objects', () => {
    expectTypeOf<ComplaintDataSnapshot>().toExtend<Json>();
    const snapshot = snapshotOf(
      [complaint('2026-03-20', '2026-04-10'), complaint('2026-04-05', null, { impersonation: true })],
      APRIL_2026,
    );
    expect(JSON.parse(JSON.stringify(snapshot))).toStrictEqual(snapshot);
  });

  it('reads as a whole', () => {
    const snapshot = snapshotOf(
      [
        complaint('2026-03-20', '2026-04-10', { source: 'scores' }),
        complaint('2026-04-05', null, { impersonation: true }),
      ],
      APRIL_2026,
    );
    expect(snapshot).toEqual<ComplaintDataSnapshot>({
      version: 1,
      year: 2026,
      month: 4,
      monthEnding: '30-04-2026',
      financialYear: '2026-27',
      registeredOn: '2024-05-10',
      monthTable: {
        rows: [
          {
            source: 'direct',
            label: 'Directly from Investors',
            pendingAtStartOfMonth: 0,
            received: 1,
            resolved: 0,
            pendingAtEndOfMonth: 1,
            pendingOverThreeMonths: 0,
            averageResolutionDays: null,
          },
          {
            source: 'scores',
            label: 'SEBI (SCORES)',
            pendingAtStartOfMonth: 1,
            received: 0,
            resolved: 1,
            pendingAtEndOfMonth: 0,
            pendingOverThreeMonths: 0,
            averageResolutionDays: 21,
          },
          {
            source: 'other',
            label: 'Other Sources (if any)',
            pendingAtStartOfMonth: 0,
            received: 0,
            resolved: 0,
            pendingAtEndOfMonth: 0,
            pendingOverThreeMonths: 0,
            averageResolutionDays: null,
          },
        ],
        grandTotal: {
          source: 'total',
          label: 'Grand Total',
          pendingAtStartOfMonth: 1,
          received: 1,
          resolved: 1,
          pendingAtEndOfMonth: 1,
          pendingOverThreeMonths: 0,
          averageResolutionDays: 21,
        },
        impersonationReceived: 1,
      },
      monthlyTrend: {
        rows: [{ label: 'April, 2026', carriedForward: 1, received: 1, resolved: 1, pending: 1 }],
        grandTotal: { label: 'Grand Total', carriedForward: 1, received: 1, resolved: 1, pending: 1 },
      },
      annualTrend: {
        rows: [
          { label: '2024-25', carriedForward: 0, received: 0, resolved: 0, pending: 0 },
          { label: '2025-26', carriedForward: 0, received: 1, resolved: 0, pending: 1 },
          { label: '2026-27', carriedForward: 1, received: 1, resolved: 1, pending: 1 },
        ],
        grandTotal: { label: 'Grand Total', carriedForward: 0, received: 2, resolved: 1, pending: 1 },
      },
    });
  });
});
