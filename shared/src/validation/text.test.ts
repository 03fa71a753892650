import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './text';

describe('hasControlCharacter', () => {
  it.each([
    ['Asha Rao', false],
    ['अनु शर्मा', false],
    ['', false],
    ['~ and ÿ', false],
    ['no\u00a0break and \u00a0', false],
    ['\u2027 and \u202a', false],
    ['Asha\nRao', true],
    ['tab\there', true],
    ['nul\u0000', true],
    ['del\u007f', true],
    ['\r', true],
    ['C1 start\u0080', true],
    ['next line\u0085here', true],
    ['C1 end\u009f', true],
    ['line\u2028separator', true],
    ['paragraph\u2029separator', true],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});
