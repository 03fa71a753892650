import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './text';

describe('hasControlCharacter', () => {
  it.each([
    ['Asha Rao', false],
    ['अनु शर्मा', false],
    ['', false],
    ['~ and ÿ', false],
    ['Asha\nRao', true],
    ['tab\there', true],
    ['nul\u0000', true],
    ['del\u007f', true],
    ['\r', true],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});
