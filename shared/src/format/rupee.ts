const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Whole rupees with the ₹ sign and Indian digit grouping, rounded once, half away from zero.
 * formatRupees(1161695) → '₹11,61,695'; formatRupees(-0.4) → '₹0'; formatRupees(-1500) → '-₹1,500'.
 * A value that is not a finite number is shown as '—' rather than 'NaN'.
 */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  if (rounded === 0) return rupees.format(0);
  const text = rupees.format(Math.abs(rounded));
  return rounded < 0 ? `-${text}` : text;
}
