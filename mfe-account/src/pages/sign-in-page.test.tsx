// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import { SIGN_IN_FAILED } from '../domain/auth-errors';
import { SignInPage } from './sign-in-page';

// Firebase Auth is reached through data/sign-in.ts: here a sign-in is refused as the Auth
// emulator refuses a wrong password.
const sent = vi.hoisted(() => ({
  signInWithEmail: vi.fn(),
  signInWithGooglePopup: vi.fn(),
  signInWithEmulatorGoogle: vi.fn(),
  finishGoogleRedirect: vi.fn(),
}));
vi.mock('../data/sign-in', () => ({
  ...sent,
  prepareAccountAuth: () => undefined,
  usesAuthEmulator: () => false,
  googleRedirectPending: () => false,
}));

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

afterEach(cleanup);

describe('the sign-in form, refused', () => {
  it.each([
    ['a wrong password', 'auth/invalid-credential', SIGN_IN_FAILED],
    ['too many attempts', 'auth/too-many-requests', `${SIGN_IN_FAILED} Too many attempts`],
  ])('%s: says so, takes the focus to the words, and keeps the email', async (_what, code, words) => {
    sent.signInWithEmail.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
    renderInSite(<SignInPage />, { url: '/signin' });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(field('Password'), { target: { value: 'not her password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(words);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field('Email').value).toBe('asha@example.in');
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('where a sign-in leads when no page asked for the person (issue 38: staff land on their desk)', () => {
  it.each([
    ['a client', 'user', '/dashboard'],
    ['an editor', 'editor', '/admin'],
    ['an admin', 'admin', '/admin'],
  ] as const)('%s (%s) signing in lands on %s', async (_who, role, landing) => {
    sent.signInWithEmail.mockResolvedValueOnce({
      created: false,
      methodsBefore: ['password'],
      methodsNow: ['password'],
      role,
    });
    const site = renderInSite(<SignInPage />, { url: '/signin' });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(field('Password'), { target: { value: 'her password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(site.location().pathname).toBe(landing));
  });

  it.each([
    ['user', '/dashboard'],
    ['reviewer', '/admin'],
  ] as const)('a %s already signed in who opens /signin is taken to %s', (role, landing) => {
    const site = renderInSite(<SignInPage />, { url: '/signin', user: demoUsers[role] });
    expect(site.location().pathname).toBe(landing);
  });
});
