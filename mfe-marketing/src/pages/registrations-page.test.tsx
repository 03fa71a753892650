// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand, shown } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import RegistrationsPage from './registrations-page';

describe('RegistrationsPage', () => {
  afterEach(cleanup);

  it('lists the SEBI number and validity, the supervisory enlistment, the CIN, the official numbers and accounts', () => {
    renderInSite(<RegistrationsPage />, { url: '/registrations' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our registrations' })).toBeTruthy();
    const sebi = screen.getByRole('region', { name: 'SEBI registration: investment adviser' });
    expect(within(sebi).getByText(shown(brand.registration.number))).toBeTruthy();
    expect(within(sebi).getByText(shown(brand.registration.validity))).toBeTruthy();
    const enlistment = screen.getByRole('region', { name: 'Enlistment with the supervisory body' });
    expect(within(enlistment).getByText(shown(brand.registration.bseEnlistment))).toBeTruthy();
    const company = screen.getByRole('region', { name: 'Company registration' });
    expect(within(company).getByText(shown(brand.registration.cin))).toBeTruthy();
    const office = screen.getByRole('link', { name: brand.phone.display });
    expect(office.getAttribute('href')).toBe(brand.phone.href);
    for (const officer of brand.officers)
      expect(screen.getByRole('link', { name: shown(officer.phone) }).getAttribute('href')).toBe(
        `tel:${officer.phone.value.replace(/\s+/g, '')}`,
      );
    for (const account of brand.social)
      expect(
        screen
          .getByRole('link', { name: new RegExp(account.href.replace(/^https:\/\/(www\.)?/, '')) })
          .getAttribute('href'),
      ).toBe(account.href);
  }, 30_000);
});
