/**
 * How wide a number field is drawn: wide enough for the widest value it accepts, as the field
 * shows it (Indian grouping for rupees), so no accepted value is ever cut off: the 80C box shows
 * 1,50,000 whole, a salary box ₹10,00,00,00,000.
 */
import { fieldText } from './format';
import type { NumberInput } from './types';

/** Decimal places of a step: 0.1 → 1, 0.25 → 2, 1000 → 0. */
function decimalsOf(step: number): number {
  const text = String(step);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * The characters of the widest value a field accepts: its minimum or maximum as shown, and the
 * step's decimals when it takes fractions.
 * @example fieldChars({ unit: 'rupees', min: 0, max: 10000000000, step: 1000 }) // 15 ('10,00,00,00,000')
 * @example fieldChars({ unit: 'percent', min: 1, max: 30, step: 0.1 }) // 4 ('29.9')
 */
export function fieldChars(input: Pick<NumberInput, 'unit' | 'min' | 'max' | 'step' | 'integer'>): number {
  const decimals = input.integer ? 0 : decimalsOf(input.step);
  const widest = Math.max(fieldText(input.min, input.unit).length, fieldText(input.max, input.unit).length);
  return widest + (decimals > 0 ? decimals + 1 : 0);
}
