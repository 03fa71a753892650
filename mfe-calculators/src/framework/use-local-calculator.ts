import { useState } from 'react';
import { defaultValues } from './inputs';
import {
  applyChange,
  applyCommit,
  computeDefaults,
  fieldsAt,
  sliderValueOf,
  textOf,
  type FieldsState,
} from './input-state';
import type { AnyCore, CalculatorOutput, Values } from './types';

/** What a calculator's fields and results need, whether the inputs live in the URL or only on the page. */
export interface CalculatorControls {
  values: Values;
  output: CalculatorOutput;
  /** False while some field is invalid; the result shown is then the last valid one. */
  valid: boolean;
  errors: Readonly<Record<string, string>>;
  formError: string | undefined;
  textOf(key: string): string;
  sliderValueOf(key: string): number;
  /** A field changed: typed text, a slider position, or an option. */
  change(key: string, text: string): void;
  /** A field lost focus or a slider was released. */
  commit(key: string): void;
  reset(): void;
}

/** The read side of the controls, from the fields' state. */
export function view(definition: AnyCore, fields: FieldsState) {
  return {
    values: fields.values,
    output: fields.output,
    valid: Object.keys(fields.errors).length === 0 && fields.formError === undefined,
    errors: fields.errors,
    formError: fields.formError,
    textOf: (key: string) => textOf(definition, fields, key),
    sliderValueOf: (key: string) => sliderValueOf(definition, fields, key),
  };
}

/** A calculator whose inputs live only on the page (the home page's SIP preview, the hub's FIRE panel). */
export function useLocalCalculator(definition: AnyCore): CalculatorControls {
  const [fields, setFields] = useState<FieldsState>(() =>
    fieldsAt(defaultValues(definition.inputs), computeDefaults(definition)),
  );
  return {
    ...view(definition, fields),
    change: (key, text) => setFields((state) => applyChange(definition, state, key, text).state),
    commit: (key) => setFields((state) => applyCommit(definition, state, key)),
    reset: () => setFields(fieldsAt(defaultValues(definition.inputs), computeDefaults(definition))),
  };
}
