// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import ComplaintsPage from './complaints-page';
import ComplaintsPageHi from './complaints-page.hi';

describe('ComplaintsPage', () => {
  afterEach(cleanup);

  it('gives the escalation path with safe links to SCORES and SMART ODR, and SEBI’s postal address', () => {
    renderInSite(<ComplaintsPage />, { url: '/complaints' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lodge a complaint' })).toBeTruthy();
    for (const [name, href] of [
      [/SCORES 2\.0 \(scores\.sebi\.gov\.in\)/, 'https://scores.sebi.gov.in'],
      [/SMART ODR \(smartodr\.in\)/, 'https://smartodr.in'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getAllByText(/within 21 calendar days of receiving it/).length).toBeGreaterThan(0);
    expect(screen.getByText('Office of Investor Assistance and Education')).toBeTruthy();
    expect(screen.getByText('Mumbai 400 051')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Complaint form' })).toBeTruthy();
    // Role queries over the whole page (the form included) are slow in jsdom when the suite runs in parallel.
  }, 20_000);

  it('in Hindi: marked Hindi, its status shown, the switch naming the English version, the form in Hindi', () => {
    const { container } = renderInSite(<ComplaintsPageHi language="hi" />, { url: '/hi/complaints' });
    const page = container.querySelector('[lang="hi"]');
    expect(page?.querySelector('h1')?.textContent).toBe('शिकायत दर्ज करें');
    expect(page?.textContent).toContain('मशीन से तैयार');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/complaints');
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('form', { name: 'शिकायत फ़ॉर्म' })).toBeTruthy();
    // The sections the switch keeps the reader at, with the English page's ids.
    for (const id of ['how', 'escalation', 'form']) expect(page?.querySelector(`#${id}[data-section]`)).toBeTruthy();
  }, 20_000);

  it('in English: the switch names the Hindi version', () => {
    renderInSite(<ComplaintsPage />, { url: '/complaints' });
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/complaints');
  }, 20_000);

  it('is the site’s 404 in a language it is not offered in', () => {
    renderInSite(<ComplaintsPageHi language="xx" />, { url: '/xx/complaints' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/not found/i);
  }, 20_000);
});
