/**
 * Numbers as India writes them (en-IN): the last three digits of the whole part, then groups of
 * two, at most `maximumFractionDigits` decimals (3 unless told, as Intl), trailing zeros dropped:
 * 1234567.8915 → '12,34,567.892'.
 *
 * Written here rather than by `Intl.NumberFormat`: a page's first Intl formatter loads the
 * locale's data, about 100 ms of CPU on the bench's phone, before a section can render. The
 * result is what `new Intl.NumberFormat('en-IN', { maximumFractionDigits })` gives, and
 * number.test.ts compares the two. Like Intl, it rounds the number as JavaScript writes it (its
 * shortest decimal), half away from zero: 1.005 → '1.01', though the double is a hair below; and
 * it writes the sign of a negative that rounds to zero: -0.001 → '-0'.
 */
export function formatIndianNumber(value: number, maximumFractionDigits = 3): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const size = Math.abs(value);
  if (size === Number.POSITIVE_INFINITY) return `${sign}∞`;
  const { whole, fraction } = rounded(size, maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${groupIndian(whole)}${decimals === '' ? '' : `.${decimals}`}`;
}

/** A size's shortest decimal, rounded half up to `places` decimals: its whole and fraction digits. */
function rounded(size: number, places: number): { whole: string; fraction: string } {
  const [, head = '0', tail = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(size)) ?? [];
  const digits = head + tail;
  const point = head.length + Number(exponent);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  if (fraction.length <= places) return { whole, fraction };
  const kept = fraction.slice(0, places);
  if ((fraction[places] ?? '0') < '5') return { whole, fraction: kept };
  const up = (BigInt(whole + kept) + 1n).toString().padStart(places + 1, '0');
  return { whole: up.slice(0, up.length - places), fraction: up.slice(up.length - places) };
}

/** A string of digits with India's grouping: '1234567' → '12,34,567'. */
function groupIndian(digits: string): string {
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}
