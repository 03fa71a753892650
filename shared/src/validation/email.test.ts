import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each([
    ['asha@example.com', true],
    ['a.b+c@mail.example.co.in', true],
    ['asha@example', false],
    ['asha example@x.com', false],
    ['asha\u00a0rao@example.com', false],
    ['asha@example\u3000.com', false],
    ['@example.com', false],
    ['asha@', false],
    ['', false],
    [`${'a'.repeat(250)}@x.in`, false],
  ])('%s → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});
