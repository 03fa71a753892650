// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { HomePage } from './home-page';

afterEach(cleanup);

/** The other sections' widgets arrive in these slots; their own tests say they add no h1 or h2. */
const SLOTS = { sipPreview: <div data-slot="sipPreview" />, latestInsights: <div data-slot="latestInsights" /> };

// Was e2e/tests/routes.spec.ts 'the home page has every section of the spec, in order' (its last
// check, that the contact section and the footer follow the page, is the shell's:
// shell/src/layout/site-layout.test.tsx).
describe('the home page', () => {
  it('has every section of the spec, in order', () => {
    const { container } = renderInSite(<HomePage slots={SLOTS} />, { url: '/' });
    expect([...container.querySelectorAll('h1, h2')].map((heading) => heading.textContent)).toEqual([
      'Plan with clarity. Invest with confidence.',
      'Your trusted financial partner',
      'What drives us',
      'Our services',
      'Financial tools',
      'Stay informed',
      'Latest Insights',
      'Your rights as an investor',
    ]);
    // The slots sit in their sections: the SIP preview under Financial tools, the posts under Latest Insights.
    expect(container.querySelector('section[aria-labelledby="tools-title"] [data-slot="sipPreview"]')).not.toBeNull();
    expect(
      container.querySelector('section[aria-labelledby="insights-title"] [data-slot="latestInsights"]'),
    ).not.toBeNull();

    const hero = container.querySelector<HTMLElement>('section[aria-labelledby="hero-title"]');
    if (!hero) throw new Error('no hero');
    // The hero's primary action is the free first conversation (issue 23); the top bar's Get Started stays sign-up.
    expect(within(hero).getByRole('link', { name: 'Book a free first conversation' }).getAttribute('href')).toBe(
      '/contact#consultation',
    );
    // Its name is its text, 'Learn More' and, for a screen reader, ' about our services' (jsdom's
    // name computation drops that space, a browser's keeps it).
    const learnMore = within(hero)
      .getAllByRole('link')
      .filter((link) => link.textContent === 'Learn More about our services');
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual(['/services']);
    const figures = [...hero.querySelectorAll('li')].map((item) => item.textContent);
    expect(figures).toHaveLength(3);
    expect(figures).toEqual([
      expect.stringMatching(/₹100 Cr\+/),
      expect.stringMatching(/1000\+/),
      expect.stringMatching(/15\+/),
    ]);

    const trusted = container.querySelector<HTMLElement>('section[aria-labelledby="trusted-title"]');
    if (!trusted) throw new Error('no trusted-partner section');
    expect(trusted.querySelectorAll('ul > li')).toHaveLength(4);
    expect(
      within(within(trusted).getByRole('list', { name: 'Notes on these figures' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect([...trusted.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Expert Advisory',
      'Personalized Solutions',
      'Proven Track Record',
    ]);

    expect(screen.getByText('Our mission')).toBeTruthy();
    expect(screen.getByText('Our vision')).toBeTruthy();
    const services = container.querySelector<HTMLElement>('section[aria-labelledby="services-title"]');
    if (!services) throw new Error('no services section');
    expect(within(services).getAllByRole('link', { name: /^Learn more about/ })).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Try All Calculators' }).getAttribute('href')).toBe('/calculators');
    // The first render of all is slow (styles and modules warm up).
  }, 20_000);

  // Were e2e/tests/disclosures.spec.ts 'the home page has its own block of investor links above
  // the footer' and 'the home page's figures carry footnotes with their as-of date and approval'.
  it('has its own block of investor links, in main: the desk, the charter, the data, SCORES and SMART ODR', () => {
    const { container } = renderInSite(<HomePage slots={SLOTS} />, { url: '/' });
    const block = screen.getByRole('region', { name: 'Your rights as an investor' });
    expect(container.contains(block)).toBe(true);
    const href = (name: string) => within(block).getByRole('link', { name }).getAttribute('href');
    expect(href('Lodge a complaint')).toBe('/complaints');
    expect(href('Investor charter')).toBe('/investor-charter');
    expect(href('Complaint data')).toBe('/complaints-data');
    for (const [name, address] of [
      [/^SEBI SCORES/, 'https://scores.sebi.gov.in'],
      [/^SMART ODR/, 'https://smartodr.in'],
    ] as const) {
      const link = within(block).getByRole('link', { name });
      // Said to screen readers (the page sweep's axe reads the name a browser computes).
      expect(link.textContent).toContain('(opens in a new tab)');
      expect(link.getAttribute('href')).toBe(address);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
    }
  });

  it('dates each figure and gives its approval reference in a note', () => {
    const { container } = renderInSite(<HomePage slots={SLOTS} />, { url: '/' });
    const trusted = container.querySelector<HTMLElement>('section[aria-labelledby="trusted-title"]');
    if (!trusted) throw new Error('no trusted-partner section');
    expect(within(trusted).getByText('Assets under advice')).toBeTruthy();
    const notes = within(within(trusted).getByRole('list', { name: 'Notes on these figures' })).getAllByRole(
      'listitem',
    );
    expect(notes).toHaveLength(4);
    for (const note of notes) {
      expect(note.textContent).toContain('As of');
      expect(note.textContent).toContain('Approval reference');
    }
  });
});
