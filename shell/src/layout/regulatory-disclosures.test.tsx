// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@meridian/shared';
import { DEMO_FIRM_LINE, STANDARD_TEXTS } from '@meridian/shared/disclosures';
import { renderInSite } from '@meridian/shared/testing';
import { Footer } from './footer';

afterEach(cleanup);

describe('the footer’s regulatory information', () => {
  it('shows the registration facts as they are, and says once that the demo firm is fictional', () => {
    renderInSite(<Footer year={2026} />);
    const region = screen.getByRole('region', { name: 'Regulatory information' });
    expect(within(region).getByText('SEBI registration no.').nextElementSibling?.textContent).toBe(
      brand.registration.number.value,
    );
    expect(region.textContent).not.toContain('(placeholder)');
    expect(region.querySelectorAll('[data-demo-firm]')).toHaveLength(1);
    expect(region.querySelector('[data-demo-firm]')?.textContent).toBe(DEMO_FIRM_LINE);
    for (const label of ['Name as registered', 'Type of registration', 'Validity', 'CIN', 'BSE enlistment no.']) {
      expect(within(region).getByText(label)).toBeTruthy();
    }
    expect(within(region).getByText(/Associated SEBI office/)).toBeTruthy();
  });

  it('names the officers and the data protection contact, with links to write or call', () => {
    renderInSite(<Footer year={2026} />);
    const people = screen.getByRole('list', { name: 'Officers and contacts' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(4);
    const grievance = within(people).getByText('Grievance officer').closest('li') as HTMLElement;
    expect(within(grievance).getByRole('link', { name: 'grievance@meridianwealth.example' }).getAttribute('href')).toBe(
      'mailto:grievance@meridianwealth.example',
    );
    expect(within(grievance).getByRole('link', { name: '+91 80 4000 1236' }).getAttribute('href')).toBe(
      'tel:+918040001236',
    );
  });

  it('carries both standard texts verbatim, and links to the investor pages', () => {
    renderInSite(<Footer year={2026} />);
    for (const item of STANDARD_TEXTS.texts) expect(screen.getByText(item.text)).toBeTruthy();
    const investors = screen.getByRole('navigation', { name: 'Footer for investors' });
    expect(within(investors).getByRole('link', { name: 'Investor charter' }).getAttribute('href')).toBe(
      '/investor-charter',
    );
    expect(within(investors).getByRole('link', { name: 'Lodge a complaint' }).getAttribute('href')).toBe('/complaints');
    expect(within(investors).getByRole('link', { name: 'Complaint data' }).getAttribute('href')).toBe(
      '/complaints-data',
    );
  });
});
