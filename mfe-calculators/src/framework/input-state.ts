/**
 * The pure part of a calculator's input state: validating what was typed, reading inputs from a
 * query string and writing them back. The React hook (use-calculator.ts) is a thin layer on top.
 */
import { validateDate } from '../domain/calendar';
import { validateNumber } from '../domain/validation';
import { fieldText } from './format';
import { defaultValues } from './inputs';
import type { AnyCore, CalculatorOutput, InputDef, NumberInput, Values } from './types';

/** Validates what was typed in a number field. Commas are ignored wherever they are, so editing a grouped number never trips on them. */
export function validateField(
  input: NumberInput,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const cleaned = text.replace(/,/g, '');
  return validateNumber(cleaned, {
    label: input.label,
    min: input.min,
    max: input.max,
    integer: input.integer === true,
  });
}

/** Runs compute, turning an engine's RangeError into undefined (the page then keeps the last valid result). */
export function tryCompute(definition: AnyCore, values: Values): CalculatorOutput | undefined {
  try {
    return definition.compute(values);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

export interface Evaluation {
  /** A message per field that is invalid on its own or together with the others. */
  errors: Readonly<Record<string, string>>;
  /** True when the drafts form a valid set of inputs. */
  valid: boolean;
  /** The new values and their result, when valid. */
  values?: Values;
  output?: CalculatorOutput;
  /** A problem with the inputs as a whole (the engine refused them). */
  formError?: string;
}

/**
 * Applies the fields' drafts (number fields: the text as typed; choices and switches: the option
 * chosen) to the last valid values. Only when every field is valid on its own, the fields agree
 * (definition.validate) and the engine accepts them is the result valid.
 */
export function evaluateDrafts(
  definition: AnyCore,
  lastValid: Values,
  drafts: Readonly<Record<string, string>>,
): Evaluation {
  const errors: Record<string, string> = {};
  const candidate: Record<string, number | string | boolean> = { ...lastValid };
  for (const input of definition.inputs) {
    const draft = drafts[input.key];
    if (draft === undefined) continue;
    if (input.kind === 'number' || input.kind === 'date') {
      const result = input.kind === 'number' ? validateField(input, draft) : validateDate(draft, input);
      if (result.ok) candidate[input.key] = result.value;
      else errors[input.key] = result.message;
    } else {
      const value = parseOne(input, draft);
      if (value === undefined) errors[input.key] = `Please choose one of the options for ${input.label}.`;
      else candidate[input.key] = value;
    }
  }
  if (Object.keys(errors).length > 0) return { errors, valid: false };
  const crossErrors = definition.validate?.(candidate) ?? {};
  if (Object.keys(crossErrors).length > 0) return { errors: crossErrors, valid: false };
  const output = tryCompute(definition, candidate);
  if (output === undefined) {
    return {
      errors,
      valid: false,
      formError: 'These inputs are outside what this calculator can work out; please change one of them.',
    };
  }
  return { errors, valid: true, values: candidate, output };
}

/** The text a draft holds for a choice or switch value. */
export function draftText(value: number | string | boolean): string {
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
}

function parseSwitch(text: string): boolean | undefined {
  if (['yes', 'true', '1'].includes(text)) return true;
  if (['no', 'false', '0'].includes(text)) return false;
  return undefined;
}

function parseOne(input: InputDef, text: string): number | string | boolean | undefined {
  switch (input.kind) {
    case 'number': {
      const result = validateField(input, text);
      return result.ok ? result.value : undefined;
    }
    case 'choice':
      return input.options.some((option) => option.value === text) ? text : undefined;
    case 'switch':
      return parseSwitch(text);
    case 'date': {
      const result = validateDate(text, input);
      return result.ok ? result.value : undefined;
    }
  }
}

export interface ParsedInputs {
  values: Values;
  output: CalculatorOutput;
  /** Labels of inputs whose value in the link was not valid (their default is used instead). */
  rejected: string[];
}

/**
 * Reads a calculator's inputs from a query string. A missing input takes its default; an invalid
 * one takes its default and is reported. If the values do not fit together, all defaults are used.
 */
export function parseInputs(definition: AnyCore, search: string): ParsedInputs {
  const params = new URLSearchParams(search);
  const values: Record<string, number | string | boolean> = defaultValues(definition.inputs);
  const rejected: string[] = [];
  for (const input of definition.inputs) {
    const text = params.get(input.key);
    if (text === null) continue;
    const value = parseOne(input, text.trim());
    if (value === undefined) rejected.push(input.label);
    else values[input.key] = value;
  }
  const crossErrors = definition.validate?.(values) ?? {};
  const output = Object.keys(crossErrors).length > 0 ? undefined : tryCompute(definition, values);
  if (output === undefined) {
    const defaults = defaultValues(definition.inputs);
    return {
      values: defaults,
      output: computeDefaults(definition),
      rejected: definition.inputs.filter((input) => params.has(input.key)).map((input) => input.label),
    };
  }
  return { values, output, rejected };
}

/** The result at the default inputs; a definition whose defaults fail is a programming error. */
export function computeDefaults(definition: AnyCore): CalculatorOutput {
  const output = tryCompute(definition, defaultValues(definition.inputs));
  if (!output) throw new Error(`The defaults of the ${definition.slug} calculator are not valid.`);
  return output;
}

/** Writes every input into a query string, in the definition's order: 'monthly=5000&rate=12&years=10'. */
export function serialiseInputs(definition: AnyCore, values: Values): string {
  const params = new URLSearchParams();
  for (const input of definition.inputs) {
    const value = values[input.key] ?? input.default;
    params.set(input.key, draftText(value));
  }
  return params.toString();
}

/** The text a number field shows when the user is not editing it. */
export function displayText(input: NumberInput, value: number): string {
  return fieldText(value, input.unit);
}

/** The inputs of a calculator on screen: the last valid values and result, and each field's pending text. */
export interface FieldsState {
  values: Values;
  output: CalculatorOutput;
  /** What each field holds while it differs from `values` (text as typed, or the option chosen). */
  drafts: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  formError: string | undefined;
}

/** Fields showing the given valid values. */
export function fieldsAt(values: Values, output: CalculatorOutput): FieldsState {
  return { values, output, drafts: {}, errors: {}, formError: undefined };
}

/**
 * A field changed (typed text, slider position or option). Returns the new state and whether the
 * values changed; when the inputs are not valid as a whole, the last valid values and result stay.
 */
export function applyChange(
  definition: AnyCore,
  state: FieldsState,
  key: string,
  text: string,
): { state: FieldsState; changed: boolean } {
  const drafts = { ...state.drafts, [key]: text };
  const evaluation = evaluateDrafts(definition, state.values, drafts);
  if (!evaluation.valid || !evaluation.values || !evaluation.output) {
    return { state: { ...state, drafts, errors: evaluation.errors, formError: evaluation.formError }, changed: false };
  }
  // Choices and switches hold no text of their own once valid; number fields keep what was typed.
  const kept = Object.fromEntries(
    Object.entries(drafts).filter(
      ([draftKey]) => definition.inputs.find((input) => input.key === draftKey)?.kind === 'number',
    ),
  );
  return {
    state: { values: evaluation.values, output: evaluation.output, drafts: kept, errors: {}, formError: undefined },
    changed: true,
  };
}

/** A field lost focus: its text is tidied (e.g. '5000' becomes '5,000') if it is valid and applied. */
export function applyCommit(definition: AnyCore, state: FieldsState, key: string): FieldsState {
  const input = definition.inputs.find((candidate) => candidate.key === key);
  const draft = state.drafts[key];
  if (input?.kind !== 'number' || draft === undefined) return state;
  const result = validateField(input, draft);
  if (!result.ok || result.value !== state.values[key]) return state;
  return {
    ...state,
    drafts: Object.fromEntries(Object.entries(state.drafts).filter(([draftKey]) => draftKey !== key)),
  };
}

/** The text a number field shows, or the option a choice or switch shows. */
export function textOf(definition: AnyCore, state: FieldsState, key: string): string {
  const draft = state.drafts[key];
  if (draft !== undefined) return draft;
  const input = definition.inputs.find((candidate) => candidate.key === key);
  const value = state.values[key];
  if (input?.kind === 'number' && typeof value === 'number') return displayText(input, value);
  return value === undefined ? '' : draftText(value);
}

/** The value a slider shows: the field's valid text, else the last valid value. */
export function sliderValueOf(definition: AnyCore, state: FieldsState, key: string): number {
  const input = definition.inputs.find((candidate) => candidate.key === key);
  const draft = state.drafts[key];
  if (input?.kind === 'number' && draft !== undefined) {
    const result = validateField(input, draft);
    if (result.ok) return result.value;
  }
  const value = state.values[key];
  return typeof value === 'number' ? value : 0;
}
