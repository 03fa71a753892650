// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@meridian/shared';
import { renderInSite } from '@meridian/shared/testing';
import ContactPage from './contact-page';

afterEach(cleanup);

describe('/contact', () => {
  it('starts with every way to reach the firm, then the one form of the page: the booking', () => {
    const { container } = renderInSite(<ContactPage />, { url: '/contact' });
    const ways = screen.getByRole('region', { name: 'How to reach us' });
    const link = (name: RegExp | string) => within(ways).getByRole('link', { name });
    expect(link(brand.phone.display).getAttribute('href')).toBe(brand.phone.href);
    expect(link(/@/).getAttribute('href')).toBe(`mailto:${brand.email}`);
    expect(link('A free first conversation').getAttribute('href')).toBe('#consultation');
    expect(link('Send us a message').getAttribute('href')).toBe('#contact');
    // The ways come first, then the booking form, the page's only form.
    const forms = container.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    expect(ways.compareDocumentPosition(forms[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('#consultation')?.contains(forms[0] as Node)).toBe(true);
  });
});
