import { defaultsKey, inputsSetBy, rebaseDefaults } from './changed-defaults';
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
  /**
   * Inputs the visitor has set, which a change of defaults leaves alone: those the address
   * carries, i.e. the ones the link gave and, once a change has been written there, all of them.
   */
  held: readonly string[];
  /** The defaults (defaultsKey) the fields were worked out with. */
  defaults: string;
}

/**
 * A calculator's inputs and result, kept in the URL's query string (see useUrlState for what
 * history does). Only valid inputs are written; a field with an invalid entry keeps its text on
 * screen and the last valid result stays.
 *
 * The definition's defaults may change while the page is open (a government rate read after the
 * page has hydrated; see government-rates.ts): inputs the visitor has not set then take the new
 * default and the result follows. Nothing is written to the address for that.
 */
export function useUrlCalculator(definition: AnyCore): UrlCalculatorControls {
  const defaults = defaultsKey(definition);
  const state = useUrlState<PageInputs>((search) => {
    const parsed = parseInputs(definition, search);
    return {
      fields: fieldsAt(parsed.values, parsed.output),
      rejected: parsed.rejected,
      held: inputsSetBy(definition, search, parsed),
      defaults,
    };
  });
  let page = state.value;
  if (page.defaults !== defaults) {
    page = { ...page, fields: rebaseDefaults(definition, page.fields, page.held), defaults };
    state.update(page);
  }
  const { fields, rejected } = page;
  const everyInput = definition.inputs.map((input) => input.key);

  const change = (key: string, text: string) => {
    const next = applyChange(definition, fields, key, text);
    if (next.changed)
      state.update(
        { ...page, fields: next.state, rejected: [], held: everyInput },
        serialiseInputs(definition, next.state.values),
      );
    else state.update({ ...page, fields: next.state });
  };

  const commit = (key: string) => {
    state.update({ ...page, fields: applyCommit(definition, fields, key) });
    state.flush();
  };

  const reset = () => {
    const parsed = parseInputs(definition, '');
    state.update({ fields: fieldsAt(parsed.values, parsed.output), rejected: [], held: [], defaults }, '');
    state.flush();
  };

  return { ...view(definition, fields), rejected, change, commit, reset };
}
