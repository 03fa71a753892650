import { describe, expect, it } from 'vitest';
import { fieldChars } from './field-width';
import type { NumberInput } from './types';

type Sized = Pick<NumberInput, 'unit' | 'min' | 'max' | 'step' | 'integer'>;

describe('a number field is as wide as the widest value it accepts', () => {
  it.each<[string, Sized, number]>([
    ['a tax amount up to ₹1,000 crore: 10,00,00,00,000', { unit: 'rupees', min: 0, max: 1e10, step: 1000 }, 15],
    ['an amount up to ₹1,50,000: 1,50,000 whole, not 1,50,00', { unit: 'rupees', min: 0, max: 150000, step: 1000 }, 8],
    ['a monthly SIP up to ₹1 crore: 1,00,00,000', { unit: 'rupees', min: 500, max: 10000000, step: 500 }, 11],
    ['a rate up to 30% in steps of 0.1: 29.9', { unit: 'percent', min: 1, max: 30, step: 0.1 }, 4],
    ['a rate in steps of 0.05: 14.95', { unit: 'percent', min: 1, max: 15, step: 0.05 }, 5],
    ['whole years', { unit: 'years', min: 1, max: 40, step: 1, integer: true }, 2],
    ['a negative minimum is as wide as it is shown', { unit: 'plain', min: -1000, max: 10, step: 1 }, 5],
  ])('%s', (_, input, chars) => {
    expect(fieldChars(input)).toBe(chars);
  });
});
