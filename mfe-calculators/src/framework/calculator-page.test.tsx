// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homeLoanDefinition } from '../definitions/emi';
import { sipDefinition } from '../definitions/sip';
import { findPage } from '../catalogue';
import { renderInSite } from '@meridian/shared/testing';
import { CalculatorPage } from './calculator-page';
import type { AnyDefinition } from './types';
import { Link } from '@meridian/shared';

function openCalculator(definition: AnyDefinition, url: string, extra?: React.ReactNode) {
  const page = findPage(definition.slug);
  if (!page) throw new Error(`no page for ${definition.slug}`);
  const rendered = renderInSite(
    <>
      <CalculatorPage definition={definition} page={page} />
      {extra}
    </>,
    { url, path: '/calculators/:slug' },
  );
  const primary = () => document.querySelector('[data-primary-result]')?.textContent;
  return { ...rendered, primary };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input[type="text"]' }) as HTMLInputElement;
const slider = (label: string) => screen.getByLabelText(`${label} slider`) as HTMLInputElement;

describe('the generic calculator page', () => {
  afterEach(cleanup);

  it('shows the defaults and their result, every input with a field, a slider, its unit and its limits', () => {
    const { primary } = openCalculator(sipDefinition, '/calculators/sip');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SIP Calculator');
    expect(primary()).toBe('₹11,61,695');
    expect(field('Monthly investment').value).toBe('5,000');
    expect(slider('Monthly investment').getAttribute('aria-valuetext')).toBe('₹5,000');
    expect(slider('Expected return (p.a.)').value).toBe('12');
    const box = field('Time period').closest('[data-input]') as HTMLElement;
    expect(within(box).getByText('years')).toBeTruthy();
    expect(box.textContent).toContain('1 year');
    expect(box.textContent).toContain('40 years');
    expect(field('Time period').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('keeps the field and the slider in sync and recomputes as you type (no button)', () => {
    const { primary } = openCalculator(sipDefinition, '/calculators/sip');
    fireEvent.change(field('Monthly investment'), { target: { value: '10000' } });
    expect(primary()).toBe('₹23,23,391');
    expect(slider('Monthly investment').getAttribute('aria-valuetext')).toBe('₹10,000');
    fireEvent.change(slider('Monthly investment'), { target: { value: '1000' } });
    expect(field('Monthly investment').value).toBe('10,00,000');
    fireEvent.change(slider('Monthly investment'), { target: { value: '0' } });
    expect(field('Monthly investment').value).toBe('500');
    fireEvent.change(field('Monthly investment'), { target: { value: '10000' } });
    fireEvent.change(slider('Time period'), { target: { value: '1' } });
    expect(field('Time period').value).toBe('1');
    expect(primary()).toBe('₹1,28,093');
    expect(screen.queryByRole('button', { name: /calculate/i })).toBeNull();
  });

  it('does not rewrite what is being typed, and tidies it on leaving the field', () => {
    openCalculator(sipDefinition, '/calculators/sip');
    fireEvent.change(field('Monthly investment'), { target: { value: '12000.' } });
    expect(field('Monthly investment').value).toBe('12000.');
    fireEvent.blur(field('Monthly investment'));
    expect(field('Monthly investment').value).toBe('12,000');
  });

  it.each([
    ['', 'Monthly investment is required.'],
    ['-100', 'Monthly investment cannot be negative.'],
    ['ten thousand', 'Monthly investment must be a number; letters are not allowed.'],
    ['99999999999999', 'Monthly investment is too large; enter at most 10,00,000.'],
    ['100', 'Monthly investment must be at least 500.'],
  ])('an entry of %j gets a message beside the field and the last valid result stays', (text, message) => {
    const { primary } = openCalculator(sipDefinition, '/calculators/sip');
    fireEvent.change(field('Monthly investment'), { target: { value: '10000' } });
    fireEvent.change(field('Monthly investment'), { target: { value: text } });
    const input = field('Monthly investment');
    expect(input.value).toBe(text);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.some((content) => content.includes(message))).toBe(true);
    expect(primary()).toBe('₹23,23,391');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(screen.getByText(/These results are for your last valid inputs/)).toBeTruthy();
  });

  it('writes valid inputs to the URL (at once when a field loses focus) and never invalid ones', () => {
    const { location } = openCalculator(sipDefinition, '/calculators/sip');
    fireEvent.change(field('Monthly investment'), { target: { value: '7500' } });
    fireEvent.blur(field('Monthly investment'));
    expect(location().search).toBe('?monthly=7500&rate=12&years=10&stepUp=0&inflation=0');
    fireEvent.change(field('Expected return (p.a.)'), { target: { value: 'abc' } });
    fireEvent.blur(field('Expected return (p.a.)'));
    expect(location().search).toBe('?monthly=7500&rate=12&years=10&stepUp=0&inflation=0');
  });

  it('reads its inputs from the URL, and says which values of a link were invalid', () => {
    const { primary } = openCalculator(sipDefinition, '/calculators/sip?monthly=10000&rate=12&years=10');
    expect(primary()).toBe('₹23,23,391');
    cleanup();
    openCalculator(sipDefinition, '/calculators/sip?monthly=lots&years=10');
    expect(screen.getByText(/defaults are shown for: Monthly investment/)).toBeTruthy();
    expect(field('Monthly investment').value).toBe('5,000');
  });

  it('follows the address when it changes from outside (a link to the same page with other inputs)', () => {
    const { primary } = openCalculator(
      sipDefinition,
      '/calculators/sip',
      <Link to="/calculators/sip?monthly=1000&rate=12&years=1">shared link</Link>,
    );
    fireEvent.change(field('Monthly investment'), { target: { value: '9x' } });
    fireEvent.click(screen.getByText('shared link'));
    expect(primary()).toBe('₹12,809');
    expect(field('Monthly investment').value).toBe('1,000');
    expect(field('Monthly investment').getAttribute('aria-invalid')).toBeNull();
  });

  it('Reset goes back to the defaults and clears the address', () => {
    const { primary, location } = openCalculator(sipDefinition, '/calculators/sip?monthly=10000&rate=12&years=10');
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    expect(primary()).toBe('₹11,61,695');
    expect(location().search).toBe('');
  });

  it('renders the donut, the growth chart and the year-wise table with text alternatives', () => {
    openCalculator(homeLoanDefinition, '/calculators/home-loan');
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-label'))).toEqual([
      'How your total splits: Principal amount ₹25,00,000 (48%), Total interest ₹27,06,939 (52%); total ₹52,06,939.',
      expect.stringMatching(
        /^Loan balance and interest paid over time, year 0 to 20: Outstanding balance from ₹25,00,000 to ₹0; Interest paid to date from ₹0 to ₹27,06,939\.$/,
      ),
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Closing balance', 'Principal', 'Interest']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('heading', { name: 'How it is calculated' })).toBeTruthy();
    expect(screen.getByText('An estimate, not a loan offer.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Returns are not guaranteed|market-linked/);
    expect(screen.getByRole('link', { name: 'Talk to an adviser' }).getAttribute('href')).toBe('/contact#consultation');
    expect(screen.getByRole('link', { name: 'EMI Calculator' }).getAttribute('href')).toBe('/calculators/emi');
  });

  it('signed out, the save button asks to sign in and links to /signin', () => {
    openCalculator(sipDefinition, '/calculators/sip');
    expect(screen.getByRole('link', { name: 'Sign in to save this calculation' }).getAttribute('href')).toBe('/signin');
  });
});
