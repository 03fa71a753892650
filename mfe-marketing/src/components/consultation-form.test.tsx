// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { ConsultationForm } from './consultation-form';

describe('ConsultationForm', () => {
  afterEach(cleanup);

  it('names each missing field beside it, focuses the first, and sends nothing', () => {
    renderInSite(<ConsultationForm />, { url: '/contact' });
    fireEvent.click(screen.getByRole('button', { name: 'Request my free conversation' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please give an email address or a phone number, so that we can reach you.')).toBeTruthy();
    expect(screen.getByText('Please choose a day that suits you.')).toBeTruthy();
    expect(screen.getByText('Please choose a time of day.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('consultation-name');
    // Typing a phone number answers the "email or phone" message.
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98765 43210' } });
    expect(screen.queryByText(/Please give an email address or a phone number/)).toBeNull();
  }, 20_000);

  it('shows the itemised notice with a link to the privacy notice, and an unticked box it requires', () => {
    renderInSite(<ConsultationForm />, { url: '/contact' });
    expect(screen.getByText('What we do with your request')).toBeTruthy();
    expect(screen.getByText(/five years if you become a client/)).toBeTruthy();
    expect(screen.getByText(/Data Protection Board of India/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full privacy notice' }).getAttribute('href')).toBe('/privacy');
    const box = screen.getByRole('checkbox', { name: /I agree to the firm using these details/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Request my free conversation' }));
    expect(screen.getByText('Please tick the box to agree, so that we may use these details.')).toBeTruthy();
    fireEvent.click(box);
    expect(screen.queryByText('Please tick the box to agree, so that we may use these details.')).toBeNull();
  });
});
