// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALCULATOR_CATALOGUE } from '../catalogue';
import { renderInSite } from '@meridian/shared/testing';
import { HubPage } from './hub-page';

const cards = () => [...document.querySelectorAll('#catalogue-title ~ ul > li')];

describe('the hub', () => {
  afterEach(cleanup);

  it('shows the banner, the FIRE panel, the seven filters and all 29 cards, each linking to its path', () => {
    renderInSite(<HubPage />, { url: '/calculators' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Financial Calculators');
    expect(screen.getByRole('heading', { name: 'FIRE calculator' })).toBeTruthy();
    const filters = within(screen.getByRole('group', { name: 'Show calculators by category' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual([
      'All Calculators',
      'Investment',
      'Goal Planning',
      'Loan',
      'Retirement',
      'Tax Planning',
      'FIRE',
    ]);
    expect(filters[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(29);
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toContain(
      'retirement and taxes with 29 calculators',
    );
    const links = cards().map((card) => card.querySelector('h3 a'));
    expect(links.map((link) => [link?.textContent, link?.getAttribute('href')])).toEqual(
      CALCULATOR_CATALOGUE.map((entry) => [entry.title, entry.path]),
    );
  });

  it('filters by category and keeps the choice in the URL (Tax Planning → ?category=Tax)', () => {
    const { location } = renderInSite(<HubPage />, { url: '/calculators' });
    fireEvent.click(screen.getByRole('button', { name: 'Tax Planning' }));
    expect(location().search).toBe('?category=Tax');
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'PPF',
      'SSY',
      'Income Tax',
      'HRA Exemption',
      'Gratuity',
      'Capital Gains Tax',
      'XIRR',
    ]);
    expect(screen.getByRole('button', { name: 'Tax Planning' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Showing 7 calculators in Tax Planning');
    fireEvent.click(screen.getByRole('button', { name: 'Loan' }));
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'EMI',
      'Car Loan EMI',
      'Home Loan EMI',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Investment' }));
    expect(cards().map((card) => card.querySelector('h3')?.textContent)).toContain('XIRR');
    fireEvent.click(screen.getByRole('button', { name: 'All Calculators' }));
    expect(location().search).toBe('');
    expect(cards()).toHaveLength(29);
  });

  it('reads the filter from the URL, and treats an unknown one as All', () => {
    renderInSite(<HubPage />, { url: '/calculators?category=Goal+Planning' });
    expect(cards()).toHaveLength(3);
    cleanup();
    renderInSite(<HubPage />, { url: '/calculators?category=Crypto' });
    expect(cards()).toHaveLength(29);
  });

  it.each([
    ['the whole catalogue', '/calculators', true],
    ['its own category', '/calculators?category=FIRE', true],
    ['another category', '/calculators?category=Tax', false],
    ['a search', '/calculators?q=loan', false],
    ['a search in its own category', '/calculators?category=FIRE&q=retire', false],
  ])('the FIRE panel leads %s: %s', (_label, url, shown) => {
    renderInSite(<HubPage />, { url });
    expect(screen.queryByRole('region', { name: 'FIRE calculator' }) !== null).toBe(shown);
  });

  it('the FIRE panel computes live and links to the FIRE page with its inputs', () => {
    renderInSite(<HubPage />, { url: '/calculators' });
    const panel = screen.getByRole('region', { name: 'FIRE calculator' });
    expect(panel.querySelector('[data-primary-result]')?.textContent).toBe('₹12,10,95,000');
    fireEvent.change(within(panel).getByLabelText('Monthly expenses today', { selector: 'input[type="text"]' }), {
      target: { value: '60000' },
    });
    expect(panel.querySelector('[data-primary-result]')?.textContent).toBe('₹14,53,14,000');
    expect(within(panel).getByRole('link', { name: 'Open the full FIRE calculator' }).getAttribute('href')).toBe(
      '/calculators/fire?expense=60000&age=20&retireAge=40&inflation=10&coastAge=22',
    );
  });
});
