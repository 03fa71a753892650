import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './number';

const formatters = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }));
const intl = (value: number, digits: number) => formatters[digits]?.format(value);

describe('formatIndianNumber', () => {
  it.each([
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [100000, 0, '1,00,000'],
    [1234567, 0, '12,34,567'],
    [1e9, 0, '1,00,00,00,000'],
    [2500000, 2, '25,00,000'],
    [1234567.891, 2, '12,34,567.89'],
    [12.5, 2, '12.5'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [1.005, 2, '1.01'],
    [999.995, 2, '1,000'],
    [0.125, 2, '0.13'],
    [0.0000001, 2, '0'],
    [-0.001, 2, '-0'],
    [-0, 0, '-0'],
    [-1234567.5, 1, '-12,34,567.5'],
    [1e21, 2, '1,00,00,00,00,00,00,00,00,00,000'],
    [Number.POSITIVE_INFINITY, 2, '∞'],
    [Number.NEGATIVE_INFINITY, 0, '-∞'],
    [Number.NaN, 2, 'NaN'],
  ])('%s with %s decimals → %s', (value, digits, expected) => {
    expect(formatIndianNumber(value, digits)).toBe(expected);
    expect(intl(value, digits)).toBe(expected);
  });

  it('writes three decimals unless told, as Intl and toLocaleString do', () => {
    expect(formatIndianNumber(1234567.8915)).toBe('12,34,567.892');
    expect((1234567.8915).toLocaleString('en-IN')).toBe('12,34,567.892');
    expect(formatIndianNumber(42)).toBe('42');
  });

  it('writes what Intl writes for whole numbers, decimals and their halves across the scales', () => {
    const values: number[] = [];
    for (let exponent = -9; exponent <= 22; exponent++) {
      for (const mantissa of [1, 1.5, 2.345, 4.995, 5.0049, 9.99999, 1.23456789, 7.005]) {
        values.push(mantissa * 10 ** exponent, -mantissa * 10 ** exponent);
      }
    }
    for (let n = 0; n < 2000; n++) values.push(((n * 7919) % 100003) / 8, n * 0.005, n * 1.115);
    for (const value of values) {
      for (const digits of [0, 1, 2, 3])
        expect([value, digits, formatIndianNumber(value, digits)]).toEqual([value, digits, intl(value, digits)]);
    }
  });
});
