// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { findPage } from '../catalogue';
import { capitalGainsDefinition } from '../definitions/capital-gains';
import { gratuityDefinition } from '../definitions/gratuity';
import { hraDefinition } from '../definitions/hra';
import { CalculatorPage } from '../framework/calculator-page';
import type { AnyDefinition } from '../framework/types';
import { IncomeTaxPage } from './income-tax-page';
import { XirrPage } from './xirr/xirr-page';

// The tax tools' numbers, messages and addresses, driven through their pages as a visitor would:
// these were e2e/tests/tax-calculators.spec.ts's tests of the same names (each describe and it
// below is one of them). What needs a real browser (the hub, the served HTML, saving while signed
// in) is still there.

/** The page of a calculator, as the shell mounts it at /calculators/:slug. */
function pageOf(slug: string) {
  const page = findPage(slug);
  if (!page) throw new Error(`no page for ${slug}`);
  return page;
}
const site = { path: '/calculators/:slug' };
const openIncomeTax = (url = '/calculators/income-tax') =>
  renderInSite(<IncomeTaxPage page={pageOf('income-tax')} />, { ...site, url });
const openGeneric = (definition: AnyDefinition, url = `/calculators/${definition.slug}`) =>
  renderInSite(<CalculatorPage definition={definition} page={pageOf(definition.slug)} />, { ...site, url });
const openXirr = (url = '/calculators/xirr') => renderInSite(<XirrPage page={pageOf('xirr')} />, { ...site, url });

const heading = () => document.querySelector('h1')?.textContent;
const primary = () => document.querySelector('[data-primary-result]')?.textContent;
/** A headline result other than the primary one, by its key. */
const result = (key: string) => document.querySelector(`[data-result="${key}"]`)?.textContent;
/** A calculator's number field (not its slider), by its label. */
const numberField = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input[type="text"]' }) as HTMLInputElement;
/** Any input, by its label (dates, the XIRR table's cells). */
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const pageText = () => document.body.textContent ?? '';

/** Types into a field as a visitor does (each change is an input event), optionally leaving it. */
function fill(field: HTMLElement, value: string, { leave = false } = {}) {
  fireEvent.change(field, { target: { value } });
  if (leave) fireEvent.blur(field);
}

/** The field is marked invalid, and the message its aria-describedby names says why. */
function expectRefused(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  expect(described).toContain(message);
}

/** The old and new regime's cells of a row of the income tax comparison, as text. */
function comparisonRow(name: string) {
  const table = document.querySelector('table[aria-label^="Your tax for FY"]');
  if (!table) throw new Error('no comparison table');
  const row = [...table.querySelectorAll('tr')].find((item) => item.querySelector('th')?.textContent === name);
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
}

/** Opens the page again at the address the last one left: what a reload shows. */
function reload(current: () => { pathname: string; search: string }, open: (url: string) => unknown) {
  const { pathname, search } = current();
  cleanup();
  open(`${pathname}${search}`);
}

afterEach(cleanup);

describe('income tax, old vs new regime', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    openIncomeTax();
    cleanup();
  }, 30_000);

  it('the defaults side by side: ₹12,75,000 of salary costs ₹0 in the new regime, ₹1,32,600 in the old', () => {
    openIncomeTax();
    expect(heading()).toBe('Income Tax Calculator: Old vs New Regime');
    expect(primary()).toBe('₹1,32,600');
    expect(document.querySelector('[data-primary-result]')?.parentElement?.textContent).toContain(
      'The new regime saves you',
    );
    expect(result('newTax')).toBe('₹0');
    expect(result('oldTax')).toBe('₹1,32,600');
    expect(comparisonRow('Taxable income')).toEqual(['₹10,50,000', '₹12,00,000']);
    expect(comparisonRow('87A rebate')).toEqual(['₹0', '-₹60,000']);
    expect(comparisonRow('Total tax')).toEqual(['₹1,32,600', '₹0']);
    expect(document.querySelector('[data-rules-as-of]')?.textContent).toBe(
      'Tax figures as of November 2026. FY 2026-27 (tax year 2026-27), Income-tax Act, 2025. Taxable income and the tax are rounded to the nearest ₹10 (sections 288A and 288B).',
    );
    expect(screen.getByText('Illustrative, not advice.')).toBeTruthy();
    expect(
      numberField('PPF, ELSS, life insurance, EPF, tuition fees, home-loan principal … — 80C under the 1961 Act').value,
    ).toBe('1,50,000');
    expect(screen.getByRole('group', { name: 'Deductions: old regime only' })).toBeTruthy();
  });

  it('₹12,10,000 of taxable income: ₹10,000 after marginal relief + ₹400 cess = ₹10,400; kept in the address', () => {
    const { location } = openIncomeTax();
    fill(numberField('Salary for the year'), '0');
    fill(numberField(/^Other income/), '12,10,000', { leave: true });
    expect(result('newTax')).toBe('₹10,400');
    expect(comparisonRow('Marginal relief')).toEqual(['₹0', '-₹51,500']);
    expect(comparisonRow('Cess (4%)')).toEqual(['₹4,920', '₹400']);
    expect(location().search).toMatch(/[?&]salary=0&other=1210000(&|$)/);
    reload(location, openIncomeTax);
    expect(result('newTax')).toBe('₹10,400');
  });

  it.each([
    ['exactly ₹12,00,000 pays nothing in the new regime', '1200000', 'newTax', null],
    [
      '₹12,00,001 pays nothing in the new regime (taxable income rounds to ₹12,00,000)',
      '1200001',
      'newTax',
      ['₹12,00,000', '₹12,00,000'],
    ],
    ['₹5,00,000 pays nothing in the old regime', '500000', 'oldTax', null],
  ])('the anchors on the edges: %s', (_, other, key, taxable) => {
    openIncomeTax(`/calculators/income-tax?salary=0&other=${other}&c80=0&healthSelf=0`);
    expect(result(key)).toBe('₹0');
    if (taxable) expect(comparisonRow('Taxable income')).toEqual(taxable);
  });

  it('asks whether you are resident: a non-resident gets no 87A rebate', async () => {
    const { location } = openIncomeTax();
    fireEvent.click(screen.getByLabelText('No, non-resident'));
    expect(result('newTax')).toBe('₹62,400');
    // A choice is written to the address within URL_WRITE_INTERVAL_MS, without waiting for a blur.
    await waitFor(() => expect(location().search).toMatch(/resident=no/));
  });

  it('refuses deductions above their caps and a negative salary beside the field, with the reason', () => {
    const { location } = openIncomeTax();
    const savings = numberField(/80C under the 1961 Act$/);
    fill(savings, '2,00,000');
    expectRefused(savings, '80C allows at most ₹1,50,000 a year; enter at most ₹1,50,000.');
    expect(primary()).toBe('₹1,32,600');
    expect(screen.getByText(/These results are for your last valid inputs\./)).toBeTruthy();
    fill(savings, '1,50,000', { leave: true });
    expect(savings.getAttribute('aria-invalid')).not.toBe('true');
    expect(location().search).toMatch(/[?&]c80=150000(&|$)/);
    const address = location().search;

    const salary = numberField('Salary for the year');
    fill(salary, '-5,00,000');
    expectRefused(salary, 'Salary for the year cannot be negative.');
    fireEvent.blur(salary);
    expect(location().search).toBe(address);
    expect(pageText()).not.toContain('NaN');
  });
});

describe('HRA', () => {
  beforeAll(() => {
    openGeneric(hraDefinition);
    cleanup();
  }, 30_000);

  it('basic ₹50,000, HRA ₹25,000, rent ₹20,000 a month in a metro → ₹15,000 a month exempt, old regime only', () => {
    openGeneric(hraDefinition);
    expect(heading()).toBe('HRA Exemption Calculator');
    expect(primary()).toBe('₹15,000');
    expect(numberField('Basic salary + DA a month').value).toBe('50,000');
    expect(numberField('HRA received a month').value).toBe('25,000');
    expect(numberField('Rent paid a month').value).toBe('20,000');
    expect(result('exemptYearly')).toBe('₹1,80,000');
    expect(screen.getAllByText(/applies under the old tax regime only/).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-rules-as-of]')?.textContent).toBe('Tax figures as of November 2026.');
    fireEvent.click(screen.getByLabelText('Another city'));
    expect(primary()).toBe('₹15,000');
    fill(numberField('Rent paid a month'), '40000');
    expect(primary()).toBe('₹20,000');
  });
});

describe('gratuity', () => {
  beforeAll(() => {
    openGeneric(gratuityDefinition);
    cleanup();
  }, 30_000);

  it('₹50,000, 10 years, covered → ₹2,88,462; more than six months more count as a year', () => {
    openGeneric(gratuityDefinition);
    expect(heading()).toBe('Gratuity Calculator');
    expect(primary()).toBe('₹2,88,462');
    fill(numberField('Months beyond whole years'), '6');
    expect(primary()).toBe('₹2,88,462');
    fill(numberField('Months beyond whole years'), '7');
    expect(primary()).toBe('₹3,17,308');
    fill(numberField('Years of service'), '4');
    fill(numberField('Months beyond whole years'), '0');
    expect(primary()).toBe('₹0');
    expect(pageText()).toContain('Not payable yet: gratuity needs 5 years of continuous service');
    const salary = numberField('Monthly basic salary + DA');
    fill(salary, '-1');
    expectRefused(salary, 'Monthly basic salary + DA cannot be negative.');
  });
});

describe('capital gains', () => {
  beforeAll(() => {
    openGeneric(capitalGainsDefinition);
    cleanup();
  }, 30_000);

  it('equity held 40 months: ₹3,00,000 gain, ₹1,25,000 exempt, 12.5% + cess = ₹22,750', () => {
    openGeneric(capitalGainsDefinition);
    expect(heading()).toBe('Capital Gains Tax Calculator');
    expect(primary()).toBe('₹22,750');
    expect(input('Purchase date').value).toBe('2023-06-15');
    expect(input('Sale date').value).toBe('2026-10-15');
    expect(result('term')).toBe('Long term, 3 years 4 months and 0 days');
    expect(document.querySelector('table[aria-label^="Listed shares or equity funds"]')?.textContent).toContain(
      'Less the yearly exemption used (112A)',
    );
  });

  // 'a sale date before the purchase date is refused beside the sale date, with the reason' is
  // tax-pages.test.tsx's 'capital gains: the default sale, and a sale date before the purchase
  // refused beside the sale date'.

  it('land bought on 29 February 2024: 28 February 2026 is short term, 1 March 2026 long term', () => {
    openGeneric(
      capitalGainsDefinition,
      '/calculators/capital-gains?asset=property&bought=2024-02-29&sold=2026-02-28&cost=5000000&price=6000000&expenses=0&slab=30&earlier=0',
    );
    expect(result('term')).toBe('Short term, 2 years and 0 days');
    expect(primary()).toBe('₹3,12,000');
    expect(pageText()).toContain('in a year without one, the anniversary is 28 February');
    fill(input('Sale date'), '2026-03-01');
    expect(result('term')).toBe('Long term, 2 years and 1 day');
    expect(pageText()).toContain('20% with indexation is lower here');
  });
});

describe('XIRR', () => {
  beforeAll(() => {
    openXirr();
    cleanup();
  }, 30_000);

  const date = (row: number) => input(`Date of cash flow ${row}`);
  const amount = (row: number) => input(`Amount of cash flow ${row}`);
  const rows = () => document.querySelectorAll('tbody tr');

  // '−₹10,000 on 1 January 2025 and +₹11,000 on 1 January 2026 → 10.00%' is xirr-page.test.tsx's
  // 'opens with the anchor: …', and 'says plainly when no return exists, and when more than one
  // fits' is xirr-page.test.tsx's test of that name.

  it('adds and removes rows; the counted flows are kept in the address', () => {
    const { location } = openXirr();
    act(() => screen.getByRole('button', { name: 'Add a row' }).click());
    fill(date(3), '2025-07-01');
    fill(amount(3), '5,000', { leave: true });
    expect(primary()).not.toBe('10.00%');
    expect(location().search).toMatch(/flow=2025-07-01(~|%7E)-5000/);
    act(() => screen.getByRole('button', { name: 'Remove cash flow 3' }).click());
    expect(primary()).toBe('10.00%');
    reload(location, openXirr);
    expect(primary()).toBe('10.00%');
    expect(rows()).toHaveLength(2);
  });

  it('pastes two columns from a spreadsheet; a row it cannot read is refused beside it and the rest count', () => {
    openXirr();
    fill(
      screen.getByLabelText('Paste from a spreadsheet: two columns, date and amount'),
      'Date\tAmount\n2025-01-01\t-10000\n31/31/2025\t-500\n1 Jan 2026\t11,000',
    );
    act(() => screen.getByRole('button', { name: 'Replace the table with them' }).click());
    expect(
      screen.getByText('3 rows now in the table; 1 of them not counted (see why beside it); 1 heading line skipped.'),
    ).toBeTruthy();
    expect(rows()).toHaveLength(3);
    expectRefused(date(2), 'Row 2’s date “31/31/2025” is not a date');
    expect(primary()).toBe('10.00%');
    expect(pageText()).toContain('1 row is not counted until corrected');
    fill(date(2), '2025-07-01');
    expect(date(2).getAttribute('aria-invalid')).not.toBe('true');
    expect(primary()).not.toBe('10.00%');
  });
});
