// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { isCalculatorSlug, type SessionUser } from '@meridian/shared';
import { findPage } from '../../catalogue';
import { XirrPage } from './xirr-page';

const page = findPage('xirr');
const open = (url = '/calculators/xirr', user: SessionUser | null = null) => {
  if (!page) throw new Error('no xirr page');
  return renderInSite(<XirrPage page={page} />, { url, path: '/calculators/:slug', user });
};
const primary = () => document.querySelector('[data-primary-result]')?.textContent;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const date = (n: number) => screen.getByLabelText(`Date of cash flow ${n}`) as HTMLInputElement;
const amount = (n: number) => screen.getByLabelText(`Amount of cash flow ${n}`) as HTMLInputElement;
const direction = (n: number) => screen.getByLabelText(`Cash flow ${n}: put in or taken out`) as HTMLSelectElement;
const problemsOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('the XIRR page', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    open();
    cleanup();
  }, 30_000);
  afterEach(cleanup);

  it('opens with the anchor: −₹10,000 on 1 Jan 2025 and +₹11,000 on 1 Jan 2026 → 10.00%', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('XIRR Calculator');
    expect(primary()).toBe('10.00%');
    expect(rows()).toHaveLength(2);
    expect(date(1).value).toBe('2025-01-01');
    expect(date(1).type).toBe('date');
    expect(direction(1).value).toBe('in');
    expect(amount(1).value).toBe('10,000');
    expect(direction(2).value).toBe('out');
    expect(amount(2).value).toBe('11,000');
    expect(document.querySelector('[data-result="period"]')?.textContent).toBe('1 Jan 2025 to 1 Jan 2026 (365 days)');
    expect(screen.getByText(/not investment, tax or legal advice/)).toBeTruthy();
  });

  it('adds and removes rows, recomputing and keeping the counted flows in the URL', () => {
    const { location } = open();
    act(() => screen.getByRole('button', { name: 'Add a row' }).click());
    expect(rows()).toHaveLength(3);
    expect(primary()).toBe('10.00%');
    expect(direction(3).value).toBe('in');
    fireEvent.change(date(3), { target: { value: '2025-07-01' } });
    fireEvent.change(amount(3), { target: { value: '5,000' } });
    fireEvent.blur(amount(3));
    expect(primary()).not.toBe('10.00%');
    expect(location().search).toBe('?flow=2025-01-01%7E-10000&flow=2026-01-01%7E11000&flow=2025-07-01%7E-5000');
    fireEvent.change(direction(3), { target: { value: 'out' } });
    expect(location().search).toBe('?flow=2025-01-01%7E-10000&flow=2026-01-01%7E11000&flow=2025-07-01%7E5000');
    act(() => screen.getByRole('button', { name: 'Remove cash flow 3' }).click());
    expect(primary()).toBe('10.00%');
    expect(location().search).toBe('?flow=2025-01-01%7E-10000&flow=2026-01-01%7E11000');
  });

  it('refuses a row without a date, or with a sign in its amount, beside it and keeps the rest', () => {
    const { location } = open();
    act(() => screen.getByRole('button', { name: 'Add a row' }).click());
    fireEvent.change(amount(3), { target: { value: '500' } });
    expect(date(3).getAttribute('aria-invalid')).toBe('true');
    expect(problemsOf(date(3))?.textContent).toContain('Row 3 has no date.');
    fireEvent.change(date(3), { target: { value: '2025-07-01' } });
    fireEvent.change(amount(3), { target: { value: '-500' } });
    expect(amount(3).getAttribute('aria-invalid')).toBe('true');
    expect(problemsOf(amount(3))?.textContent).toContain('Row 3’s amount has a minus sign: choose “Put in”');
    expect(primary()).toBe('10.00%');
    expect(screen.getByText(/1 row is not counted until corrected/)).toBeTruthy();
    fireEvent.blur(amount(3));
    expect(location().search).toBe('?flow=2025-01-01%7E-10000&flow=2026-01-01%7E11000');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('pastes two columns from a spreadsheet, a heading and a bad row included', () => {
    open();
    fireEvent.change(screen.getByLabelText('Paste from a spreadsheet: two columns, date and amount'), {
      target: { value: 'Date\tAmount\n01/04/2025\t-2,000\nsoon\t-1\n' },
    });
    act(() => screen.getByRole('button', { name: 'Add pasted rows' }).click());
    expect(rows()).toHaveLength(4);
    // A spreadsheet's date and sign, as the row shows them: 1 April 2025, put in, 2,000.
    expect([date(3).value, direction(3).value, amount(3).value]).toEqual(['2025-04-01', 'in', '2,000']);
    expect(date(4).getAttribute('aria-invalid')).toBe('true');
    expect(problemsOf(date(4))?.textContent).toContain('Row 4’s date “soon” is not a date');
    expect(
      screen.getByText('2 rows added; 1 of them not counted (see why beside it); 1 heading line skipped.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Paste from a spreadsheet: two columns, date and amount'), {
      target: { value: '2025-01-01\t-10000\n2026-01-01\t11000' },
    });
    act(() => screen.getByRole('button', { name: 'Replace the table with them' }).click());
    expect(rows()).toHaveLength(2);
    expect(primary()).toBe('10.00%');
  });

  it('says plainly when no return exists, and when more than one fits', () => {
    open('/calculators/xirr?flow=2025-01-01~-10000&flow=2026-01-01~-500');
    expect(primary()).toBe('No return exists');
    expect(screen.getByText(/No return exists: every cash flow is money put in/)).toBeTruthy();
    cleanup();
    open('/calculators/xirr?flow=2025-01-01~-100&flow=2026-01-01~230&flow=2027-01-01~-132');
    expect(primary()).toBe('10.00% or 20.00%');
    expect(screen.getByText(/More than one return fits these flows/)).toBeTruthy();
  });

  it('shows a row of a link that cannot be read, with its reason, and counts the others', () => {
    open('/calculators/xirr?flow=2025-01-01~-10000&flow=2025-02-30~-1&flow=2026-01-01~11000');
    expect(rows()).toHaveLength(3);
    expect(date(2).getAttribute('aria-invalid')).toBe('true');
    expect(problemsOf(date(2))?.textContent).toContain('Row 2’s date “2025-02-30” is not a date');
    expect(primary()).toBe('10.00%');
  });

  it('Reset brings back the example and clears the address', () => {
    const { location } = open('/calculators/xirr?flow=2025-01-01~-100&flow=2025-06-01~150');
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(primary()).toBe('10.00%');
    expect(location().search).toBe('');
  });

  it('signed in, saving follows the site’s list of calculators', () => {
    open('/calculators/xirr', demoUsers.user);
    if (isCalculatorSlug('xirr')) expect(screen.getByRole('button', { name: 'Save this calculation' })).toBeTruthy();
    else expect(screen.getByRole('note').textContent).toContain('cannot be saved to your account yet');
  });
});
