import { describe, expect, it } from 'vitest';
import { ppfDefinition } from '../definitions/ppf';
import { defaultsKey, inputsSetBy, rebaseDefaults } from './changed-defaults';
import { fieldsAt, parseInputs } from './input-state';
import type { AnyCore } from './types';

describe('defaults that change while the page is open (a government rate read later)', () => {
  /** PPF with one number input's default changed, as the page makes it once a live rate is in. */
  const ppfWith = (key: string, value: number): AnyCore => ({
    ...ppfDefinition,
    inputs: ppfDefinition.inputs.map((input) =>
      input.key === key && input.kind === 'number' ? { ...input, default: value } : input,
    ),
  });
  const ppfAt = (rate: number) => ppfWith('rate', rate);
  const shipped = parseInputs(ppfDefinition, '');
  const fields = fieldsAt(shipped.values, shipped.output);
  const maturity = (state: { output: { headlines: readonly { key: string; value: number | string }[] } }) =>
    state.output.headlines.find((headline) => headline.key === 'maturity')?.value;

  it('defaultsKey changes with a default and only then', () => {
    expect(defaultsKey(ppfDefinition)).toBe('yearly=150000&rate=7.1&years=15');
    expect(defaultsKey(ppfAt(7.1))).toBe(defaultsKey(ppfDefinition));
    expect(defaultsKey(ppfAt(7.2))).toBe('yearly=150000&rate=7.2&years=15');
  });

  it.each([
    ['', []],
    ['yearly=100000', ['yearly']],
    ['yearly=100000&rate=8&years=20', ['yearly', 'rate', 'years']],
    ['rate=8&other=1', ['rate']],
    ['rate=abc&years=20', ['years']],
    // 17 years is not 15 + a multiple of 5: every default is used, so the link sets nothing.
    ['rate=8&years=17', []],
  ])('the address %j sets %j', (search, keys) => {
    expect(inputsSetBy(ppfDefinition, search, parseInputs(ppfDefinition, search))).toEqual(keys);
  });

  it.each([
    ['nothing is held: the rate takes its new default', [], {}, 7.2],
    ['another input is held', ['yearly'], {}, 7.2],
    ['the rate is held (the address carries it)', ['rate'], {}, 7.1],
    ['the rate is being typed', [], { rate: '8.' }, 7.1],
  ])('%s', (_, held: string[], drafts: Record<string, string>, rate) => {
    const state = rebaseDefaults(ppfAt(7.2), { ...fields, drafts }, held);
    expect(state.values.rate).toBe(rate);
    expect(state.drafts).toEqual(drafts);
    expect(maturity(state)).toBe(maturity({ output: ppfDefinition.compute({ ...state.values }) }));
  });

  it('gives the same state back when nothing changes', () => {
    expect(rebaseDefaults(ppfDefinition, fields, [])).toBe(fields);
    expect(rebaseDefaults(ppfAt(7.2), fields, ['rate'])).toBe(fields);
  });

  it('keeps the fields as they are when the new defaults do not fit together', () => {
    const badYears = ppfWith('years', 17);
    expect(rebaseDefaults(badYears, fields, [])).toBe(fields);
  });
});
