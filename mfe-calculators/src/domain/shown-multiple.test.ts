import { describe, expect, it } from 'vitest';
import { formatRupees } from '@meridian/shared';
import { multipleOfShown, wholeRupees } from './shown-multiple';

describe('wholeRupees (as formatRupees rounds)', () => {
  it.each([
    [4036499.97, 4036500],
    [4036499.5, 4036500],
    [4036499.49, 4036499],
    [0.4, 0],
    [-0.4, 0],
    [-2.5, -3],
    [1500, 1500],
  ])('%f → %i', (value, expected) => {
    expect(wholeRupees(value)).toBe(expected);
  });

  it('keeps a value that is not finite as it is', () => {
    expect(wholeRupees(Number.NaN)).toBeNaN();
    expect(wholeRupees(Infinity)).toBe(Infinity);
  });
});

describe('multipleOfShown: the multiple agrees with the base as shown', () => {
  it.each([
    { multiple: 30, base: 4036499.97, shownBase: '₹40,36,500', shown: '₹12,10,95,000' },
    { multiple: 25, base: 4036499.97, shownBase: '₹40,36,500', shown: '₹10,09,12,500' },
    { multiple: 50, base: 4036499.97, shownBase: '₹40,36,500', shown: '₹20,18,25,000' },
    { multiple: 30, base: 127200, shownBase: '₹1,27,200', shown: '₹38,16,000' },
    { multiple: 25, base: 0.3, shownBase: '₹0', shown: '₹0' },
    { multiple: 30, base: 1234.5, shownBase: '₹1,235', shown: '₹37,050' },
  ])('$multiple × $shownBase = $shown', ({ multiple, base, shownBase, shown }) => {
    expect(formatRupees(base)).toBe(shownBase);
    expect(formatRupees(multipleOfShown(multiple, base))).toBe(shown);
  });

  it('is always the multiple of the shown base, read back from the text', () => {
    const readBack = (text: string) => Number(text.replace(/[₹,]/g, ''));
    for (let base = 0.37; base < 1e9; base = base * 3.71 + 0.49) {
      for (const multiple of [25, 30, 50]) {
        expect(readBack(formatRupees(multipleOfShown(multiple, base)))).toBe(multiple * readBack(formatRupees(base)));
      }
    }
  });
});
