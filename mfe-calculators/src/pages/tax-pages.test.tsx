// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isCalculatorSlug, type SessionUser } from '@meridian/shared';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { findPage } from '../catalogue';
import { capitalGainsDefinition } from '../definitions/capital-gains';
import { gratuityDefinition } from '../definitions/gratuity';
import { hraDefinition } from '../definitions/hra';
import { CalculatorPage } from '../framework/calculator-page';
import type { AnyDefinition } from '../framework/types';

function open(definition: AnyDefinition, url = `/calculators/${definition.slug}`, user: SessionUser | null = null) {
  const page = findPage(definition.slug);
  if (!page) throw new Error(`no page for ${definition.slug}`);
  return renderInSite(<CalculatorPage definition={definition} page={page} />, {
    url,
    path: '/calculators/:slug',
    user,
  });
}
const primary = () => document.querySelector('[data-primary-result]')?.textContent;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the tax calculators on the generic page', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    open(hraDefinition);
    cleanup();
  }, 30_000);
  afterEach(cleanup);

  it('HRA: the anchor, old regime only, the three limits, the as-of date and the tax disclaimer', () => {
    open(hraDefinition);
    expect(document.querySelector('h1')?.textContent).toBe('HRA Exemption Calculator');
    expect(primary()).toBe('₹15,000');
    expect(document.querySelector('[data-result="exemptYearly"]')?.textContent).toBe('₹1,80,000');
    expect(screen.getAllByText(/applies under the old tax regime only/).length).toBeGreaterThan(0);
    expect(document.querySelector('#table-title')?.textContent).toBe('The three limits');
    expect(document.querySelector('[data-rules-as-of]')?.textContent).toBe('Tax figures as of November 2026.');
    expect(screen.getByText('Illustrative, not advice.')).toBeTruthy();
    expect(screen.queryByText('Returns are not guaranteed.')).toBeNull();
  });

  it('HRA: another city takes 40% of basic + DA', () => {
    open(hraDefinition);
    fireEvent.change(field('HRA received a month'), { target: { value: '30000' } });
    fireEvent.change(field('Rent paid a month'), { target: { value: '40000' } });
    fireEvent.click(screen.getByLabelText('Another city'));
    expect(primary()).toBe('₹20,000');
  });

  it('gratuity: ₹50,000, 10 years, covered → ₹2,88,462; 7 more months count as a year', () => {
    const { location } = open(gratuityDefinition);
    expect(primary()).toBe('₹2,88,462');
    fireEvent.change(field('Months beyond whole years'), { target: { value: '7' } });
    fireEvent.blur(field('Months beyond whole years'));
    expect(primary()).toBe('₹3,17,308');
    expect(location().search).toContain('months=7');
  });

  it('gratuity: a negative salary is refused beside the field', () => {
    open(gratuityDefinition);
    const salary = field('Monthly basic salary + DA');
    fireEvent.change(salary, { target: { value: '-50000' } });
    expect(salary.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(salary)).toContain('Monthly basic salary + DA cannot be negative.');
    expect(primary()).toBe('₹2,88,462');
  });

  it('capital gains: the default sale, and a sale date before the purchase refused beside the sale date', () => {
    const { location } = open(capitalGainsDefinition);
    expect(primary()).toBe('₹22,750');
    const sold = field('Sale date');
    expect(sold.type).toBe('date');
    expect(sold.value).toBe('2026-10-15');
    fireEvent.change(field('Purchase date'), { target: { value: '2026-10-20' } });
    expect(sold.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(sold)).toContain(
      'The sale date is before the purchase date (20 Oct 2026): a sale cannot come before the purchase.',
    );
    expect(primary()).toBe('₹22,750');
    expect(location().search).toBe('');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('capital gains: a 29 February purchase of land, sold two years on, says how the anniversary counts', () => {
    open(
      capitalGainsDefinition,
      '/calculators/capital-gains?asset=property&bought=2024-02-29&sold=2026-03-01&cost=5000000&price=6000000',
    );
    expect(document.querySelector('[data-result="term"]')?.textContent).toBe('Long term, 2 years and 1 day');
    expect(screen.getByText(/in a year without one, the anniversary is 28 February/)).toBeTruthy();
    expect(document.querySelector('#table-title')?.textContent).toBe('How the tax is worked out');
  });

  it.each([hraDefinition, gratuityDefinition, capitalGainsDefinition])(
    'signed in, saving follows the site’s list of calculators (%#)',
    (definition) => {
      open(definition, `/calculators/${definition.slug}`, demoUsers.user);
      if (isCalculatorSlug(definition.slug))
        expect(screen.getByRole('button', { name: 'Save this calculation' })).toBeTruthy();
      else expect(screen.getByRole('note').textContent).toContain('cannot be saved to your account yet');
    },
  );
});
