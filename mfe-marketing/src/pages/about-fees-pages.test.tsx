// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { byline, team } from '../content/team';
import AboutPage from './about-page';
import FeesPage from './fees-page';

describe('AboutPage', () => {
  afterEach(cleanup);

  it('shows each person under their byline, with their qualifications, and the brand module’s officers', () => {
    renderInSite(<AboutPage />, { url: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'The people behind your plan' })).toBeTruthy();
    for (const member of team) {
      expect(screen.getByRole('heading', { level: 3, name: byline(member) })).toBeTruthy();
      expect(screen.getByRole('list', { name: `Qualifications of ${member.name}` }).textContent).toContain('NISM X-A');
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Compliance officer' })).toBeTruthy();
    expect(screen.getByText('compliance@meridianwealth.example (placeholder)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we charge' }).getAttribute('href')).toBe('/fees');
  }, 20_000);
});

describe('FeesPage', () => {
  afterEach(cleanup);

  it('gives the two modes, the worked examples in rupees, the limits and the link to a first conversation', () => {
    renderInSite(<FeesPage />, { url: '/fees' });
    expect(screen.getByRole('heading', { level: 1, name: 'How we charge' })).toBeTruthy();
    expect(screen.getByText('Plan and portfolio: ₹95,000 a year')).toBeTruthy();
    expect(screen.getByText('A fixed fee of at most ₹1,51,000 a year per family.')).toBeTruthy();
    expect(screen.getByText('₹80,00,000')).toBeTruthy();
    expect(screen.getByText('₹23,750')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a free first conversation' }).getAttribute('href')).toBe(
      '/contact#consultation',
    );
  }, 20_000);
});
