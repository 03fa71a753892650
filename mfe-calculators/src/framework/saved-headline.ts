import { CALCULATION_LIMITS } from '@meridian/shared';
import { formatResult } from './format';
import type { Headline } from './types';

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
