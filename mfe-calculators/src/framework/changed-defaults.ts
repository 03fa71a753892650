/**
 * Defaults that change while a calculator page is open (a government rate read after the page
 * has hydrated; see government-rates.ts): which inputs the visitor has set, and bringing the
 * others up to date. Pure; use-url-calculator.ts applies it. Apart from input-state.ts so that
 * the hub's and the home page's calculators (useLocalCalculator) do not carry it.
 */
import { defaultValues } from './inputs';
import { serialiseInputs, tryCompute, type FieldsState, type ParsedInputs } from './input-state';
import type { AnyCore, InputValue } from './types';

/**
 * Inputs a query string sets: those it carries a valid value for (an invalid one, or values that
 * do not fit together, leave the defaults in place, so they set nothing).
 */
export function inputsSetBy(definition: AnyCore, search: string, parsed: ParsedInputs): string[] {
  const params = new URLSearchParams(search);
  return definition.inputs
    .filter((input) => params.has(input.key) && !parsed.rejected.includes(input.label))
    .map((input) => input.key);
}

/** A key for a definition's defaults: it changes when a default does (a government rate read after the page loaded). */
export function defaultsKey(definition: AnyCore): string {
  return serialiseInputs(definition, defaultValues(definition.inputs));
}

/**
 * The definition's defaults changed (a government rate read after the page loaded): each input
 * the visitor has not set (not in `held`, and no text being typed in it) takes its new default,
 * and the result is worked out again. If the new values do not fit together, nothing changes.
 */
export function rebaseDefaults(definition: AnyCore, state: FieldsState, held: readonly string[]): FieldsState {
  const values: Record<string, InputValue> = { ...state.values };
  let changed = false;
  for (const input of definition.inputs) {
    if (held.includes(input.key) || state.drafts[input.key] !== undefined || values[input.key] === input.default)
      continue;
    values[input.key] = input.default;
    changed = true;
  }
  if (!changed || Object.keys(definition.validate?.(values) ?? {}).length > 0) return state;
  const output = tryCompute(definition, values);
  return output ? { ...state, values, output } : state;
}
