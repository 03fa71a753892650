import type { NumberInput } from './types';
import { decimalExponent, exp, log, powerOfTen } from '../domain/portable-math';

/** Positions of a logarithmic slider. */
export const LOG_SLIDER_POSITIONS = 1000;

export interface SliderScale {
  /** Attributes of the range input. */
  min: number;
  max: number;
  step: number;
  toPosition(value: number): number;
  fromPosition(position: number): number;
}

/**
 * How a slider maps to an input's values. Rupee inputs whose range spans more than a hundredfold
 * (₹500 to ₹10,00,000) get a logarithmic slider, so the common amounts are not squeezed into the
 * first few pixels; the values it gives have two significant figures and respect the input's step.
 * Every other input slides linearly over min…max in its step.
 * @example sliderScale(sip.monthly).fromPosition(303) // 5,000
 */
export function sliderScale(input: NumberInput): SliderScale {
  const ratio = input.max / input.min;
  if (input.unit !== 'rupees' || !(input.min > 0) || ratio <= 100) {
    return {
      min: input.min,
      max: input.max,
      step: input.step,
      toPosition: (value) => value,
      fromPosition: (position) => position,
    };
  }
  const span = log(ratio);
  return {
    min: 0,
    max: LOG_SLIDER_POSITIONS,
    step: 1,
    toPosition: (value) =>
      Math.round((log(Math.min(input.max, Math.max(input.min, value)) / input.min) / span) * LOG_SLIDER_POSITIONS),
    fromPosition: (position) => {
      if (position <= 0) return input.min;
      if (position >= LOG_SLIDER_POSITIONS) return input.max;
      const raw = input.min * exp((position / LOG_SLIDER_POSITIONS) * span);
      const unit = Math.max(input.step, powerOfTen(decimalExponent(raw) - 1));
      const snapped = Math.round(raw / unit) * unit;
      return Math.min(input.max, Math.max(input.min, Math.round(snapped / input.step) * input.step));
    },
  };
}

/**
 * How far along its track a slider's thumb is, in percent (0–100, rounded to a tenth), for the
 * filled part of the track: sliderFill(25, 0, 100) === 25; outside the range it is clamped.
 */
export function sliderFill(position: number, min: number, max: number): number {
  if (!(max > min) || !Number.isFinite(position)) return 0;
  const share = Math.min(1, Math.max(0, (position - min) / (max - min)));
  return Math.round(share * 1000) / 10;
}
