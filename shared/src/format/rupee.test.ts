import { describe, expect, it } from 'vitest';
import { formatRupees } from './rupee';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [1, '₹1'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99999, '₹99,999'],
    [100000, '₹1,00,000'],
    [1161695, '₹11,61,695'],
    [2169.6, '₹2,170'],
    [12345.678, '₹12,346'],
    [0.5, '₹1'],
    [2.5, '₹3'],
    [1e7, '₹1,00,00,000'],
    [1e9, '₹1,00,00,00,000'],
    [-0.4, '₹0'],
    [-0, '₹0'],
    [-0.5, '-₹1'],
    [-1500, '-₹1,500'],
    [-1161695, '-₹11,61,695'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('%s → %s', (value, expected) => {
    expect(formatRupees(value)).toBe(expected);
  });

  it('never prints a minus zero', () => {
    for (const value of [-0.49, -0.1, -1e-9]) expect(formatRupees(value)).toBe('₹0');
  });
});
