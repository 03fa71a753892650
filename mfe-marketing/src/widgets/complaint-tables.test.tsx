// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANNUAL_TREND_COLUMNS,
  ANNUAL_TREND_FOOTNOTES,
  ANNUAL_TREND_HEADING,
  IMPERSONATION_LINE,
  IMPERSONATION_NOTE,
  IMPERSONATION_TREATMENT,
  MONTH_TABLE_COLUMNS,
  MONTH_TABLE_FOOTNOTES,
  MONTHLY_TREND_COLUMNS,
  MONTHLY_TREND_FOOTNOTES,
  MONTHLY_TREND_HEADING,
} from '@meridian/shared/complaints';
import { COMPLAINT_MONTH, renderInSite } from '@meridian/shared/testing';
import ComplaintTables from './complaint-tables';

const { snapshot, publishedAt, heading, monthRows, impersonationReceived } = COMPLAINT_MONTH;

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

const notesAfter = (table: HTMLElement) =>
  [...(table.parentElement?.querySelectorAll('ul li') ?? [])].map((item) => item.textContent);

afterEach(cleanup);

// The one renderer of SEBI's tables (issue 34, item 4): the public page draws the published month
// with it, and the admin's Complaints tab its preview (through its complaintTables slot).
describe('ComplaintTables', () => {
  it('draws the month’s table with SEBI’s columns, the rows by source and the Grand Total, and its footnotes', () => {
    renderInSite(<ComplaintTables snapshot={snapshot} publishedAt={publishedAt} />, { url: '/complaints-data' });
    const month = screen.getByRole('table', { name: heading });
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(cellsOf(month)).toEqual([[...MONTH_TABLE_COLUMNS], ...monthRows]);
    expect([...month.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-source'))).toEqual([
      'direct',
      'scores',
      'other',
      'total',
    ]);
    expect(notesAfter(month)).toEqual([...MONTH_TABLE_FOOTNOTES]);
    expect(document.querySelector('[data-impersonation]')?.parentElement?.textContent).toBe(
      `${IMPERSONATION_LINE}: ${impersonationReceived}`,
    );
    expect(screen.getByText(IMPERSONATION_NOTE)).toBeTruthy();
    expect(screen.getByText(IMPERSONATION_TREATMENT)).toBeTruthy();
  });

  it('draws both trend tables with their headings, the financial year, their columns and their footnotes', () => {
    renderInSite(<ComplaintTables snapshot={snapshot} publishedAt={publishedAt} />, { url: '/complaints-data' });
    const monthly = screen.getByRole('table', { name: MONTHLY_TREND_HEADING });
    const annual = screen.getByRole('table', { name: ANNUAL_TREND_HEADING });
    expect(screen.getByText(`Financial year ${snapshot.financialYear} (April to March).`)).toBeTruthy();
    expect(cellsOf(monthly)[0]).toEqual([...MONTHLY_TREND_COLUMNS]);
    expect(cellsOf(annual)[0]).toEqual([...ANNUAL_TREND_COLUMNS]);
    // A row per month of the financial year so far, and per financial year, then each Grand Total.
    expect(cellsOf(monthly)).toHaveLength(snapshot.monthlyTrend.rows.length + 2);
    expect(cellsOf(monthly).at(-1)?.slice(0, 2)).toEqual(['', snapshot.monthlyTrend.grandTotal.label]);
    expect(cellsOf(annual)).toHaveLength(snapshot.annualTrend.rows.length + 2);
    expect(notesAfter(monthly)).toEqual([...MONTHLY_TREND_FOOTNOTES]);
    expect(notesAfter(annual)).toEqual([...ANNUAL_TREND_FOOTNOTES]);
  });

  it('says when the month was published, and nothing of it for a month not yet published (the admin’s preview)', () => {
    renderInSite(<ComplaintTables snapshot={snapshot} publishedAt={publishedAt} />, { url: '/complaints-data' });
    expect(screen.getByText('Published on 3 November 2026.')).toBeTruthy();
    expect(document.querySelector('[data-complaint-tables]')?.getAttribute('data-complaint-tables')).toBe('2026-10');
    cleanup();
    renderInSite(<ComplaintTables snapshot={snapshot} publishedAt={null} />, { url: '/admin/complaints' });
    expect(screen.queryByText(/^Published on/)).toBeNull();
    expect(screen.getByRole('table', { name: heading })).toBeTruthy();
  });
});
