// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { BookingForm } from './booking-form';

const data = vi.hoisted(() => ({
  loadSlots: vi.fn<() => Promise<string[] | null>>(),
  sendBooking: vi.fn(),
  sendBookingChange: vi.fn(),
}));
vi.mock('../data/booking', () => data);

const SLOTS = ['2026-12-01T10:00', '2026-12-01T10:30', '2026-12-02T15:00'];

async function fill() {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Tue 1 Dec · 2 free times' })).toBeTruthy());
  fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: '2026-12-01' } });
  fireEvent.click(screen.getByLabelText('10:30'));
  fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'asha@example.in' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '98765 43210' } });
  fireEvent.change(screen.getByLabelText(/^What would you like to talk about/), { target: { value: 'tax' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the firm using these details/ }));
}

describe('BookingForm', () => {
  beforeEach(() => {
    data.loadSlots.mockResolvedValue(SLOTS);
    data.sendBooking.mockReset();
  });
  afterEach(cleanup);

  it('says the call is free, gives no advice and is no trial, and groups the free times by day', async () => {
    renderInSite(<BookingForm />, { url: '/contact' });
    expect(screen.getByText('The call is free and carries no obligation.')).toBeTruthy();
    expect(screen.getByText(/It gives no advice and is not a trial of our service/)).toBeTruthy();
    expect(screen.getByText('What we do with your booking')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Wed 2 Dec · 1 free time' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: '2026-12-01' } });
    expect(screen.getByRole('group', { name: /Time \(India, IST\)/ })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '2026-12-01T10:00',
      '2026-12-01T10:30',
    ]);
  });

  it('names each missing field beside it, focuses the first, and sends nothing', async () => {
    renderInSite(<BookingForm />, { url: '/contact' });
    await waitFor(() => expect(screen.getByLabelText(/^Day/).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByText('Please choose a time for the call.')).toBeTruthy();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a phone number we can call you on.')).toBeTruthy();
    expect(screen.getByText('Please choose what you would like to talk about.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('booking-day');
    expect(data.sendBooking).not.toHaveBeenCalled();
  });

  it('says a time taken meanwhile beside the time, offers the next free ones, and keeps what was typed', async () => {
    data.sendBooking.mockResolvedValue({
      kind: 'taken',
      message: 'Sorry, that time was booked by someone else a moment ago.',
      next: ['2026-12-01T11:00'],
    });
    renderInSite(<BookingForm />, { url: '/contact' });
    await fill();
    // A person takes some seconds to fill it in; the form is sent as it stands.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    });
    await waitFor(() => expect(screen.getAllByText(/booked by someone else/).length).toBeGreaterThan(0));
    expect(data.sendBooking.mock.calls[0]?.slice(0, 2)).toEqual([
      '2026-12-01T10:30',
      { name: 'Asha Rao', email: 'asha@example.in', phone: '98765 43210', topic: 'tax' },
    ]);
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('Asha Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday 1 December 2026, 11:00' }));
    expect((screen.getByLabelText(/^Day/) as HTMLSelectElement).value).toBe('2026-12-01');
  });

  it('says when to try again after too many bookings from this sender (a 429), and keeps what was typed', async () => {
    data.sendBooking.mockResolvedValue({
      kind: 'limited',
      message: 'We have received several messages from you in a short time. Please try again in 2 minutes.',
      retryAfterSeconds: 100,
    });
    renderInSite(<BookingForm />, { url: '/contact' });
    await fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your booking was not made. We have received several messages from you in a short time. Please try again in 2 minutes. Everything you typed is still here.',
    );
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText('10:30') as HTMLInputElement).checked).toBe(true);
  });

  it('confirms a booking in words, with the time and where the confirmation goes', async () => {
    data.sendBooking.mockResolvedValue({
      kind: 'booked',
      slot: '2026-12-01T10:30',
      when: 'Tuesday 1 December 2026, 10:30 to 11:00 IST',
    });
    renderInSite(<BookingForm />, { url: '/contact' });
    await fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Booked' })).toBeTruthy());
    expect(screen.getByText(/Your call is booked for Tuesday 1 December 2026, 10:30 to 11:00 IST/)).toBeTruthy();
    expect(screen.getByText(/on its way to asha@example.in/)).toBeTruthy();
  });

  it('says when the free times could not be loaded, and offers to try again', async () => {
    data.loadSlots.mockResolvedValueOnce(null);
    renderInSite(<BookingForm />, { url: '/contact' });
    await waitFor(() => expect(screen.getByText(/The free times could not be loaded/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tue 1 Dec · 2 free times' })).toBeTruthy());
  });
});
