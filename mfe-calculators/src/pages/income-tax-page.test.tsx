// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { findPage } from '../catalogue';
import { IncomeTaxPage } from './income-tax-page';

const page = findPage('income-tax');
const open = (url = '/calculators/income-tax') => {
  if (!page) throw new Error('no income tax page');
  return renderInSite(<IncomeTaxPage page={page} />, { url, path: '/calculators/:slug' });
};
const primary = () => document.querySelector('[data-primary-result]')?.textContent;
const result = (key: string) => document.querySelector(`[data-result="${key}"]`)?.textContent;
const field = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input[type="text"]' }) as HTMLInputElement;

/** The side-by-side table, found by its name (role queries are slow on a page this size). */
const comparison = () => {
  const table = document.querySelector('table[aria-label^="Your tax for"]');
  if (!table) throw new Error('no comparison table');
  return table;
};
/** The old and new regime's cells of a row of the comparison, as text. */
const cells = (rowName: string) =>
  [
    ...([...comparison().querySelectorAll('tbody tr')]
      .find((row) => row.querySelector('th')?.textContent === rowName)
      ?.querySelectorAll('td') ?? []),
  ].map((cell) => cell.textContent);
const legends = () => [...document.querySelectorAll('legend')].map((legend) => legend.textContent);

describe('the income tax page', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    open();
    cleanup();
  }, 30_000);
  afterEach(cleanup);

  it('shows both regimes side by side at the defaults: the new regime saves ₹1,32,600', () => {
    open();
    expect(document.querySelector('h1')?.textContent).toBe('Income Tax Calculator: Old vs New Regime');
    expect(document.querySelector('[data-primary-result]')?.previousElementSibling?.textContent).toBe(
      'The new regime saves you',
    );
    expect(primary()).toBe('₹1,32,600');
    expect(result('newTax')).toBe('₹0');
    expect(result('oldTax')).toBe('₹1,32,600');
    expect([...comparison().querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Old regime',
      'New regime',
    ]);
    expect(cells('Total tax')).toEqual(['₹1,32,600', '₹0']);
    expect(cells('87A rebate')).toEqual(['₹0', '-₹60,000']);
  });

  it('says what it rounds, as of when, that it is illustrative, and labels deductions by what they are', () => {
    open();
    expect(document.querySelector('[data-rules-as-of]')?.textContent).toBe(
      'Tax figures as of November 2026. FY 2026-27 (tax year 2026-27), Income-tax Act, 2025. Taxable income and the tax are rounded to the nearest ₹10 (sections 288A and 288B).',
    );
    expect(screen.getByText('Illustrative, not advice.')).toBeTruthy();
    expect(field(/PPF, ELSS, life insurance.*— 80C under the 1961 Act/).value).toBe('1,50,000');
    expect(legends()).toEqual(
      expect.arrayContaining(['Are you resident in India for tax this year?', 'Deductions: old regime only']),
    );
    expect(screen.getByText('HRA calculator').getAttribute('href')).toBe('/calculators/hra');
    // The blog's article on choosing a regime, which links back here.
    expect(screen.getByText('our guide to the old and new regimes').getAttribute('href')).toBe(
      '/blog/old-vs-new-tax-regime-worked-examples',
    );
    expect(document.querySelector('#slabs-title')?.textContent).toBe('Slab by slab');
  });

  it('₹12,10,000 of taxable income under the new regime: ₹10,000 + ₹400 cess', () => {
    const { location } = open();
    fireEvent.change(field('Salary for the year'), { target: { value: '0' } });
    fireEvent.change(field(/^Other income/), { target: { value: '12,10,000' } });
    fireEvent.blur(field(/^Other income/));
    expect(result('newTax')).toBe('₹10,400');
    expect(cells('Marginal relief')).toEqual(['₹0', '-₹51,500']);
    expect(cells('Cess (4%)')[1]).toBe('₹400');
    expect(location().search).toContain('salary=0&other=1210000');
  });

  it.each([
    [/80C under the 1961 Act/, '2,00,000', '80C allows at most ₹1,50,000 a year; enter at most ₹1,50,000.'],
    ['Salary for the year', '-1', 'Salary for the year cannot be negative.'],
    [/80CCD\(1B\)/, '75000', '80CCD(1B) allows at most ₹50,000 a year; enter at most ₹50,000.'],
  ])('refuses %s = %s beside the field, with the reason, and keeps the last result', (label, text, message) => {
    const { location } = open();
    const input = field(label);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.some((content) => content.includes(message))).toBe(true);
    expect(primary()).toBe('₹1,32,600');
    expect(screen.getByText(/These results are for your last valid inputs/)).toBeTruthy();
    expect(location().search).toBe('');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('asks whether you are resident: a non-resident gets no 87A rebate', () => {
    open();
    fireEvent.click(screen.getByLabelText('No, non-resident'));
    expect(result('newTax')).toBe('₹62,400');
  });

  it('reads its inputs from the address', () => {
    open('/calculators/income-tax?year=2025-26&salary=1275000&c80=0&healthSelf=0');
    expect(result('newTax')).toBe('₹0');
    expect(document.querySelector('[data-rules-as-of]')?.textContent).toContain(
      'FY 2025-26 (AY 2026-27), Income-tax Act, 1961',
    );
  });
});
