import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, validateContact } from './validate-contact';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '',
  message: 'I would like a review of my retirement plan.',
};

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
