import { CALCULATION_LIMITS } from '@meridian/shared';
import { formatResult, formatWithUnit } from './format';
import type { Headline, InputDef, Values } from './types';

export interface SavedHeadline {
  label: string;
  text: string;
}

const clip = (text: string) => [...text].slice(0, CALCULATION_LIMITS.headline).join('');

/**
 * The main result as a saved calculation shows it in a list (the dashboard's): its label and
 * its text as the page shows it, e.g. { label: 'Monthly EMI', text: '₹21,696' }. The primary
 * headline, or else the first; none for a page with no headlines.
 */
export function savedHeadline(headlines: readonly Headline[]): SavedHeadline | undefined {
  const primary = headlines.find((headline) => headline.primary) ?? headlines[0];
  if (!primary) return undefined;
  return { label: clip(primary.label), text: clip(formatResult(primary.value, primary.format)) };
}

/** How many of a calculator's amounts its saved title names. */
const TITLE_INPUTS = 3;

/**
 * What a saved calculation is called in a list until its owner renames it: its first three
 * amounts as the page labels them, e.g. 'Monthly investment ₹5,000 · Time period 10 years ·
 * Expected return (p.a.) 12%', so that two saves of one calculator can be told apart. At most
 * CALCULATION_LIMITS.title characters (whole parts only); none for a page without amounts (the
 * risk questionnaire's answers).
 */
export function savedTitle(inputs: readonly InputDef[], values: Values): string | undefined {
  const parts: string[] = [];
  for (const input of inputs) {
    const value = values[input.key];
    if (input.kind !== 'number' || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const part = `${input.label} ${formatWithUnit(value, input.unit)}`;
    if ([...parts, part].join(' · ').length > CALCULATION_LIMITS.title) break;
    parts.push(part);
    if (parts.length === TITLE_INPUTS) break;
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
