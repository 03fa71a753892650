// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { regimeRows } from '../definitions/income-tax';
import { compareRegimes, INCOME_TAX_DEFAULTS } from '../domain/income-tax';
import { RegimeTable } from './regime-table';

const rows = regimeRows(compareRegimes(INCOME_TAX_DEFAULTS), INCOME_TAX_DEFAULTS.year);
const open = () => renderInSite(<RegimeTable caption="Your tax for FY 2026-27" rows={rows} />);
const table = () => {
  const found = document.querySelector('table[aria-label="Your tax for FY 2026-27"]');
  if (!found) throw new Error('no table');
  return found;
};
const label = (name: string) => screen.getByRole('button', { name });
const detailOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const detail = id ? document.getElementById(id) : null;
  if (!detail) throw new Error(`no detail for ${button.textContent ?? ''}`);
  return detail;
};

afterEach(cleanup);

describe('the old-and-new table', () => {
  it('has one column per regime and a line per row: short label, old figure, new figure', () => {
    open();
    expect(
      [...table().querySelectorAll('thead th')].map((cell) => [cell.textContent, cell.getAttribute('scope')]),
    ).toEqual([
      ['Old regime', 'col'],
      ['New regime', 'col'],
    ]);
    const lines = [...table().querySelectorAll('tr[data-row]')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(lines).toHaveLength(11);
    expect(lines).toContainEqual(['Total tax', '₹1,32,600', '₹0']);
    expect(lines).toContainEqual(['87A rebate', '₹0', '-₹60,000']);
    // Every label is a row header whose name is the label alone (the ⓘ is drawn by CSS, unnamed).
    for (const row of table().querySelectorAll('tr[data-row]')) {
      expect(row.querySelector('th[scope="row"] > button')?.textContent).toBe(row.querySelector('th')?.textContent);
    }
  });

  it('starts with every detail closed', () => {
    open();
    const buttons = [...table().querySelectorAll('button')];
    expect(buttons).toHaveLength(11);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(detailOf(button).hidden).toBe(true);
    }
  });

  it('one tap on a label shows what it means below the line; another hides it', () => {
    open();
    const taxable = label('Taxable income');
    fireEvent.click(taxable);
    expect(taxable.getAttribute('aria-expanded')).toBe('true');
    const detail = detailOf(taxable);
    expect(detail.hidden).toBe(false);
    expect(detail.textContent).toBe(
      'Gross income less the deductions above, rounded to the nearest ₹10 (section 288A).',
    );
    expect(detail.querySelector('td')?.getAttribute('colspan')).toBe('3');
    // The detail sits right below its line.
    expect(taxable.closest('tr')?.nextElementSibling).toBe(detail);
    fireEvent.click(taxable);
    expect(taxable.getAttribute('aria-expanded')).toBe('false');
    expect(detail.hidden).toBe(true);
  });

  it('keeps several details open at once, each independent', () => {
    open();
    fireEvent.click(label('Standard deduction'));
    fireEvent.click(label('Total tax'));
    expect(detailOf(label('Standard deduction')).hidden).toBe(false);
    expect(detailOf(label('Total tax')).textContent).toContain('rounded to the nearest ₹10 (section 288B)');
    expect(detailOf(label('Surcharge')).hidden).toBe(true);
    fireEvent.click(label('Standard deduction'));
    expect(detailOf(label('Standard deduction')).hidden).toBe(true);
    expect(detailOf(label('Total tax')).hidden).toBe(false);
  });
});
