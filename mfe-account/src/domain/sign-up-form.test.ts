import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, PASSWORDS_DO_NOT_MATCH, validateSignUp, type SignUpFields } from './sign-up-form';

const COMMON = new Set(['password', 'qwerty']);
const options = { today: '2026-11-23', commonPasswords: COMMON };
const good: SignUpFields = {
  displayName: 'Asha Rao',
  email: 'asha@example.in',
  password: 'violet tractor pension lamp',
  confirmPassword: 'violet tractor pension lamp',
  dateOfBirth: '',
  consent: true,
};

describe('validateSignUp', () => {
  it('lets a complete form through', () => {
    expect(validateSignUp(good, options)).toEqual({});
    expect(validateSignUp({ ...good, dateOfBirth: '1990-04-01' }, options)).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(Object.keys(validateSignUp(EMPTY_SIGN_UP, options)).sort()).toEqual(
      ['confirmPassword', 'consent', 'displayName', 'email', 'password'].sort(),
    );
  });

  it.each<[string, Partial<SignUpFields>, keyof SignUpFields, RegExp | string]>([
    [
      'different passwords',
      { confirmPassword: 'violet tractor pension lamb' },
      'confirmPassword',
      PASSWORDS_DO_NOT_MATCH,
    ],
    ['a short password', { password: 'short one', confirmPassword: 'short one' }, 'password', /at least 12/],
    ['a common password', { password: 'Password2024!', confirmPassword: 'Password2024!' }, 'password', /commonly used/],
    [
      'a password with the email name',
      { password: 'asha-loves-tea-1', confirmPassword: 'asha-loves-tea-1' },
      'password',
      /email/,
    ],
    ['a malformed email', { email: 'asha@example' }, 'email', /like name@example.com/],
    ['a birthday in the future', { dateOfBirth: '2031-01-01' }, 'dateOfBirth', /in the past/],
    ['no consent', { consent: false }, 'consent', /privacy notice/],
  ])('%s', (_, change, field, message) => {
    const errors = validateSignUp({ ...good, ...change }, options);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(message);
  });

  it('waits for the common-password list rather than guess', () => {
    expect(validateSignUp(good, { ...options, commonPasswords: null }).password).toMatch(/Checking/);
  });
});
