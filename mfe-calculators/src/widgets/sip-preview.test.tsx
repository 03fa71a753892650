// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import SipPreview from './sip-preview';

describe('the home page SIP preview', () => {
  afterEach(cleanup);

  it('starts at ₹10,000 a month, 10 years, 12% → ₹23,23,391 and links to the SIP page with those inputs', () => {
    renderInSite(<SipPreview />);
    expect(document.querySelector('[data-primary-result]')?.textContent).toBe('₹23,23,391');
    expect(screen.getByText('₹12,00,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the full SIP calculator' }).getAttribute('href')).toBe(
      '/calculators/sip?monthly=10000&rate=12&years=10',
    );
    // The home page's outline is its own (mfe-marketing/src/pages/home-page.test.tsx): no h1 or h2 from its slot.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('updates live, keeps an invalid entry with a message and the last result', () => {
    renderInSite(<SipPreview />);
    const years = screen.getByLabelText('Time period', { selector: 'input[type="text"]' });
    fireEvent.change(years, { target: { value: '20' } });
    expect(document.querySelector('[data-primary-result]')?.textContent).toBe('₹99,91,479');
    expect(screen.getByRole('link', { name: 'Open the full SIP calculator' }).getAttribute('href')).toBe(
      '/calculators/sip?monthly=10000&rate=12&years=20',
    );
    fireEvent.change(years, { target: { value: '0' } });
    expect(screen.getByText('Time period must be at least 1.')).toBeTruthy();
    expect(document.querySelector('[data-primary-result]')?.textContent).toBe('₹99,91,479');
  });
});
