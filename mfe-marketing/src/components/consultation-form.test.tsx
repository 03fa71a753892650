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

  it('says how the details are used, with a link to the privacy policy', () => {
    renderInSite(<ConsultationForm />, { url: '/contact' });
    expect(screen.getByText(/keep a record of it for five years/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we handle your data' }).getAttribute('href')).toBe('/privacy');
  });
});
