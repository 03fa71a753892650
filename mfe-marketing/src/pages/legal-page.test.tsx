// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESSIBILITY_AUDITS, longDate } from '@meridian/shared/compliance';
import { LANGUAGE_STORAGE_KEY } from '@meridian/shared/languages';
import { renderInSite } from '@meridian/shared/testing';
import AccessibilityPage from './accessibility-page';
import LegalPage from './legal-page';

/**
 * Lays the page out as a browser would once the reader has scrolled to `reading` (null: the top):
 * the sections 600 px apart, that one's heading 40 px below the window's top.
 */
function scrollTo(reading: string | null) {
  const ids = [...document.querySelectorAll('section[id]')].map((section) => section.id);
  const at = reading === null ? -1 : ids.indexOf(reading);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = (ids.indexOf(this.id) - at) * 600 + 40;
    return { top, bottom: top + 500, left: 0, right: 800, width: 800, height: 500, x: 0, y: top, toJSON: () => ({}) };
  });
}

describe('LegalPage in two languages', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('marks the Hindi notice as Hindi, shows its status, and offers English from the switch', () => {
    const { container } = renderInSite(<LegalPage path="/hi/privacy" />, { url: '/hi/privacy' });
    const heading = screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('hi');
    expect(container.querySelector('[lang="hi"]')?.textContent).toContain('आपके अधिकार');
    expect(screen.getByRole('note').textContent).toMatch(/मशीन से तैयार.*Meridian website team, 2026-11-28/);
    const switcher = screen.getByRole('navigation', { name: 'भाषा' });
    const english = within(switcher).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/privacy');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(within(switcher).getByText('हिन्दी').getAttribute('aria-current')).toBe('page');
  }, 30_000);

  it('the English notice has no lang of its own, no status, and links to the Hindi', () => {
    const { container } = renderInSite(<LegalPage path="/privacy" />, { url: '/privacy' });
    expect(container.querySelector('[lang="hi"]:not(a)')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    const hindi = within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'हिन्दी' });
    expect(hindi.getAttribute('href')).toBe('/hi/privacy');
    expect(hindi.getAttribute('lang')).toBe('hi');
  }, 30_000);

  it('switching keeps the reader at the section they were reading, and remembers the choice', async () => {
    const view = renderInSite(<LegalPage path="/privacy" />, { url: '/privacy' });
    scrollTo('rights');
    await userEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(view.location().pathname).toBe('/hi/privacy');
    expect(view.location().hash).toBe('#rights');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  }, 30_000);

  it('at the top of the page, switching goes to the top of the other version', async () => {
    const view = renderInSite(<LegalPage path="/hi/privacy" />, { url: '/hi/privacy' });
    scrollTo(null);
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(view.location().pathname).toBe('/privacy');
    expect(view.location().hash).toBe('');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  }, 30_000);

  it('a page opened in English moves to the Hindi the reader chose before, keeping the place', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const view = renderInSite(<LegalPage path="/privacy" />, { url: '/privacy#rights' });
    await waitFor(() => expect(view.location().pathname).toBe('/hi/privacy'));
    expect(view.location().hash).toBe('#rights');
  }, 30_000);

  it('a document offered in English alone has no switch and stays', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const view = renderInSite(<LegalPage path="/terms" />, { url: '/terms' });
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
    expect(view.location().pathname).toBe('/terms');
  }, 30_000);
});

describe('a long legal document opens with its contents', () => {
  afterEach(cleanup);

  it.each([
    ['/privacy', 'On this page'],
    ['/terms', 'On this page'],
    ['/disclaimers', 'On this page'],
    ['/hi/privacy', 'इस पृष्ठ पर'],
  ])('%s lists every section, each link leading to its section', (path, name) => {
    const { container } = renderInSite(<LegalPage path={path} />, { url: path });
    const contents = screen.getByRole('navigation', { name });
    const links = within(contents).getAllByRole('link');
    const sections = [...container.querySelectorAll('article > section')];
    expect(links.map((link) => link.textContent)).toEqual(
      sections.map((section) => section.querySelector('h2')?.textContent),
    );
    for (const [index, link] of links.entries()) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(document.getElementById(id)).toBe(sections[index]);
    }
  });

  it('a short one does not (/cookies)', () => {
    renderInSite(<LegalPage path="/cookies" />, { url: '/cookies' });
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });
});

// Were e2e/tests/disclosures.spec.ts ('the accessibility statement dates its audits from the
// configuration', 'the disclaimers state the extent of AI use in the advice') and
// e2e/tests/routes.spec.ts ('legal pages carry the disclosures an Indian adviser must make').
describe('what the legal pages state', () => {
  afterEach(cleanup);

  it('the disclaimers name SEBI and SCORES, and state the extent of AI use in the advice', () => {
    const { container } = renderInSite(<LegalPage path="/disclaimers" />, { url: '/disclaimers' });
    const main = container.textContent ?? '';
    expect(main).toContain('SEBI');
    expect(main).toContain('SCORES');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Use of artificial intelligence in our advice' }),
    ).toBeTruthy();
    expect(main).toContain('We do not use artificial intelligence (AI) tools in giving investment advice.');
  });

  it('the privacy notice cites the DPDP Act, and the cookie notice the browser storage the site uses', () => {
    const privacy = renderInSite(<LegalPage path="/privacy" />, { url: '/privacy' });
    expect(privacy.container.textContent).toContain('Digital Personal Data Protection Act');
    cleanup();
    const cookies = renderInSite(<LegalPage path="/cookies" />, { url: '/cookies' });
    expect(cookies.container.textContent).toMatch(/IndexedDB|local storage/i);
  });

  it('the accessibility statement dates its audits from the configuration', () => {
    const { container } = renderInSite(<AccessibilityPage />, { url: '/accessibility' });
    const audits = container.querySelector('[data-audits]');
    if (!audits) throw new Error('no audits');
    const { lastAudit, remediationReport, nextAuditDue } = ACCESSIBILITY_AUDITS;
    const time = (which: string) => audits.querySelector(`[data-audit="${which}"] time`)?.getAttribute('datetime');
    expect(time('last')).toBe(lastAudit.date.value);
    expect(time('remediation')).toBe(remediationReport.date.value);
    expect(time('next')).toBe(nextAuditDue.value);
    expect(audits.querySelector('[data-audit="next"]')?.textContent).toBe(longDate(nextAuditDue.value));
    expect(audits.textContent).toContain(lastAudit.auditor.value);
  });
});
