import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, isEmail, validateContact, validateNewsletterEmail } from './contact';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '',
  message: 'I would like a review of my retirement plan.',
};

describe('isEmail', () => {
  it.each([
    ['asha@example.com', true],
    ['a.b+c@mail.example.co.in', true],
    ['asha@example', false],
    ['asha example@x.com', false],
    ['@example.com', false],
    ['asha@', false],
    ['', false],
    [`${'a'.repeat(250)}@x.in`, false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('validateContact', () => {
  it('accepts a complete form without a phone number', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(Object.keys(validateContact(EMPTY_CONTACT)).sort()).toEqual(['email', 'firstName', 'lastName', 'message']);
  });

  it.each([
    [{ firstName: '   ' }, 'firstName'],
    [{ lastName: '' }, 'lastName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ message: '\n' }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ firstName: 'x'.repeat(101) }, 'firstName'],
    [{ phone: 'call me' }, 'phone'],
    [{ phone: '12' }, 'phone'],
  ])('%j is refused on %s', (change, field) => {
    expect(Object.keys(validateContact({ ...valid, ...change }))).toEqual([field]);
  });

  it.each(['+91 98765 43210', '022-4000 1234', '9876543210', '(022) 4000-1234'])('accepts phone %s', (phone) => {
    expect(validateContact({ ...valid, phone })).toEqual({});
  });
});

describe('validateNewsletterEmail', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['  ', 'Please enter your email address.'],
    ['nope', 'Please enter a valid email address, like name@example.com.'],
    ['reader@example.com', undefined],
  ])('%j → %s', (value, expected) => {
    expect(validateNewsletterEmail(value)).toBe(expected);
  });
});
