import { complaintData, type ComplaintFacts, type YearMonth } from '../complaints/complaint-data';

/**
 * One month of complaints and the tables they make (issue 34, item 4). The admin's Complaints tab
 * previews and publishes it, handing it to its complaintTables slot; marketing's ComplaintTables,
 * the renderer the slot lends and the public page /complaints-data draws with, shows it. Both test
 * suites read this one month, so the admin's preview and the public page are shown the same data
 * and the same table.
 */
const month: YearMonth = { year: 2026, month: 10 };
/** The firm's registration, as the admin's tables count from it (mfe-admin/src/domain/complaint-months.ts). */
const registeredOn = '2024-05-10';
const facts: readonly ComplaintFacts[] = [
  {
    ticket: 'MWA-2026-000001',
    receivedAt: Date.parse('2026-09-02T05:00:00Z'),
    resolvedAt: Date.parse('2026-10-06T05:00:00Z'),
    source: 'direct',
    impersonation: false,
  },
  {
    ticket: 'MWA-2026-000002',
    receivedAt: Date.parse('2026-10-03T05:00:00Z'),
    resolvedAt: null,
    source: 'scores',
    impersonation: true,
  },
];

export const COMPLAINT_MONTH = {
  month,
  registeredOn,
  facts,
  snapshot: complaintData(facts, month, registeredOn).snapshot,
  /** Published on 3 November 2026, 11:30 IST. */
  publishedAt: Date.parse('2026-11-03T06:00:00Z'),
  /** The month table's heading, as SEBI words it. */
  heading: 'Data for the month ending 31-10-2026',
  /**
   * The month table's rows, cell by cell: Sr. No., received from, pending at the end of last
   * month, received, resolved, total pending, pending over 3 months, average resolution days.
   */
  monthRows: [
    ['1', 'Directly from Investors', '1', '0', '1', '0', '0', '34'],
    ['2', 'SEBI (SCORES)', '0', '1', '0', '1', '0', '0'],
    ['3', 'Other Sources (if any)', '0', '0', '0', '0', '0', '0'],
    ['', 'Grand Total', '1', '1', '1', '1', '0', '34'],
  ],
  impersonationReceived: 1,
} as const;
