import { describe, expect, it } from 'vitest';
import { sipDefinition } from '../definitions/sip';
import { fireDefinition } from '../definitions/fire';
import { fdDefinition } from '../definitions/fd';
import {
  applyChange,
  applyCommit,
  computeDefaults,
  evaluateDrafts,
  fieldsAt,
  parseInputs,
  serialiseInputs,
  sliderValueOf,
  textOf,
  validateField,
} from './input-state';
import { defaultValues } from './inputs';
import type { NumberInput } from './types';

const monthly = sipDefinition.inputs[0] as NumberInput;
const primaryOf = (definition: typeof sipDefinition, values: Record<string, number | string | boolean>) =>
  definition.compute(values).headlines.find((headline) => headline.primary)?.value;

describe('validateField', () => {
  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['50,00', 5000],
    ['₹ 12,500', 12500],
    [' 7500 ', 7500],
  ])('accepts %j as %d (commas anywhere are ignored)', (text, value) => {
    expect(validateField(monthly, text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Monthly investment is required.'],
    ['abc', 'Monthly investment must be a number; letters are not allowed.'],
    ['5e3', 'Monthly investment must be a number; letters are not allowed.'],
    ['-500', 'Monthly investment cannot be negative.'],
    ['100', 'Monthly investment must be at least 500.'],
    ['99999999999', 'Monthly investment is too large; enter at most 10,00,000.'],
    ['1'.repeat(400), 'Monthly investment is far too large; enter at most 10,00,000.'],
  ])('refuses %j with a message', (text, message) => {
    expect(validateField(monthly, text)).toEqual({ ok: false, message });
  });

  it('refuses fractions where only whole numbers make sense', () => {
    const years = sipDefinition.inputs[2] as NumberInput;
    expect(validateField(years, '10.5')).toEqual({ ok: false, message: 'Time period must be a whole number.' });
  });
});

describe('evaluateDrafts', () => {
  const defaults = defaultValues(sipDefinition.inputs);

  it('applies valid drafts', () => {
    const result = evaluateDrafts(sipDefinition, defaults, { monthly: '10,000' });
    expect(result.valid).toBe(true);
    expect(result.values?.monthly).toBe(10000);
    expect(Math.round(Number(result.output?.headlines[0]?.value))).toBe(2323391);
  });

  it('keeps nothing new when any field is invalid, and names the field', () => {
    const result = evaluateDrafts(sipDefinition, defaults, { monthly: '10000', years: 'ten' });
    expect(result.valid).toBe(false);
    expect(result.values).toBeUndefined();
    expect(result.errors).toEqual({ years: 'Time period must be a number; letters are not allowed.' });
  });

  it('reports rules across fields beside the field they concern', () => {
    const result = evaluateDrafts(fireDefinition, defaultValues(fireDefinition.inputs), { retireAge: '19' });
    expect(result.errors).toEqual({
      retireAge: 'Retirement age must be above your age.',
      coastAge: 'Coast FIRE age cannot be after your retirement age.',
    });
  });

  it('checks choices and switches too', () => {
    expect(evaluateDrafts(fdDefinition, defaultValues(fdDefinition.inputs), { frequency: 'weekly' }).valid).toBe(false);
    const senior = evaluateDrafts(fdDefinition, defaultValues(fdDefinition.inputs), { senior: 'yes' });
    expect(senior.values?.senior).toBe(true);
  });
});

describe('applyChange and applyCommit', () => {
  const start = fieldsAt(defaultValues(sipDefinition.inputs), computeDefaults(sipDefinition));

  it('keeps what was typed, and the last valid result while the entry is invalid', () => {
    const typed = applyChange(sipDefinition, start, 'monthly', '10000').state;
    const broken = applyChange(sipDefinition, typed, 'monthly', '10000x');
    expect(broken.changed).toBe(false);
    expect(textOf(sipDefinition, broken.state, 'monthly')).toBe('10000x');
    expect(broken.state.values.monthly).toBe(10000);
    expect(Math.round(Number(broken.state.output.headlines[0]?.value))).toBe(2323391);
    expect(broken.state.errors.monthly).toMatch(/letters are not allowed/);
    expect(sliderValueOf(sipDefinition, broken.state, 'monthly')).toBe(10000);
  });

  it('tidies a valid entry when the field loses focus, but never an invalid one', () => {
    const typed = applyChange(sipDefinition, start, 'monthly', '25000').state;
    expect(textOf(sipDefinition, typed, 'monthly')).toBe('25000');
    expect(textOf(sipDefinition, applyCommit(sipDefinition, typed, 'monthly'), 'monthly')).toBe('25,000');
    const invalid = applyChange(sipDefinition, typed, 'monthly', '').state;
    expect(textOf(sipDefinition, applyCommit(sipDefinition, invalid, 'monthly'), 'monthly')).toBe('');
  });

  it('while another field is invalid, a valid change waits (the text stays, the result does not move)', () => {
    const broken = applyChange(sipDefinition, start, 'years', '').state;
    const next = applyChange(sipDefinition, broken, 'monthly', '10000');
    expect(next.changed).toBe(false);
    expect(next.state.values.monthly).toBe(5000);
    expect(sliderValueOf(sipDefinition, next.state, 'monthly')).toBe(10000);
    const fixed = applyChange(sipDefinition, next.state, 'years', '10');
    expect(fixed.changed).toBe(true);
    expect(fixed.state.values).toMatchObject({ monthly: 10000, years: 10 });
  });
});

describe('inputs in the URL', () => {
  it('writes every input in order and reads it back', () => {
    const values = { ...defaultValues(sipDefinition.inputs), monthly: 7500, rate: 11.5 };
    const search = serialiseInputs(sipDefinition, values);
    expect(search).toBe('monthly=7500&rate=11.5&years=10&stepUp=0&inflation=0');
    expect(parseInputs(sipDefinition, search)).toMatchObject({ values, rejected: [] });
    expect(primaryOf(sipDefinition, parseInputs(sipDefinition, search).values)).toBeCloseTo(
      Number(primaryOf(sipDefinition, values)),
      6,
    );
  });

  it('writes switches as yes/no and reads choices', () => {
    const values = { ...defaultValues(fdDefinition.inputs), senior: true, frequency: 'monthly' };
    const search = serialiseInputs(fdDefinition, values);
    expect(search).toContain('senior=yes');
    expect(parseInputs(fdDefinition, search).values).toEqual(values);
  });

  it('uses defaults for missing inputs and for invalid ones, and reports the invalid', () => {
    const parsed = parseInputs(sipDefinition, 'monthly=abc&years=12&rate=-4');
    expect(parsed.values).toMatchObject({ monthly: 5000, years: 12, rate: 12 });
    expect(parsed.rejected).toEqual(['Monthly investment', 'Expected return (p.a.)']);
    expect(parseInputs(sipDefinition, '').values).toEqual(defaultValues(sipDefinition.inputs));
  });

  it('falls back to every default when the values do not fit together', () => {
    const parsed = parseInputs(fireDefinition, 'age=50&retireAge=40');
    expect(parsed.values).toEqual(defaultValues(fireDefinition.inputs));
    expect(parsed.rejected).toEqual(['Your age', 'Age you want to retire at']);
  });
});
