// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import ComplaintsPage from './complaints-page';

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
});
