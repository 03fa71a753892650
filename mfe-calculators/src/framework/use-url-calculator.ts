import { applyChange, applyCommit, fieldsAt, parseInputs, serialiseInputs, type FieldsState } from './input-state';
import type { AnyCore } from './types';
import { view, type CalculatorControls } from './use-local-calculator';
import { useUrlState } from './use-url-state';

export interface UrlCalculatorControls extends CalculatorControls {
  /** Labels of inputs the link carried invalid values for (their defaults are shown). */
  rejected: readonly string[];
}

interface PageInputs {
  fields: FieldsState;
  rejected: readonly string[];
}

/**
 * A calculator's inputs and result, kept in the URL's query string (see useUrlState for what
 * history does). Only valid inputs are written; a field with an invalid entry keeps its text on
 * screen and the last valid result stays.
 */
export function useUrlCalculator(definition: AnyCore): UrlCalculatorControls {
  const state = useUrlState<PageInputs>((search) => {
    const parsed = parseInputs(definition, search);
    return { fields: fieldsAt(parsed.values, parsed.output), rejected: parsed.rejected };
  });
  const { fields, rejected } = state.value;

  const change = (key: string, text: string) => {
    const next = applyChange(definition, fields, key, text);
    if (next.changed)
      state.update({ fields: next.state, rejected: [] }, serialiseInputs(definition, next.state.values));
    else state.update({ fields: next.state, rejected });
  };

  const commit = (key: string) => {
    state.update({ fields: applyCommit(definition, fields, key), rejected });
    state.flush();
  };

  const reset = () => {
    const parsed = parseInputs(definition, '');
    state.update({ fields: fieldsAt(parsed.values, parsed.output), rejected: [] }, '');
    state.flush();
  };

  return { ...view(definition, fields), rejected, change, commit, reset };
}
