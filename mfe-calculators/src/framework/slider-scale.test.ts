import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../definitions';
import { sliderFill, sliderScale } from './slider-scale';
import type { NumberInput } from './types';

const numberInputs = DEFINITIONS.flatMap((definition) =>
  definition.inputs
    .filter((input): input is NumberInput => input.kind === 'number')
    .map((input) => [`${definition.slug}.${input.key}`, input] as const),
);

describe('slider scales', () => {
  const monthly = numberInputs.find(([name]) => name === 'sip.monthly')?.[1] as NumberInput;

  it('wide rupee ranges slide logarithmically, in round amounts on the input’s step', () => {
    const scale = sliderScale(monthly);
    expect([scale.min, scale.max, scale.step]).toEqual([0, 1000, 1]);
    expect(scale.fromPosition(0)).toBe(500);
    expect(scale.fromPosition(1000)).toBe(1000000);
    expect(scale.fromPosition(scale.toPosition(5000))).toBe(5000);
    expect(scale.toPosition(5000)).toBeGreaterThan(250);
    for (let position = 0; position <= 1000; position += 7) {
      const value = scale.fromPosition(position);
      expect(value % monthly.step).toBe(0);
      expect(value).toBeGreaterThanOrEqual(monthly.min);
      expect(value).toBeLessThanOrEqual(monthly.max);
    }
  });

  it('rates, years and narrow ranges slide linearly over min…max', () => {
    const rate = numberInputs.find(([name]) => name === 'sip.rate')?.[1] as NumberInput;
    const scale = sliderScale(rate);
    expect([scale.min, scale.max, scale.step, scale.fromPosition(12), scale.toPosition(12)]).toEqual([
      1, 30, 0.1, 12, 12,
    ]);
  });

  it.each(numberInputs)('%s: its default survives a trip through the slider', (_name, input) => {
    const scale = sliderScale(input);
    const position = scale.toPosition(input.default);
    expect(position).toBeGreaterThanOrEqual(scale.min);
    expect(position).toBeLessThanOrEqual(scale.max);
    expect(Math.abs(scale.fromPosition(position) - input.default) / Math.max(1, input.default)).toBeLessThan(0.03);
  });
});

describe('sliderFill', () => {
  it.each([
    [0, 0, 100, 0],
    [25, 0, 100, 25],
    [100, 0, 100, 100],
    [150, 0, 100, 100],
    [-5, 0, 100, 0],
    [5, 1, 30, 13.8],
    [3, 3, 3, 0],
    [Number.NaN, 0, 10, 0],
  ])('position %d of %d–%d → %d%%', (position, min, max, fill) => {
    expect(sliderFill(position, min, max)).toBe(fill);
  });
});
