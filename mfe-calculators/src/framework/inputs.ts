import type { GovernmentScheme } from '../domain/rates';
import type {
  AnyCore,
  AnyDefinition,
  CalculatorCore,
  CalculatorDefinition,
  ChoiceInput,
  ChoiceOption,
  DateInput,
  InputDef,
  InputUnit,
  NumberInput,
  SwitchInput,
} from './types';

interface NumberOptions {
  min: number;
  max: number;
  step: number;
  default: number;
  integer?: boolean;
  hint?: string;
  governmentRate?: GovernmentScheme;
  slider?: false;
}

function numberInput<K extends string>(unit: InputUnit, key: K, label: string, options: NumberOptions): NumberInput<K> {
  return { kind: 'number', unit, key, label, ...options };
}

/** A rupee amount: money('monthly', 'Monthly investment', { min: 500, max: 1e7, step: 500, default: 5000 }). */
export const money = <K extends string>(key: K, label: string, options: NumberOptions) =>
  numberInput('rupees', key, label, options);

/** A rate in percent a year. */
export const percent = <K extends string>(key: K, label: string, options: NumberOptions) =>
  numberInput('percent', key, label, options);

/** A period in years (whole years unless `integer: false`). */
export const years = <K extends string>(key: K, label: string, options: NumberOptions) =>
  numberInput('years', key, label, { integer: true, ...options });

/** A period in whole months. */
export const months = <K extends string>(key: K, label: string, options: NumberOptions) =>
  numberInput('months', key, label, { integer: true, ...options });

/** An age in whole years. */
export const age = <K extends string>(key: K, label: string, options: NumberOptions) =>
  numberInput('age', key, label, { integer: true, ...options });

/** A number shown without a unit (a calendar year, a count). */
export const plain = <K extends string>(key: K, label: string, options: NumberOptions) =>
  numberInput('plain', key, label, options);

/** One of a few options. */
export function choice<K extends string, const V extends string>(
  key: K,
  label: string,
  options: readonly ChoiceOption<V>[],
  defaultValue: NoInfer<V>,
  hint?: string,
): ChoiceInput<K, V> {
  return { kind: 'choice', key, label, options, default: defaultValue, ...(hint ? { hint } : {}) };
}

/**
 * A calendar date between `min` and `max` (ISO), with a fixed default (never today's, so the
 * prerendered page and the browser agree): date('saleDate', 'Sale date', { min: '2025-04-01', max: '2027-03-31', default: '2026-10-15' }).
 */
export function date<K extends string>(
  key: K,
  label: string,
  options: { min: string; max: string; default: string; hint?: string },
): DateInput<K> {
  return { kind: 'date', key, label, ...options };
}

/** A yes/no option. */
export function toggle<K extends string>(key: K, label: string, defaultValue: boolean, hint?: string): SwitchInput<K> {
  return { kind: 'switch', key, label, default: defaultValue, ...(hint ? { hint } : {}) };
}

/**
 * Declares a calculator with typed values: compute() receives { monthly: number, … } for the
 * inputs listed. Returns it with its types erased, as the registry and the page need it.
 */
export function defineCalculator<const I extends readonly InputDef[]>(
  definition: CalculatorDefinition<I>,
): AnyDefinition {
  return definition;
}

/** Declares the inputs and maths of a calculator without a page (a widget), with typed values. */
export function defineCore<const I extends readonly InputDef[]>(core: CalculatorCore<I>): AnyCore {
  return core;
}

/** The default value of every input. */
export function defaultValues(inputs: readonly InputDef[]): Record<string, number | string | boolean> {
  return Object.fromEntries(inputs.map((input) => [input.key, input.default]));
}
