/**
 * exp, log and their kin computed with + − × ÷ only, so that every JavaScript engine gets the very
 * same bits. IEEE 754 requires those four operations to be correctly rounded, and JavaScript
 * forbids fusing them, so a fixed sequence of them gives one answer everywhere. Math.exp,
 * Math.log1p, Math.expm1 and `**` carry no such promise: V8 in Node 20 and in Chromium 156 return
 * different last bits for some inputs, and a result on the edge of a rounding (₹…,…,x.5 or a
 * chart's axis step) then reads one way in the prerendered HTML and another after hydration.
 * Every calculator's maths goes through these; the results agree with Math's to a few units in
 * the last place (portable-math.test.ts).
 */

/** ln 2 split in two, so that k·ln 2 is exact enough for any k a double can need. */
const LN2_HI = 6.9314718036912381649e-1;
const LN2_LO = 1.90821492927058770002e-10;
const LN2 = LN2_HI + LN2_LO;
const SQRT2 = 1.4142135623730951;
/** The largest x whose exp is finite. */
const EXP_OVERFLOW = 709.782712893384;
/** Below this, expm1(x) is −1 in doubles. */
const EXPM1_FLOOR = -38;

/** 2·atanh(s) = ln((1 + s)/(1 − s)), by its series, for |s| ≤ 0.25. */
function twiceAtanh(s: number): number {
  const s2 = s * s;
  let power = s;
  let sum = 0;
  for (let k = 0; k < 64; k += 1) {
    const next = sum + power / (2 * k + 1);
    if (next === sum) break;
    sum = next;
    power *= s2;
  }
  return 2 * sum;
}

/** v · 2^k, by halving or doubling (each step exact for normal numbers). */
function scaleByPowerOfTwo(value: number, k: number): number {
  let result = value;
  for (let i = 0; i < k; i += 1) result *= 2;
  for (let i = 0; i > k; i -= 1) result /= 2;
  return result;
}

/** ln y for y > 0: y = m · 2^k with m in [√½, √2), then ln m = 2·atanh((m − 1)/(m + 1)). */
function logOfPositive(y: number): number {
  let m = y;
  let k = 0;
  while (m >= SQRT2) {
    m /= 2;
    k += 1;
  }
  while (m < SQRT2 / 2) {
    m *= 2;
    k -= 1;
  }
  return k * LN2_HI + (k * LN2_LO + twiceAtanh((m - 1) / (m + 1)));
}

/**
 * ln(1 + x), accurate for tiny x (a monthly rate).
 * @example log1p(0.01) // 0.009950330853168083
 */
export function log1p(x: number): number {
  if (Number.isNaN(x) || x < -1) return Number.NaN;
  if (x === -1) return -Infinity;
  if (x === Infinity) return Infinity;
  if (x === 0) return x;
  // Near zero, 1 + x would lose x's low bits: s = x/(2 + x) keeps them (ln(1+x) = 2·atanh(s)).
  if (Math.abs(x) < 0.4) return twiceAtanh(x / (2 + x));
  return logOfPositive(1 + x);
}

/**
 * Natural logarithm.
 * @example log(Math.E) // 1
 */
export function log(x: number): number {
  if (Number.isNaN(x) || x < 0) return Number.NaN;
  if (x === 0) return -Infinity;
  if (x === Infinity) return Infinity;
  return logOfPositive(x);
}

/** x = k·ln 2 + r with |r| ≤ ln 2 / 2: k, and e^r − 1 by its series. */
function reduced(x: number): { k: number; em1: number } {
  const k = Math.round(x / LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  let term = r;
  let sum = 0;
  for (let n = 1; n < 64; n += 1) {
    const next = sum + term;
    if (next === sum) break;
    sum = next;
    term = (term * r) / (n + 1);
  }
  return { k, em1: sum };
}

/**
 * e^x − 1, accurate for tiny x.
 * @example expm1(1e-10) // 1.00000000005e-10
 */
export function expm1(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === 0) return x;
  if (x > EXP_OVERFLOW) return Infinity;
  if (x < EXPM1_FLOOR) return -1;
  const { k, em1 } = reduced(x);
  return k === 0 ? em1 : scaleByPowerOfTwo(1 + em1, k) - 1;
}

/**
 * e^x.
 * @example exp(1) // 2.718281828459045
 */
export function exp(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x > EXP_OVERFLOW) return Infinity;
  if (x < -745.2) return 0;
  const { k, em1 } = reduced(x);
  return scaleByPowerOfTwo(1 + em1, k);
}

/**
 * base^exponent for base > 0 (0^e is 0 for e > 0, 1 for e = 0).
 * @example pow(1.1, 2) // 1.2100000000000002
 */
export function pow(base: number, exponent: number): number {
  if (exponent === 0) return 1;
  if (base === 0) return exponent > 0 ? 0 : Infinity;
  return exp(exponent * log(base));
}

/**
 * 10^n for a whole n, exact where a double can hold it: 10^−1 is the double nearest 0.1.
 * @example powerOfTen(-2) // 0.01
 */
export function powerOfTen(n: number): number {
  let result = 1;
  for (let i = 0; i < Math.abs(n); i += 1) result *= 10;
  return n < 0 ? 1 / result : result;
}

/**
 * The whole n with 10^n ≤ x < 10^(n+1), for x > 0 (found by comparing, not by a logarithm).
 * @example decimalExponent(999) // 2
 */
export function decimalExponent(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 0;
  let n = 0;
  while (powerOfTen(n + 1) <= x) n += 1;
  while (powerOfTen(n) > x) n -= 1;
  return n;
}
