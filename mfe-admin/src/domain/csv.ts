/**
 * CSV for spreadsheets (RFC 4180), safe to open: a cell that a spreadsheet would run as a formula
 * (it starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it shows as
 * text (OWASP, CSV injection). Pure.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then each row, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
