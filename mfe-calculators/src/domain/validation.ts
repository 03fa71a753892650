/**
 * Input validation for calculator fields typed as text. Accepts digits with an optional sign,
 * decimal point, Indian or Western grouping commas and a leading ₹; rejects letters, exponents and
 * anything else with a clear message.
 */
import { formatIndianNumber } from '@meridian/shared';

/**
 * Rule for one numeric field.
 * @example { label: 'Monthly investment', min: 500, max: 10000000 }
 */
export interface NumberRule {
  label: string;
  min: number;
  max: number;
  /** Only whole numbers are allowed (ages, months, years of PPF). */
  integer?: boolean;
}

/**
 * Outcome of validating one field.
 * @example { ok: true, value: 5000 } or { ok: false, message: 'Monthly investment is required.' }
 */
export type NumberValidation = { ok: true; value: number } | { ok: false; message: string };

/**
 * Formats a limit for messages with Indian grouping.
 * @example formatLimit(10000000) // '1,00,00,000'
 */
export function formatLimit(value: number): string {
  return formatIndianNumber(value, 2);
}

const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** Indian (12,34,567) or Western (1,234,567) grouping of the whole part, optional sign and decimals. */
const GROUPING_PATTERN = /^[+-]?(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d*)?$/;

/**
 * Validates a text input against a rule. Checks, in order: empty, not a number, too large to
 * represent, negative (when min ≥ 0), not a whole number (when integer), below min, above max.
 * @example validateNumber('5,000', { label: 'Monthly investment', min: 500, max: 10000000 }) // { ok: true, value: 5000 }
 */
export function validateNumber(value: string, rule: NumberRule): NumberValidation {
  const { label, min, max } = rule;
  let text = value.trim();
  if (text === '') return { ok: false, message: `${label} is required.` };
  if (text.startsWith('₹')) text = text.slice(1).trim();
  if (text.includes(',')) {
    if (!GROUPING_PATTERN.test(text))
      return { ok: false, message: `${label} must be a number, for example ${formatLimit(min)}.` };
    text = text.replaceAll(',', '');
  }
  if (!NUMBER_PATTERN.test(text)) {
    const hasLetters = /[a-z]/i.test(text);
    return {
      ok: false,
      message: hasLetters
        ? `${label} must be a number; letters are not allowed.`
        : `${label} must be a number, for example ${formatLimit(min)}.`,
    };
  }
  const parsed = Number(text) + 0;
  if (!Number.isFinite(parsed)) {
    return { ok: false, message: `${label} is far too large; enter at most ${formatLimit(max)}.` };
  }
  if (parsed < 0 && min >= 0) return { ok: false, message: `${label} cannot be negative.` };
  if (rule.integer === true && !Number.isInteger(parsed)) {
    return { ok: false, message: `${label} must be a whole number.` };
  }
  if (parsed < min) return { ok: false, message: `${label} must be at least ${formatLimit(min)}.` };
  if (parsed > max) return { ok: false, message: `${label} is too large; enter at most ${formatLimit(max)}.` };
  return { ok: true, value: parsed === 0 ? 0 : parsed };
}

/**
 * Validates several fields at once; returns all numbers or one message per failing field.
 * @example validateFields({ years: '10' }, { years: { label: 'Years', min: 1, max: 40, integer: true } }) // { ok: true, values: { years: 10 } }
 */
export function validateFields<K extends string>(
  values: Readonly<Record<K, string>>,
  rules: Readonly<Record<K, NumberRule>>,
): { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> } {
  const parsed: Partial<Record<K, number>> = {};
  const errors: Partial<Record<K, string>> = {};
  let failed = false;
  for (const key of Object.keys(rules) as K[]) {
    const result = validateNumber(values[key], rules[key]);
    if (result.ok) parsed[key] = result.value;
    else {
      errors[key] = result.message;
      failed = true;
    }
  }
  return failed ? { ok: false, errors } : { ok: true, values: parsed as Record<K, number> };
}
