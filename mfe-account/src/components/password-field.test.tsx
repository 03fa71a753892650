// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import type { CommonPasswords } from './common-passwords';
import { PasswordField } from './password-field';

const common = (change: Partial<CommonPasswords> = {}): CommonPasswords => ({
  list: new Set(['password123']),
  failed: false,
  retry: () => undefined,
  ...change,
});

type Props = { error?: string; policy?: { email: string; common: CommonPasswords } };

function field(props: Props = {}) {
  renderInSite(
    <PasswordField
      id="pw"
      name="password"
      label="Password"
      value="violet tractor"
      onChange={() => undefined}
      autoComplete="new-password"
      {...props}
    />,
  );
  return screen.getByLabelText('Password');
}

afterEach(cleanup);

describe('PasswordField', () => {
  it.each<[string, Props, string | null, string | null]>([
    ['no rules, no message', {}, null, null],
    ['a message', { error: 'Please enter your password.' }, 'pw-error', 'true'],
    ['the rules', { policy: { email: 'asha@example.in', common: common() } }, 'pw-rules', null],
    [
      'the rules, then the message',
      { error: 'Too short.', policy: { email: 'asha@example.in', common: common() } },
      'pw-rules pw-error',
      'true',
    ],
  ])('is labelled, and described by %s', (_, props, describedBy, invalid) => {
    const input = field(props);
    expect(input.getAttribute('id')).toBe('pw');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('name')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe(describedBy);
    expect(input.getAttribute('aria-invalid')).toBe(invalid);
    for (const id of describedBy?.split(' ') ?? []) expect(document.getElementById(id)).not.toBeNull();
    if (props.error) expect(document.getElementById('pw-error')?.textContent).toBe(props.error);
  });

  it('lists the policy’s rules under the control, labelled, with the length typed', () => {
    field({ policy: { email: 'asha@example.in', common: common() } });
    const rules = screen.getByRole('list', { name: 'Your password' });
    expect(rules.id).toBe('pw-rules');
    expect(rules.querySelectorAll('li[data-met]').length).toBeGreaterThan(0);
    expect(rules.textContent).toContain('14 characters');
  });

  it('shows and hides the password, saying which', () => {
    const input = field();
    const toggle = screen.getByRole('button');
    expect(toggle.textContent).toBe('Show password');
    expect(toggle.getAttribute('aria-controls')).toBe('pw');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.textContent).toBe('Hide password');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('says when the common passwords could not be had, and tries again when asked', () => {
    const retry = vi.fn();
    const input = field({ policy: { email: 'asha@example.in', common: common({ list: null, failed: true, retry }) } });
    expect(screen.getByText(/The list of common passwords did not load/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-describedby')).toBe('pw-rules');
  });
});
