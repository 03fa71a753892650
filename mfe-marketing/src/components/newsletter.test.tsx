import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { NEWSLETTER_DELAY_MS, NEWSLETTER_SUCCESS_MS, Newsletter } from './newsletter';

function setup() {
  renderInSite(<Newsletter />);
  const input = screen.getByLabelText('Email address') as HTMLInputElement;
  const submit = () => fireEvent.submit(input.closest('form') as HTMLFormElement);
  return { input, submit };
}

describe('Newsletter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the spec timings', () => {
    expect([NEWSLETTER_DELAY_MS, NEWSLETTER_SUCCESS_MS]).toEqual([1000, 3000]);
  });

  it('refuses an invalid email and keeps what was typed', () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'reader@' } });
    submit();
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(input.value).toBe('reader@');
    expect(screen.getByRole('button').textContent).toBe('Subscribe');
  });

  it('goes idle → loading → success → idle', () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'reader@example.in' } });
    submit();
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Subscribing...');
    expect(button.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1));
    expect(button.textContent).toBe('Subscribing...');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing!');
    expect(input.value).toBe('');
    expect(button.disabled).toBe(false);

    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(button.textContent).toBe('Subscribe');
  });
});
