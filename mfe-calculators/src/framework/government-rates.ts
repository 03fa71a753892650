/**
 * Government rates on a definition: an input declared with `governmentRate` (see
 * definitions/helpers.ts) is pre-filled with the scheme's current rate, its hint saying as of
 * when. Pure; the page gets the rates from useGovernmentRates.
 */
import { rateHintText } from '../domain/rates';
import { SHIPPED_RATES, type CurrentRates } from '../domain/live-rates';
import type { AnyCore, InputDef } from './types';

/** True when some input of the calculator is pre-filled with a government rate. */
export function usesGovernmentRates(definition: AnyCore): boolean {
  return definition.inputs.some((input) => input.kind === 'number' && input.governmentRate !== undefined);
}

function withRate(input: InputDef, rates: CurrentRates, today: Date | undefined): InputDef {
  if (input.kind !== 'number' || !input.governmentRate) return input;
  const scheme = input.governmentRate;
  const current = rates[scheme];
  // A rate the field cannot hold (outside its limits) is not pre-filled: the shipped one stays.
  const rate = current.ratePct >= input.min && current.ratePct <= input.max ? current : SHIPPED_RATES[scheme];
  return { ...input, default: rate.ratePct, hint: rateHintText(scheme, rate, today) };
}

/**
 * The definition with its government-rate inputs' default and hint taken from `rates`; given
 * `today`, each hint also says when its rate is older than the current quarter. The same object
 * when nothing changes (the shipped rates with no date, or a calculator without such inputs), so
 * the prerendered page and its hydration see exactly the declared definition.
 */
export function withGovernmentRates<D extends AnyCore>(definition: D, rates: CurrentRates, today?: Date): D {
  if ((rates === SHIPPED_RATES && !today) || !usesGovernmentRates(definition)) return definition;
  return { ...definition, inputs: definition.inputs.map((input) => withRate(input, rates, today)) };
}
