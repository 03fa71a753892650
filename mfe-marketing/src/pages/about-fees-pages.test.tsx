// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidatedUpiId, PAYMENTS } from '@meridian/shared/compliance';
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
    expect(screen.getByText('compliance@meridianwealth.example')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we charge' }).getAttribute('href')).toBe('/fees');
  }, 20_000);
});

describe('FeesPage', () => {
  afterEach(cleanup);

  it('gives the two modes, the worked examples in rupees, the limits and the link to a first conversation', () => {
    renderInSite(<FeesPage />, { url: '/fees' });
    expect(screen.getByRole('heading', { level: 1, name: 'How we charge' })).toBeTruthy();
    // Beside every price, whether GST is added (issue 38, item 3).
    expect(screen.getByText('Plan and portfolio: ₹95,000 a year, GST included')).toBeTruthy();
    expect(screen.getByText('Plan: ₹45,000 a year, GST included')).toBeTruthy();
    expect(screen.getByText('Family: ₹1,50,000 a year, GST included')).toBeTruthy();
    expect(screen.getByText('1 % a year, GST included')).toBeTruthy();
    expect(screen.getByText(/GST included: each is what the family pays in all\.$/)).toBeTruthy();
    const limits = screen.getByRole('heading', { level: 2, name: 'What SEBI allows' }).parentElement?.textContent ?? '';
    expect(limits).toContain('A fixed fee of at most ₹1,51,000 a year per family');
    expect(limits).toContain('Fees in advance for at most one year (4 quarters), and only if the client agrees.');
    expect(limits).toContain('SEBI circular SEBI/HO/MIRSD/MIRSD-PoD/P/CIR/2025/48 of 2 April 2025');
    expect(screen.getByText('₹80,00,000')).toBeTruthy();
    expect(screen.getByText('₹23,750')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a free first conversation' }).getAttribute('href')).toBe(
      '/contact#consultation',
    );
  }, 20_000);

  it('works out the early exit with the fee-rules module: the unexpired part back, no breakage fee', () => {
    renderInSite(<FeesPage />, { url: '/fees' });
    const refund = screen.getByRole('article', { name: 'If the Reddys stop early' });
    // ₹75,000 for 182 days, 40 served: 75,000 × 142 / 182 = ₹58,516; SEBI's most breakage: ₹37,500.
    expect(refund.textContent).toContain('₹75,000');
    expect(refund.textContent).toContain('Refunded to them₹58,516');
    expect(refund.textContent).toContain('up to ₹37,500');
  }, 20_000);

  it('shows the validated UPI ID (a placeholder, said so above it), its QR code spelling it, the bank account, and SEBI Check beside each', () => {
    renderInSite(<FeesPage />, { url: '/fees' });
    const id = PAYMENTS.upi[0]?.id.value ?? '';
    expect(isValidatedUpiId(id)).toBe(true);
    expect(screen.getByText(id)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('placeholders until the firm enters its own');
    const qr = screen.getByRole('img', { name: /^QR code to pay our validated UPI ID/ });
    expect(qr.getAttribute('alt')).toContain(id);
    expect(qr.getAttribute('alt')).toContain('spelt m e r i d i a n w e a l t h dot i a at v a l i d h d f c');
    expect(qr.getAttribute('alt')).toContain('Sample only');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(
      screen.getByText('Never in cash, and never to a personal account: we will never ask for either.'),
    ).toBeTruthy();
    for (const name of ['Check this UPI ID on SEBI Check', 'Check this account on SEBI Check'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(PAYMENTS.sebiCheck.href);
    expect(screen.getAllByRole('link', { name: /SEBI Check$/ }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Through CeFCoM' })).toBeTruthy();
    expect(screen.getByText('What does “@valid” mean?')).toBeTruthy();
  }, 20_000);
});
