// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { sipDefinition } from '../definitions/sip';
import { computeDefaults } from './input-state';
import { DataTable } from './data-table';
import type { TableData } from './types';

const table: TableData = {
  caption: 'Value of your SIP at the end of each year, a caption long enough to wrap on a phone',
  columns: [
    { key: 'year', label: 'Year', format: 'integer' },
    { key: 'invested', label: 'Invested', format: 'rupees' },
    { key: 'returns', label: 'Est. returns', format: 'rupees' },
    { key: 'value', label: 'Total value', format: 'rupees' },
  ],
  keyColumn: 'value',
  rows: [
    { year: 1, invested: 60000, returns: 4046.6, value: 64046.6 },
    { year: 2, invested: 120000, returns: 16216, value: 136216 },
  ],
};

const headers = (element: HTMLElement) =>
  within(element)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('DataTable', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the key column right after the first, in the head and in every row, and marks it', () => {
    renderInSite(<DataTable table={table} />);
    const element = screen.getByRole('table', { name: table.caption });
    expect(headers(element)).toEqual(['Year', 'Total value', 'Invested', 'Est. returns']);
    const rows = within(element).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['1', '₹64,047', '₹60,000', '₹4,047'],
      ['2', '₹1,36,216', '₹1,20,000', '₹16,216'],
    ]);
    expect([...element.querySelectorAll('[data-key-column]')].map((cell) => cell.textContent)).toEqual([
      'Total value',
      '₹64,047',
      '₹1,36,216',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('1');
  });

  it('does the same for a definition’s own table (the SIP calculator: Year, then Total value)', () => {
    const output = computeDefaults(sipDefinition);
    if (!output.table) throw new Error('the SIP calculator has no table');
    renderInSite(<DataTable table={output.table} />);
    expect(headers(screen.getByRole('table'))).toEqual(['Year', 'Total value', 'Invested', 'Est. returns']);
  });

  it('writes the caption as text outside the scrolling part, and names the table and its scroll region by it', () => {
    renderInSite(<DataTable table={table} />);
    const region = screen.getByRole('region', { name: table.caption });
    expect(region.getAttribute('tabindex')).toBe('0');
    const caption = screen.getByText(table.caption);
    expect(region.contains(caption)).toBe(false);
    expect(document.querySelector('caption')).toBeNull();
  });

  it('says “scroll sideways” only once it has measured that the table is wider than its box', () => {
    let report: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderInSite(<DataTable table={table} />);
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    const region = screen.getByRole('region');
    Object.defineProperty(region, 'clientWidth', { value: 326, configurable: true });
    Object.defineProperty(region, 'scrollWidth', { value: 326, configurable: true });
    act(() => report());
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    Object.defineProperty(region, 'scrollWidth', { value: 520, configurable: true });
    act(() => report());
    expect(screen.getByText('Scroll sideways for more columns →')).toBeTruthy();
  });
});
