import { formatIndianNumber, formatRupees } from '@meridian/shared';
import type { ColumnFormat, InputUnit, ResultFormat } from './types';

/** A number with Indian grouping and at most 2 decimals: 2500000 → '25,00,000'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? formatIndianNumber(value, 2) : '—';
}

/** A percentage with 2 decimals, never NaN: 12.2462 → '12.25%'. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const fixed = value.toFixed(2);
  return `${fixed === '-0.00' ? '0.00' : fixed}%`;
}

/** A headline result as text. */
export function formatResult(value: number | string, format: ResultFormat): string {
  if (typeof value === 'string') return value;
  switch (format) {
    case 'rupees':
      return formatRupees(value);
    case 'percent':
      return formatPercent(value);
    case 'multiple':
      return Number.isFinite(value) ? `${value.toFixed(2)}×` : '—';
    default:
      return formatNumber(value);
  }
}

/** A table cell as text. */
export function formatCell(value: number | string | undefined, format: ColumnFormat): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  switch (format) {
    case 'rupees':
      return formatRupees(value);
    case 'percent':
      return formatPercent(value);
    case 'integer':
      return String(Math.round(value));
    default:
      return formatNumber(value);
  }
}

/**
 * A short rupee amount for chart axes, in lakh and crore: 1161695 → '₹11.6 L', 25000000 → '₹2.5 Cr'.
 */
export function formatShortRupees(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const trim = (n: number) => String(Number(n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2)));
  if (size >= 1e7) return `${sign}₹${trim(size / 1e7)} Cr`;
  if (size >= 1e5) return `${sign}₹${trim(size / 1e5)} L`;
  if (size >= 1e3) return `${sign}₹${trim(size / 1e3)}K`;
  return `${sign}₹${Math.round(size)}`;
}

/** An input value with its unit, for min/max labels and slider value text: (5000, 'rupees') → '₹5,000'. */
export function formatWithUnit(value: number, unit: InputUnit): string {
  switch (unit) {
    case 'rupees':
      return formatRupees(value);
    case 'percent':
      return `${formatNumber(value)}%`;
    case 'years':
      return `${formatNumber(value)} ${value === 1 ? 'year' : 'years'}`;
    case 'months':
      return `${formatNumber(value)} ${value === 1 ? 'month' : 'months'}`;
    case 'age':
      return `${formatNumber(value)} years old`;
    default:
      return String(value);
  }
}

/** The text a number field shows for a value: rupees with Indian grouping, everything else plain. */
export function fieldText(value: number, unit: InputUnit): string {
  return unit === 'rupees' ? formatNumber(value) : String(value);
}

/** The unit written beside a number field. */
export function unitAffix(unit: InputUnit): { prefix?: string; suffix?: string } {
  switch (unit) {
    case 'rupees':
      return { prefix: '₹' };
    case 'percent':
      return { suffix: '%' };
    case 'years':
    case 'age':
      return { suffix: 'years' };
    case 'months':
      return { suffix: 'months' };
    default:
      return {};
  }
}
