import { describe, expect, it } from 'vitest';
import { validateNewsletterEmail } from './validate-newsletter-email';

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
