// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand, paths } from '@meridian/shared';
import { PAYMENTS } from '@meridian/shared/compliance';
import { renderInSite } from '@meridian/shared/testing';
import InvestorCharterPage from './investor-charter-page';

// Was e2e/tests/disclosures.spec.ts 'the investor charter has its sections, a version and a date'
// (content, drawn by the page alone); the page sweep still loads /investor-charter in a browser.
describe('/investor-charter', () => {
  afterEach(cleanup);

  it('has its sections, a version and a date, the law as it stands, and its sources', () => {
    const { container } = renderInSite(<InvestorCharterPage />, { url: paths.investorCharter });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Investor charter');
    const main = container.textContent ?? '';
    expect(main).toMatch(/Version \d+(\.\d+)* · Last updated: \d{1,2} \w+ \d{4}/);
    for (const heading of [
      'Vision and mission for investors',
      'The services we provide',
      'Our duties towards you',
      'Your rights',
      'Do’s and don’ts for investors',
      'Grievance redressal mechanism and timelines',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    // The law as it stands (issue 35): one year in advance, the 2026 master circular.
    expect(main).toContain('SEBI allows at most one year’s fees in advance, and only if you agree.');
    expect(main).not.toContain('two quarters');
    expect(container.querySelector('[data-sources]')?.textContent).toContain(
      'SEBI Master Circular for Investment Advisers of 6 February 2026',
    );
    expect(main).not.toContain('27 June 2025');
  }, 30_000);

  it('makes every reference a link: SCORES, SMART ODR, SEBI Check, the complaint and fees pages, the grievance officer', () => {
    renderInSite(<InvestorCharterPage />, { url: paths.investorCharter });
    const grievances = screen.getByRole('heading', { level: 2, name: 'Grievance redressal mechanism and timelines' })
      .parentElement as HTMLElement;
    const hrefOf = (within_: HTMLElement, name: string) =>
      within(within_).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(grievances, paths.complaints)).toBe(paths.complaints);
    expect(hrefOf(grievances, 'https://scores.sebi.gov.in')).toBe('https://scores.sebi.gov.in');
    expect(hrefOf(grievances, 'https://smartodr.in')).toBe('https://smartodr.in');
    const grievanceEmail = brand.officers.find((person) => person.role === 'Grievance officer')?.email.value ?? '';
    expect(hrefOf(grievances, grievanceEmail)).toBe(`mailto:${grievanceEmail}`);
    const main = document.body;
    expect(hrefOf(main, PAYMENTS.sebiCheck.href)).toBe(PAYMENTS.sebiCheck.href);
    expect(hrefOf(main, paths.fees)).toBe(paths.fees);
    // No address is left as plain text.
    for (const paragraph of main.querySelectorAll('p, li'))
      for (const node of paragraph.childNodes)
        if (node.nodeType === Node.TEXT_NODE)
          expect(node.textContent).not.toMatch(/https:\/\/|\(\/[a-z]|\w@[\w-]+\.\w/);
  }, 30_000);
});
