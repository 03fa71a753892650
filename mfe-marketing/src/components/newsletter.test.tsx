// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy';
import { NEWSLETTER_SUCCESS_MS, Newsletter } from './newsletter';

const subscribe = vi.hoisted(() => vi.fn());
vi.mock('../data/subscribe-newsletter', () => ({ subscribeNewsletter: subscribe }));

function setup() {
  renderInSite(<Newsletter />);
  const input = screen.getByLabelText('Email address') as HTMLInputElement;
  const box = screen.getByRole('checkbox', { name: /receive the newsletter/ }) as HTMLInputElement;
  const submit = async () => {
    await act(async () => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
  };
  return { input, box, submit };
}

describe('Newsletter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    subscribe.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the itemised notice, with the full notice’s version, and an unticked box', () => {
    const { box } = setup();
    expect(box.checked).toBe(false);
    expect(screen.getByText('What we do with your email address')).toBeTruthy();
    expect(screen.getByText(/We keep it until you unsubscribe/)).toBeTruthy();
    expect(screen.getByText(/Data Protection Board of India/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`version ${PRIVACY_NOTICE_VERSION}`))).toBeTruthy();
  });

  it('refuses an invalid email and keeps what was typed', async () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'reader@' } });
    await submit();
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(input.value).toBe('reader@');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends nothing until the box is ticked', async () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'reader@example.in' } });
    await submit();
    expect(screen.getByText('Please tick the box to agree, so that we may use these details.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('newsletter-consent');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('goes idle → loading → success → idle, sending the consent', async () => {
    let answer: (value: { ok: true }) => void = () => undefined;
    subscribe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { input, box, submit } = setup();
    fireEvent.change(input, { target: { value: 'reader@example.in' } });
    fireEvent.click(box);
    await submit();
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Subscribing...');
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ email: 'reader@example.in', consent: true }));
    await act(async () => answer({ ok: true }));
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing!');
    expect(input.value).toBe('');
    expect(box.checked).toBe(false);
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_MS));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(button.textContent).toBe('Subscribe');
  });

  it('shows the server’s refusal beside the box', async () => {
    subscribe.mockResolvedValue({ ok: false, message: 'Our privacy notice has changed.', field: 'consent' });
    const { input, box, submit } = setup();
    fireEvent.change(input, { target: { value: 'reader@example.in' } });
    fireEvent.click(box);
    await submit();
    expect(screen.getByText('Our privacy notice has changed.')).toBeTruthy();
    expect(input.value).toBe('reader@example.in');
  });
});
