// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { SignUpPage } from './sign-up-page';

// Everything the page could send goes through data/sign-in.ts (Firebase Auth, then the account's
// documents): here each call is only recorded, so "nothing sent" is "none of them was called".
const sent = vi.hoisted(() => ({
  signUpWithEmail: vi.fn(),
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

const GOOD_PASSWORD = 'violet tractor pension lamp';
const EMAIL = 'bad-date@example.in';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** Fills the form as a visitor would, the date of birth left empty when `dateOfBirth` is ''. */
function fillSignUp(dateOfBirth: string) {
  fireEvent.change(field('Full name'), { target: { value: 'Young Person' } });
  fireEvent.change(field('Email'), { target: { value: EMAIL } });
  fireEvent.change(field('Password'), { target: { value: GOOD_PASSWORD } });
  fireEvent.change(field('Confirm password'), { target: { value: GOOD_PASSWORD } });
  if (dateOfBirth !== '') fireEvent.change(field('Date of birth'), { target: { value: dateOfBirth } });
  fireEvent.click(field('I have read the privacy notice and agree'));
}

afterEach(cleanup);

// Was e2e/tests/minors.spec.ts 'a bad date of birth gets its message beside the field, what was
// typed kept, nothing sent' (one test per case). Which dates are refused, and with which words,
// is also src/domain/sign-up-form.test.ts.
describe('the sign-up form: a bad date of birth gets its message beside the field, what was typed kept, nothing sent', () => {
  // The first render of all is slow (styles and modules warm up); do it once before the cases.
  beforeAll(() => {
    renderInSite(<SignUpPage />, { url: '/signup' });
    cleanup();
  }, 30_000);

  it.each([
    ['none', '', 'Please enter your date of birth: day, month and year.'],
    ['a date in the future', '2031-01-01', 'Your date of birth must be a date in the past.'],
    ['more than 120 years ago', '1890-05-01', 'Please check the year: that is more than 120 years ago.'],
  ])('%s', async (_label, value, message) => {
    const { container } = renderInSite(<SignUpPage />, { url: '/signup' });
    fillSignUp(value);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const dateOfBirth = field('Date of birth');
    await waitFor(() => expect(document.getElementById('signup-dateOfBirth-error')?.textContent).toBe(message));
    expect(dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    expect(dateOfBirth.getAttribute('aria-describedby')?.split(' ')).toContain('signup-dateOfBirth-error');
    expect(document.activeElement).toBe(dateOfBirth);
    expect(dateOfBirth.value).toBe(value);
    expect(field('Email').value).toBe(EMAIL);
    expect(container.querySelectorAll('[data-minor-notice]')).toHaveLength(0);
    for (const call of Object.values(sent)) expect(call).not.toHaveBeenCalled();
  });
});

describe('the sign-up notice read in Hindi', () => {
  it('records the language the notice was read in with the consent the account is created with', async () => {
    sent.signUpWithEmail.mockReturnValue(new Promise(() => undefined));
    renderInSite(<SignUpPage />, { url: '/signup' });
    fillSignUp('1990-05-01');
    fireEvent.click(screen.getByRole('link', { name: 'यह सूचना हिन्दी में' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent.signUpWithEmail).toHaveBeenCalledTimes(1));
    expect(sent.signUpWithEmail).toHaveBeenCalledWith(expect.objectContaining({ email: EMAIL, noticeLanguage: 'hi' }));
  });
});
