import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES } from '@meridian/shared/age';
import { EMPTY_SIGN_UP, minorSignUp, PASSWORDS_DO_NOT_MATCH, validateSignUp, type SignUpFields } from './sign-up-form';

const COMMON = new Set(['password', 'qwerty']);
/** 23 November 2026, 17:30 IST. */
const NOW = Date.parse('2026-11-23T12:00:00Z');
const options = { now: NOW, commonPasswords: COMMON };
const good: SignUpFields = {
  displayName: 'Asha Rao',
  email: 'asha@example.in',
  password: 'violet tractor pension lamp',
  confirmPassword: 'violet tractor pension lamp',
  dateOfBirth: '1990-04-01',
  consent: true,
};

describe('validateSignUp', () => {
  it('lets a complete form through', () => {
    expect(validateSignUp(good, options)).toEqual({});
    expect(validateSignUp({ ...good, dateOfBirth: '2008-11-23' }, options)).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(Object.keys(validateSignUp(EMPTY_SIGN_UP, options)).sort()).toEqual(
      ['confirmPassword', 'consent', 'dateOfBirth', 'displayName', 'email', 'password'].sort(),
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
    ['no date of birth', { dateOfBirth: '' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.missing],
    ['a birthday in the future', { dateOfBirth: '2031-01-01' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.future],
    ['a birthday today (IST)', { dateOfBirth: '2026-11-23' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.future],
    ['30 February', { dateOfBirth: '2008-02-30' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.invalid],
    ['more than 120 years ago', { dateOfBirth: '1906-11-22' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.tooOld],
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

describe('minorSignUp', () => {
  it.each<[string, string, boolean]>([
    ['an adult', '1990-04-01', false],
    ['18 today in India', '2008-11-23', false],
    ['18 tomorrow', '2008-11-24', true],
    ['15', '2011-06-01', true],
    ['not a date: a field message instead', '2008-02-30', false],
    ['empty: a field message instead', '', false],
    ['in the future: a field message instead', '2031-01-01', false],
  ])('%s (%s): %s', (_label, dateOfBirth, minor) => {
    expect(minorSignUp({ dateOfBirth }, NOW)).toBe(minor);
  });

  it('turns at midnight in India, not in the browser’s zone', () => {
    expect(minorSignUp({ dateOfBirth: '2008-11-24' }, Date.parse('2026-11-23T18:29:59Z'))).toBe(true);
    expect(minorSignUp({ dateOfBirth: '2008-11-24' }, Date.parse('2026-11-23T18:30:00Z'))).toBe(false);
  });
});
