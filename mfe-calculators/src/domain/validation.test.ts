import { describe, expect, it } from 'vitest';
import { validateFields, validateNumber, type NumberRule } from './validation';
import { createRandom, PROPERTY_RUNS } from './testing/random';

const MONTHLY: NumberRule = { label: 'Monthly investment', min: 500, max: 10000000 };
const YEARS: NumberRule = { label: 'Time period', min: 1, max: 40, integer: true };

describe('validateNumber', () => {
  it.each([
    { input: '5000', rule: MONTHLY, value: 5000 },
    { input: '  5000  ', rule: MONTHLY, value: 5000 },
    { input: '5,000', rule: MONTHLY, value: 5000 },
    { input: '1,00,000', rule: MONTHLY, value: 100000 },
    { input: '100,000', rule: MONTHLY, value: 100000 },
    { input: '₹ 25,000', rule: MONTHLY, value: 25000 },
    { input: '500.50', rule: MONTHLY, value: 500.5 },
    { input: '12,34,567.5', rule: MONTHLY, value: 1234567.5 },
    { input: '1,234,567', rule: MONTHLY, value: 1234567 },
    { input: '10', rule: YEARS, value: 10 },
    { input: '-0', rule: { label: 'Rate', min: 0, max: 30 }, value: 0 },
    { input: '-5', rule: { label: 'Change', min: -10, max: 10 }, value: -5 },
  ])('accepts "$input"', ({ input, rule, value }) => {
    expect(validateNumber(input, rule)).toEqual({ ok: true, value });
  });

  it.each([
    { input: '', rule: MONTHLY, message: 'Monthly investment is required.' },
    { input: '   ', rule: MONTHLY, message: 'Monthly investment is required.' },
    { input: 'abc', rule: MONTHLY, message: 'Monthly investment must be a number; letters are not allowed.' },
    { input: '12abc', rule: MONTHLY, message: 'Monthly investment must be a number; letters are not allowed.' },
    { input: '1e5', rule: MONTHLY, message: 'Monthly investment must be a number; letters are not allowed.' },
    { input: 'Infinity', rule: MONTHLY, message: 'Monthly investment must be a number; letters are not allowed.' },
    { input: '1.2.3', rule: MONTHLY, message: 'Monthly investment must be a number, for example 500.' },
    { input: '5,00', rule: MONTHLY, message: 'Monthly investment must be a number, for example 500.' },
    { input: '1,0000', rule: MONTHLY, message: 'Monthly investment must be a number, for example 500.' },
    { input: ',5000', rule: MONTHLY, message: 'Monthly investment must be a number, for example 500.' },
    { input: '-500', rule: MONTHLY, message: 'Monthly investment cannot be negative.' },
    { input: '100', rule: MONTHLY, message: 'Monthly investment must be at least 500.' },
    { input: '100000000', rule: MONTHLY, message: 'Monthly investment is too large; enter at most 1,00,00,000.' },
    {
      input: '9'.repeat(400),
      rule: MONTHLY,
      message: 'Monthly investment is far too large; enter at most 1,00,00,000.',
    },
    { input: '10.5', rule: YEARS, message: 'Time period must be a whole number.' },
    { input: '0', rule: YEARS, message: 'Time period must be at least 1.' },
    { input: '41', rule: YEARS, message: 'Time period is too large; enter at most 40.' },
    { input: '-11', rule: { label: 'Change', min: -10, max: 10 }, message: 'Change must be at least -10.' },
  ])('rejects "$input" with "$message"', ({ input, rule, message }) => {
    expect(validateNumber(input, rule)).toEqual({ ok: false, message });
  });
});

describe('validateFields', () => {
  it('returns all values when every field is valid', () => {
    expect(validateFields({ monthly: '5,000', years: '10' }, { monthly: MONTHLY, years: YEARS })).toEqual({
      ok: true,
      values: { monthly: 5000, years: 10 },
    });
  });

  it('returns one message per failing field', () => {
    expect(validateFields({ monthly: '', years: '0' }, { monthly: MONTHLY, years: YEARS })).toEqual({
      ok: false,
      errors: { monthly: 'Monthly investment is required.', years: 'Time period must be at least 1.' },
    });
  });
});

describe('validateNumber properties', () => {
  it('never returns a non-finite or out-of-range value, and accepts every in-range number', () => {
    const rnd = createRandom(109);
    const alphabet = ['1', '2', '0', '9', '.', ',', '-', '+', 'e', 'a', ' ', '₹', '5'];
    for (let i = 0; i < PROPERTY_RUNS; i += 1) {
      const text = Array.from({ length: rnd.int(0, 10) }, () => rnd.pick(alphabet)).join('');
      const result = validateNumber(text, MONTHLY);
      if (result.ok) {
        expect(Number.isFinite(result.value), text).toBe(true);
        expect(result.value, text).toBeGreaterThanOrEqual(500);
        expect(result.value, text).toBeLessThanOrEqual(10000000);
      } else {
        expect(result.message.startsWith('Monthly investment '), text).toBe(true);
      }
      const inRange = Math.round(rnd.float(500, 10000000) * 100) / 100;
      expect(validateNumber(String(inRange), MONTHLY)).toEqual({ ok: true, value: inRange });
    }
  });
});
