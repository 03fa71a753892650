// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { Footer } from './footer';

afterEach(cleanup);

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

// Was e2e/tests/layout.spec.ts 'the footer has the address, phone, three social networks, the
// advertising link, the links and the year'. A footer link's opening its page at the top, which
// needs the whole site, is still there.
describe('the footer', () => {
  it('has the address, phone, three social networks, the advertising link, the links and the year', () => {
    renderInSite(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')?.textContent).toContain('Bengaluru');
    expect(within(footer).getByRole('link', { name: '+91 80 4000 1234' }).getAttribute('href')).toBe(
      'tel:+918040001234',
    );
    const social = within(within(footer).getByRole('list', { name: 'Social networks' })).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const href of hrefs(social)) expect(href).toMatch(/^https:\/\//);
    expect(
      within(footer)
        .getByRole('link', { name: /Advertise with us/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\//);
    const expected = {
      services: [
        '/services/mutual-funds',
        '/services/financial-planning',
        '/services/tax-planning',
        '/services/wealth-management',
      ],
      tools: ['/calculators/sip', '/calculators/fd', '/calculators/goals', '/calculators/risk'],
      legal: ['/privacy', '/terms', '/cookies', '/disclaimers', '/accessibility'],
      'for investors': ['/about', '/fees', '/investor-charter', '/complaints', '/complaints-data', '/registrations'],
    };
    for (const [group, list] of Object.entries(expected)) {
      const nav = within(footer).getByRole('navigation', { name: `Footer ${group}` });
      expect(hrefs(within(nav).getAllByRole('link'))).toEqual(list);
    }
    // Once hydrated, the year is today's (the prerendered one is the build's).
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Meridian Wealth Advisors`);
  });
});
