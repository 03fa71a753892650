import { formatIndianNumber } from './number';

/**
 * Whole rupees with the ₹ sign and Indian digit grouping, rounded once, half away from zero.
 * formatRupees(1161695) → '₹11,61,695'; formatRupees(-0.4) → '₹0'; formatRupees(-1500) → '-₹1,500'.
 * A value that is not a finite number is shown as '—' rather than 'NaN'.
 */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = Math.round(Math.abs(value));
  const text = `₹${formatIndianNumber(rounded)}`;
  return value < 0 && rounded !== 0 ? `-${text}` : text;
}
