// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import ServicePage from './service-page';
import ServicesPage from './services-page';

// Were e2e/tests/routes.spec.ts '/services has the banner of the spec and a section per service'
// and '/services/${slug} has real content' (one per service).

/** The ten service pages of the spec, with their headings (as e2e/support/public-routes.ts lists them). */
const SERVICE_PAGES = [
  { slug: 'mutual-funds', title: 'Mutual fund investment' },
  { slug: 'financial-planning', title: 'Financial planning' },
  { slug: 'tax-planning', title: 'Tax planning' },
  { slug: 'investment-advisory', title: 'Investment advisory' },
  { slug: 'wealth-management', title: 'Wealth management' },
  { slug: 'retirement-planning', title: 'Retirement planning' },
  { slug: 'insurance-planning', title: 'Insurance planning' },
  { slug: 'estate-planning', title: 'Estate planning' },
  { slug: 'business-financial-planning', title: 'Business financial planning' },
  { slug: 'risk-management', title: 'Risk management' },
] as const;

/**
 * The words a reader sees on the page, as a browser's innerText gives them: the text of every
 * element, one block apart from the next, but not the answers folded inside a closed <details>.
 */
function shownWords(root: HTMLElement): number {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const folded = node.parentElement?.closest('details:not([open]) > :not(summary)');
    if (!folded) texts.push(node.textContent ?? '');
  }
  return texts.join(' ').split(/\s+/).length;
}

afterEach(cleanup);

describe('/services', () => {
  it('has the banner of the spec and a section per service', () => {
    const { container } = renderInSite(<ServicesPage />, { url: '/services' });
    expect(screen.getByText('Expert Financial Solutions Tailored to Your Goals')).toBeTruthy();
    expect(container.querySelectorAll('h2')).toHaveLength(10);
    // The first render of all is slow (styles and modules warm up).
  }, 20_000);
});

describe('a service page', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    renderInSite(<ServicePage slug="tax-planning" />);
    cleanup();
  }, 30_000);

  it.each(SERVICE_PAGES.map(({ slug, title }) => [slug, title]))('/services/%s has real content', (slug, title) => {
    const { container } = renderInSite(<ServicePage slug={slug} />, { url: `/services/${slug}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    for (const section of ['Who it suits', 'What we do', 'How it works', 'Questions clients ask']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    expect(shownWords(container)).toBeGreaterThan(350);
  });
});

describe('a service page’s first action', () => {
  afterEach(cleanup);

  it.each(SERVICE_PAGES)(
    '$slug: booking a conversation and the fees come first, before any of its sections',
    ({ slug }) => {
      const { container } = renderInSite(<ServicePage slug={slug} />, { url: `/services/${slug}` });
      const [book] = screen.getAllByRole('link', { name: 'Book a free first conversation' });
      if (!book) throw new Error('no booking link');
      const fees = screen.getByRole('link', { name: 'What it costs: our fees' });
      expect(book.getAttribute('href')).toBe('/contact#consultation');
      expect(fees.getAttribute('href')).toBe('/fees');
      const firstHeading = container.querySelector('h2');
      if (!firstHeading) throw new Error('no section heading');
      for (const link of [book, fees])
        expect(link.compareDocumentPosition(firstHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Its closing "Talk to an adviser" leads to the same booking.
      expect(screen.getByRole('link', { name: 'Talk to an adviser' }).getAttribute('href')).toBe(
        '/contact#consultation',
      );
    },
  );
});

describe('paths.book, where every “talk to us” leads', () => {
  it('is the booking on /contact', async () => {
    const { paths } = await import('@meridian/shared');
    const { booking } = await import('../content/booking');
    expect(paths.book).toBe(`${paths.contact}#${booking.anchor}`);
  });
});
