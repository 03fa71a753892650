// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNUAL_TREND_HEADING,
  IMPERSONATION_LINE,
  IMPERSONATION_NOTE,
  MONTH_TABLE_COLUMNS,
  MONTH_TABLE_FOOTNOTES,
  MONTHLY_TREND_FOOTNOTES,
  MONTHLY_TREND_HEADING,
  type PublishedComplaintData,
} from '@meridian/shared/complaints';
import { COMPLAINT_MONTH, renderInSite } from '@meridian/shared/testing';
import ComplaintTables from '../widgets/complaint-tables';
import ComplaintsDataPage from './complaints-data-page';

const readLatestComplaintData = vi.hoisted(() => vi.fn<() => Promise<PublishedComplaintData | null>>());
vi.mock('../data/complaint-data', () => ({ readLatestComplaintData }));

// The month the admin's tests preview and publish too (shared/testing/complaint-month.ts).
const { snapshot } = COMPLAINT_MONTH;

describe('ComplaintsDataPage', () => {
  beforeEach(() => {
    readLatestComplaintData.mockReset();
  });
  afterEach(cleanup);

  it('shows the latest published month as SEBI’s three tables, with their words', async () => {
    readLatestComplaintData.mockResolvedValue({ snapshot, publishedAt: Date.parse('2026-11-03T06:00:00Z') });
    renderInSite(<ComplaintsDataPage />, { url: '/complaints-data' });
    const month = await screen.findByRole('table', { name: 'Data for the month ending 31-10-2026' });
    expect(screen.getByText('Published on 3 November 2026.')).toBeTruthy();
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...MONTH_TABLE_COLUMNS]);
    const rows = within(month)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      // Sr. No., received from, pending at the end of last month, received, resolved, total pending, > 3 months, average days
      ['1', 'Directly from Investors', '1', '0', '1', '0', '0', '34'],
      ['2', 'SEBI (SCORES)', '0', '1', '0', '1', '0', '0'],
      ['3', 'Other Sources (if any)', '0', '0', '0', '0', '0', '0'],
      ['', 'Grand Total', '1', '1', '1', '1', '0', '34'],
    ]);
    for (const note of MONTH_TABLE_FOOTNOTES) expect(screen.getAllByText(note).length).toBeGreaterThan(0);
    expect(screen.getByText(`${IMPERSONATION_LINE}:`, { exact: false }).textContent).toBe(`${IMPERSONATION_LINE}: 1`);
    expect(screen.getByText(IMPERSONATION_NOTE)).toBeTruthy();
    expect(screen.getByRole('table', { name: MONTHLY_TREND_HEADING })).toBeTruthy();
    expect(screen.getByRole('table', { name: ANNUAL_TREND_HEADING })).toBeTruthy();
    for (const note of MONTHLY_TREND_FOOTNOTES) expect(screen.getAllByText(note).length).toBeGreaterThan(0);
  });

  it('draws the published month with the one renderer the admin previews with (issue 34, item 4)', async () => {
    const published = { snapshot, publishedAt: COMPLAINT_MONTH.publishedAt };
    readLatestComplaintData.mockResolvedValue(published);
    renderInSite(<ComplaintsDataPage />, { url: '/complaints-data' });
    await screen.findByRole('table', { name: COMPLAINT_MONTH.heading });
    const page = document.querySelector('[data-complaint-data="2026-10"] > [data-complaint-tables="2026-10"]');
    expect(page).not.toBeNull();
    const onPage = page?.outerHTML;
    cleanup();
    // What the admin's complaintTables slot is handed for a published month: the same drawing.
    renderInSite(<ComplaintTables {...published} />, { url: '/admin/complaints?view=data&month=2026-10' });
    expect(document.querySelector('[data-complaint-tables]')?.outerHTML).toBe(onPage);
  });

  it('says when nothing is published yet', async () => {
    readLatestComplaintData.mockResolvedValue(null);
    renderInSite(<ComplaintsDataPage />, { url: '/complaints-data' });
    expect(await screen.findByRole('heading', { name: 'Not yet published' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so, and offers to try again, when the figures cannot be read', async () => {
    readLatestComplaintData.mockImplementation(() => Promise.reject(new Error('offline')));
    renderInSite(<ComplaintsDataPage />, { url: '/complaints-data' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The figures could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a loading line until the figures arrive (what the prerendered page holds)', () => {
    readLatestComplaintData.mockReturnValue(new Promise(() => undefined));
    renderInSite(<ComplaintsDataPage />, { url: '/complaints-data' });
    expect(screen.getByRole('status').textContent).toBe('Loading the latest published figures…');
  });
});
